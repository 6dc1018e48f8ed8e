import Foundation

/// Menu bar commands an app adds with the `.commands { }` scene modifier, as SwiftUI's `Commands`:
/// `CommandMenu`s (menus of their own) and `CommandGroup`s (items before, after or instead of a
/// standard group such as `.newItem`).
///
/// ```swift
/// struct NoteCommands: Commands {
///     let store: NoteStore
///     var body: some Commands {
///         CommandMenu("Notes") {
///             Button("Add Note") { store.add() }.keyboardShortcut("n", modifiers: [.command, .shift])
///         }
///         CommandGroup(replacing: .help) { Button("Plume Help") { store.showHelp() } }
///     }
/// }
/// ```
/// A commands struct's `@Environment` properties read the app's environment: `openWindow`,
/// `openSettings` and `dismissWindow` act for the frontmost window.
/// Differs from SwiftUI: a commands body is evaluated once, when the app starts; content that must
/// follow state belongs in a view (with `@ObservedObject`) inside the menu.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands this body returns.
    associatedtype Body: Commands
    /// The content of these commands.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Built-in commands (`Body == Never`) conform: they add the items they declare.
@MainActor
protocol PrimitiveCommands {
    /// Adds this declaration's items to `items`, in order.
    func addItems(to items: inout [CommandItem], environment: EnvironmentValues)
}

extension Commands {
    /// Adds the items of this declaration, evaluating bodies down to the primitive commands; each
    /// body's `@Environment` properties read `environment` first.
    func addCommandItems(to items: inout [CommandItem], environment: EnvironmentValues) {
        if let primitive = self as? PrimitiveCommands {
            return primitive.addItems(to: &items, environment: environment)
        }
        if Body.self == Never.self { return }
        var commands = self
        CommandsEnvironmentInstaller.install(environment, into: &commands)
        commands.body.addCommandItems(to: &items, environment: environment)
    }
}

/// One declared piece of the menu bar: a menu of its own, or an addition to a standard group.
struct CommandItem {
    enum Kind {
        /// `CommandMenu(title)`.
        case menu(String)
        /// `CommandGroup(before:)`, `(after:)` or `(replacing:)`.
        case group(CommandGroupPlacement, CommandGroupPosition)
    }
    let kind: Kind
    /// The items' views (buttons, toggles, dividers, menus, sections).
    let content: AnyView
}

/// Where a `CommandGroup`'s items go relative to its placement's standard items; `standard` items
/// are standard items themselves, added by built-in commands (`SidebarCommands`), which a
/// `CommandGroup(replacing:)` replaces.
enum CommandGroupPosition {
    case before, after, replacing, standard
}

/// No commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands, PrimitiveCommands {
    public typealias Body = Never
    /// No commands.
    public init() {}
    /// Commands never have their body called.
    public var body: Never { fatalError("EmptyCommands has no body") }
    func addItems(to items: inout [CommandItem], environment: EnvironmentValues) {}
}

/// Several commands declared one after the other.
public struct TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
    public typealias Body = Never
    let content: (repeat each Content)
    init(_ content: repeat each Content) { self.content = (repeat each content) }
    /// Commands never have their body called.
    public var body: Never { fatalError("TupleCommands has no body") }
    func addItems(to items: inout [CommandItem], environment: EnvironmentValues) {
        for command in repeat each content { command.addCommandItems(to: &items, environment: environment) }
    }
}

/// One of two commands, chosen by an `if`/`else` in a commands body.
public struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands, PrimitiveCommands {
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    /// Commands never have their body called.
    public var body: Never { fatalError("_ConditionalCommands has no body") }
    func addItems(to items: inout [CommandItem], environment: EnvironmentValues) {
        switch storage {
        case .first(let content): content.addCommandItems(to: &items, environment: environment)
        case .second(let content): content.addCommandItems(to: &items, environment: environment)
        }
    }
}

extension Optional: Commands where Wrapped: Commands {
    public typealias Body = Never
    /// Commands never have their body called.
    public var body: Never { fatalError("Optional commands have no body") }
}

extension Optional: PrimitiveCommands where Wrapped: Commands {
    func addItems(to items: inout [CommandItem], environment: EnvironmentValues) {
        self?.addCommandItems(to: &items, environment: environment)
    }
}

/// Builds commands from the statements of a commands body, as SwiftUI's `CommandsBuilder`.
@MainActor @preconcurrency @resultBuilder
public enum CommandsBuilder {
    /// One command statement.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    /// An empty body.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// A body with one statement.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    /// A body with several statements, kept in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<
        repeat each Content
    > {
        TupleCommands(repeat each content)
    }
    /// An `if` without `else`.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(storage: .first(first))
    }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(storage: .second(second))
    }
    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}
