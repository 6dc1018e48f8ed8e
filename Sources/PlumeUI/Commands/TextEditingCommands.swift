import Foundation

/// The Edit menu's text commands, as SwiftUI's `TextEditingCommands`: on Linux, the
/// Transformations — Make Upper Case, Make Lower Case and Capitalize — acting on the selection of
/// the focused text field or editor (the window's `EditMenuTarget`, as Cut and Copy do), the
/// transformed text staying selected; each item is enabled only while there is a selection to
/// change.
///
/// ```swift
/// WindowGroup { ContentView() }
///     .commands { TextEditingCommands() }
/// ```
/// The items are the `.textEditing` group's standard items: `CommandGroup(replacing: .textEditing)`
/// replaces them. Apple's Find, Spelling and Grammar, Substitutions and Speech submenus are not
/// there: Plume's text fields have no find bar, Linux gives Plume no spell checker, smart quotes
/// and dashes are not substituted as one types, and there is no speech synthesiser.
public struct TextEditingCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    /// The text editing commands.
    public init() {}
    /// Commands never have their body called.
    public var body: Never { fatalError("TextEditingCommands has no body") }

    func addItems(to items: inout [CommandItem], environment: EnvironmentValues) {
        let transformations = Section("Transformations") {
            ForEach(TextTransformation.allCases, id: \.self) { TextTransformationItem(transformation: $0) }
        }
        items.append(CommandItem(kind: .group(.textEditing, .standard), content: AnyView(transformations)))
    }
}

/// One Transformations item in the menu bar of a window (a menu row, as a `Button`): each time the
/// menu is built it asks the window's graph for its edit target (`ViewGraph.editMenuTarget`) to
/// enable itself, and when chosen it transforms that target's selection.
struct TextTransformationItem: View, PrimitiveView, MenuItemMarker {
    let transformation: TextTransformation
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { TextTransformationItemBehavior() }
}

final class TextTransformationItemBehavior: SingleContentViewBehavior<TextTransformationItem> {
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }

    override func update(changed: Bool) {
        let graph = node.graph
        let transformation = view.transformation
        let enabled = graph.editMenuTarget?.canTransformSelection() ?? false
        let button = Button(transformation.title) { [weak graph] in
            graph?.editMenuTarget?.transformSelection(transformation)
        }
        node.reconcileSingleChild(button.disabled(!enabled), environment: node.environment)
    }
}
