import Foundation

/// A menu of the app's own in the menu bar, as SwiftUI's `CommandMenu`: it appears after the View
/// menu and before the Window menu, in declaration order.
///
/// ```swift
/// CommandMenu("Notes") {
///     Button("Add Note") { store.add() }.keyboardShortcut("n", modifiers: [.command, .shift])
///     Divider()
///     Toggle("Show Archived", isOn: $store.showsArchived)
/// }
/// ```
/// A menu with no items is not shown.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    public typealias Body = Never
    let name: String
    let content: Content

    /// A menu named by a localized string key.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(name: nameKey.key, content: content())
    }
    /// A menu named `name`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.init(name: name.plainText, content: content())
    }
    /// A menu named `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(name: String(name), content: content())
    }

    private init(name: String, content: Content) {
        self.name = name
        self.content = content
    }

    /// Commands never have their body called.
    public var body: Never { fatalError("CommandMenu has no body") }

    func addItems(to items: inout [CommandItem], environment: EnvironmentValues) {
        items.append(CommandItem(kind: .menu(name), content: AnyView(content)))
    }
}

/// Items added to (or replacing) one of the menu bar's standard groups, as SwiftUI's `CommandGroup`.
///
/// ```swift
/// CommandGroup(replacing: .newItem) { Button("New Note") { store.add() }.keyboardShortcut("n") }
/// CommandGroup(after: .help) { Link("Website", destination: url) }
/// ```
/// Several groups at one placement keep their declaration order; a later `replacing:` replaces
/// the standard items only once (both replacements are shown).
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: Content

    /// Items shown before the standard items of `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .before, content: addition())
    }
    /// Items shown after the standard items of `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .after, content: addition())
    }
    /// Items shown instead of the standard items of `group` (an empty addition removes them).
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .replacing, content: addition())
    }

    private init(placement: CommandGroupPlacement, position: CommandGroupPosition, content: Content) {
        self.placement = placement
        self.position = position
        self.content = content
    }

    /// Commands never have their body called.
    public var body: Never { fatalError("CommandGroup has no body") }

    func addItems(to items: inout [CommandItem], environment: EnvironmentValues) {
        items.append(CommandItem(kind: .group(placement, position), content: AnyView(content)))
    }
}
