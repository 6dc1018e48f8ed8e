import Foundation

/// One item of a toolbar, as SwiftUI's `ToolbarItem`: a view and where it goes.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .primaryAction) { Button("Compose") { composing = true } }
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
/// }
/// ```
/// The item keeps the environment of the view the `toolbar` modifier is on.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent,
    PrimitiveToolbarContent
{
    public typealias Body = Never
    let id: ID
    let placement: ToolbarItemPlacement
    let content: Content

    @MainActor func appendEntries(to entries: inout [ToolbarEntry], path: [AnyHashable]) {
        let key = (id as? String).map { AnyHashable("id:" + $0) } ?? AnyHashable(path)
        entries.append(ToolbarEntry(id: key, placement: placement, view: AnyView(content)))
    }
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        id = ()
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identity of its own (kept across changes of the builder's structure).
    /// Plume has no toolbar customisation; `id` only identifies the item.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.id = id
        self.placement = placement
        self.content = content()
    }

    /// An item with an identity; `showsByDefault` is for toolbar customisation, which Plume does not
    /// have: the item always shows.
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        self.init(id: id, placement: placement, content: content)
    }
}

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`: each view of `content` (through
/// `ForEach`, `Group` and conditionals) becomes an item of its own.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) {
///     Button("Archive") { archive() }
///     Spacer()
///     Button("Flag") { flag() }
/// }
/// ```
/// A `Spacer` in a bottom-bar group spreads the items apart, as on iOS.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group of items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    @MainActor func appendEntries(to entries: inout [ToolbarEntry], path: [AnyHashable]) {
        for element in ViewListElements.flatten(content) {
            entries.append(
                ToolbarEntry(
                    id: AnyHashable(path + [element.key]), placement: placement, view: AnyView(erasing: element.view)))
        }
    }
}
