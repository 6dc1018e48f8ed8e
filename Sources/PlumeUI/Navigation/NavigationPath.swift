import Foundation

/// A type-erased list of values a `NavigationStack` shows one page for each, as SwiftUI's
/// `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///     List(parks) { park in NavigationLink(park.name, value: park) }
///         .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
///         .navigationDestination(for: String.self) { name in Text(name) }
/// }
/// // elsewhere: path.append(parks[0]); path.append("Trail"); path.removeLast()
/// ```
/// Elements may be of different `Hashable` types; a stack finds each one's page through the
/// `navigationDestination(for:destination:)` declared for its type. When every element is also
/// `Codable`, `codable` gives a representation to save and `init(_:)` restores it.
///
/// Difference from SwiftUI: `removeLast(_:)` with `k` greater than `count` removes every element
/// and reports the clamp in the diagnostics of the graph that next reads the path (SwiftUI traps:
/// its precondition says `k` must be at most `count`); a negative `k` removes nothing, reported the
/// same way.
public struct NavigationPath {
    /// The elements, first pushed first.
    var items: [NavigationPathItem]
    /// Bad input met by this value's mutations (the last 8), reported by the stack that shows the
    /// path.
    var problems: [String] = []

    /// An empty path.
    public init() { items = [] }

    /// A path holding `elements`, first element at the bottom of the stack.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        items = elements.map { NavigationPathItem($0) }
    }

    /// A path holding `elements`, each one keeping its `Codable` conformance for `codable`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable, S.Element: Codable {
        items = elements.map { NavigationPathItem($0) }
    }

    /// The path a saved representation describes (see `CodableRepresentation`).
    public init(_ codable: CodableRepresentation) { items = codable.items }

    init(items: [NavigationPathItem]) { self.items = items }

    /// How many values the path holds (one page each above the stack's root).
    public var count: Int { items.count }

    /// Whether the path holds no values (the stack shows its root).
    public var isEmpty: Bool { items.isEmpty }

    /// A representation of the path to save, or nil when an element is not `Codable`.
    public var codable: CodableRepresentation? {
        guard items.allSatisfy({ $0.encode != nil }) else { return nil }
        return CodableRepresentation(items: items)
    }

    /// Pushes `value` on top.
    public mutating func append<V: Hashable>(_ value: V) { items.append(NavigationPathItem(value)) }

    /// Pushes a `Codable` value on top (kept in `codable`).
    public mutating func append<V: Hashable & Codable>(_ value: V) { items.append(NavigationPathItem(value)) }

    /// Removes the `k` values on top (the last one by default). `k` is clamped to `0...count`; a
    /// value outside is reported (see the type's comment: SwiftUI traps).
    public mutating func removeLast(_ k: Int = 1) {
        if k < 0 || k > items.count {
            if problems.count >= 8 { problems.removeFirst() }
            problems.append(
                "NavigationPath.removeLast(\(k)) on a path of \(items.count): removed \(k < 0 ? 0 : items.count)"
                    + " (SwiftUI traps on this)")
        }
        items.removeLast(min(max(k, 0), items.count))
    }
}

extension NavigationPath: Equatable {
    /// Whether both paths hold equal values of the same types in the same order.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.items == rhs.items }
}

/// One value of a navigation path: the value, its exact type (a stack finds the destination by it)
/// and, when the value is `Codable`, how to write it as JSON.
struct NavigationPathItem: Equatable {
    let value: AnyHashable
    let type: Any.Type
    /// The value as JSON text; nil when the value is not `Codable`.
    let encode: (() throws -> String)?

    init<V: Hashable>(_ value: V) {
        self.value = AnyHashable(value)
        type = V.self
        if let encodable = value as? any Encodable, V.self is any Decodable.Type {
            encode = { try NavigationPathItem.json(encodable) }
        } else {
            encode = nil
        }
    }

    /// An element of a typed path (`[Int]`), which is never saved: no `Codable` check.
    init<V: Hashable>(typed value: V) {
        self.value = AnyHashable(value)
        type = V.self
        encode = nil
    }

    init<V: Hashable & Codable>(_ value: V) {
        self.value = AnyHashable(value)
        type = V.self
        encode = { try NavigationPathItem.json(value) }
    }

    /// Keys are sorted: Linux Foundation's encoder does not keep a keyed container's order from one
    /// encoding to the next, and a saved path (and its `==`) must not change when nothing did.
    private static func json<E: Encodable>(_ value: E) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The type's name as a path's saved form writes it (`Swift.Int`, `MyApp.Park`).
    var typeName: String { _typeName(type, qualified: true) }

    /// The value as `D`, when it is one.
    func value<D>(as: D.Type) -> D? { value.base as? D }

    static func == (lhs: NavigationPathItem, rhs: NavigationPathItem) -> Bool {
        lhs.type == rhs.type && lhs.value == rhs.value
    }
}
