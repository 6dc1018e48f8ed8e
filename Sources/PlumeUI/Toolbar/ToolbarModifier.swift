import Foundation

/// What `toolbar { }` is underneath: contributes its items to the `ToolbarKey` preference of its
/// subtree and keeps their views up to date in a `ToolbarSource`.
nonisolated struct ToolbarModifier<Content: ToolbarContent>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let content: Content
    @MainActor func makeBehavior() -> NodeBehavior { ToolbarWriterBehavior<Content>() }
}

/// Refreshes the source's items each time the modifier updates, and answers the preference with
/// the subtree's configuration plus its own items. Reports items it cannot draw (`.keyboard`
/// outside touch mode).
final class ToolbarWriterBehavior<Content: ToolbarContent>: TransparentModifierBehavior<ToolbarModifier<Content>>,
    PreferenceWriter
{
    let source = ToolbarSource()
    private var own = ToolbarConfiguration()
    override var preferenceWriter: PreferenceWriter? { self }

    override func update(changed: Bool) {
        super.update(changed: changed)
        let entries = ToolbarEntries.of(modifier.content)
        source.update(entries: entries, environment: node.environment, transaction: node.graph.transaction)
        let configuration = ToolbarConfiguration(
            items: entries.map { ToolbarConfiguration.Item(source: source, id: $0.id, placement: $0.placement) })
        if configuration != own {
            own = configuration
            node.graph.needsFrame = true
        }
        if !node.graph.softwareKeyboardMode, entries.contains(where: { $0.placement == .keyboard }) {
            node.graph.report(
                "toolbar: items placed at .keyboard show only above the software keyboard (touch mode), which this window does not use"
            )
        }
    }
    override func modifierChanged(from old: ToolbarModifier<Content>) {}

    func preferenceValue(for key: Any.Type) -> Any? {
        guard key == ToolbarKey.self else { return nil }
        return own.merged(over: node.children.first?.collectPreference(ToolbarKey.self))
    }
}

/// What `toolbar(_:for:)` and `toolbarRole(_:)` are underneath: a setting added to the subtree's
/// toolbar configuration.
nonisolated struct ToolbarSettingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let setting: ToolbarConfiguration
    /// Reported while the modifier is shown (a setting Plume cannot apply).
    let diagnostic: String?
    @MainActor func makeBehavior() -> NodeBehavior { ToolbarSettingBehavior() }
}

final class ToolbarSettingBehavior: TransparentModifierBehavior<ToolbarSettingModifier>, PreferenceWriter {
    override var preferenceWriter: PreferenceWriter? { self }
    override func update(changed: Bool) {
        super.update(changed: changed)
        if let diagnostic = modifier.diagnostic { node.graph.report(diagnostic) }
    }
    override func modifierChanged(from old: ToolbarSettingModifier) { node.graph.needsFrame = true }
    func preferenceValue(for key: Any.Type) -> Any? {
        guard key == ToolbarKey.self else { return nil }
        return modifier.setting.merged(over: node.children.first?.collectPreference(ToolbarKey.self))
    }
}
