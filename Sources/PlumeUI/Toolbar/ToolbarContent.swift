import Foundation

/// Items for a toolbar, as SwiftUI's `ToolbarContent`: `ToolbarItem`, `ToolbarItemGroup`, or a
/// type of your own whose `body` is built from them.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .confirmationAction) { Button("Done") { save() } }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The content this content is made of (`Never` for the built-in items).
    associatedtype Body: ToolbarContent
    /// The items of this content.
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content a user could customise, as SwiftUI's `CustomizableToolbarContent`. Plume has no
/// toolbar customisation; the protocol exists so that declarations written for it compile.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body; the toolbar reads its items directly.
    public var body: Never { fatalError("\(Self.self) is built-in toolbar content and has no body") }
}

/// Built-in toolbar content lists its items itself.
@MainActor
protocol PrimitiveToolbarContent {
    /// Appends this content's items to `entries`, their identities under `path`.
    func appendEntries(to entries: inout [ToolbarEntry], path: [AnyHashable])
}

/// One item a toolbar shows: where it goes and its view.
struct ToolbarEntry {
    /// The item's identity in its toolbar (its `id:`, else its position in the builder).
    let id: AnyHashable
    let placement: ToolbarItemPlacement
    let view: AnyView
}

@MainActor
enum ToolbarEntries {
    /// The items of `content`, in order.
    static func of<C: ToolbarContent>(_ content: C) -> [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        append(content, to: &entries, path: [])
        return entries
    }

    static func append<C: ToolbarContent>(_ content: C, to entries: inout [ToolbarEntry], path: [AnyHashable]) {
        if let primitive = content as? PrimitiveToolbarContent {
            primitive.appendEntries(to: &entries, path: path)
        } else {
            append(content.body, to: &entries, path: path + [AnyHashable(ObjectIdentifier(C.self))])
        }
    }
}

/// Several toolbar contents in a row (a builder block).
nonisolated public struct _TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent,
    CustomizableToolbarContent,
    PrimitiveToolbarContent
{
    public typealias Body = Never
    let content: (repeat each Content)
    @MainActor func appendEntries(to entries: inout [ToolbarEntry], path: [AnyHashable]) {
        var index = 0
        for item in repeat each content {
            ToolbarEntries.append(item, to: &entries, path: path + [AnyHashable(index)])
            index += 1
        }
    }
}

/// One of two toolbar contents, chosen by an `if`/`else`.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent,
    CustomizableToolbarContent, PrimitiveToolbarContent
{
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    func appendEntries(to entries: inout [ToolbarEntry], path: [AnyHashable]) {
        switch storage {
        case .first(let content): ToolbarEntries.append(content, to: &entries, path: path + ["t"])
        case .second(let content): ToolbarEntries.append(content, to: &entries, path: path + ["f"])
        }
    }
}

/// Toolbar content shown only when an `if` holds.
public struct _OptionalToolbarContent<Wrapped: ToolbarContent>: ToolbarContent, CustomizableToolbarContent,
    PrimitiveToolbarContent
{
    public typealias Body = Never
    let content: Wrapped?
    func appendEntries(to entries: inout [ToolbarEntry], path: [AnyHashable]) {
        if let content { ToolbarEntries.append(content, to: &entries, path: path + ["some"]) }
    }
}

/// Builds toolbar content from the statements of a `toolbar { }` closure, as SwiftUI's
/// `ToolbarContentBuilder`: any number of items, `if`, `if`/`else` and `switch`.
@MainActor @preconcurrency @resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> _TupleToolbarContent<repeat each Content> {
        _TupleToolbarContent(content: (repeat each content))
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _OptionalToolbarContent<Content> {
        _OptionalToolbarContent(content: content)
    }
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> _OptionalToolbarContent<Content> {
        _OptionalToolbarContent(content: content)
    }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(
        first: T
    ) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(storage: .first(first))
    }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(
        second: F
    ) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(storage: .second(second))
    }
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}
