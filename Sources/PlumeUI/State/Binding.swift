import Foundation
import PlumeAnimation
import PlumeGraphics

/// A two-way connection to a value owned elsewhere, as SwiftUI's `Binding`.
///
/// Project one from `@State` (`$count`), from a field (`$model.name`, `$items[0]`), or build one with
/// `Binding(get:set:)` or `.constant(_:)`.
/// ```swift
/// struct Stepper: View {
///     @Binding var value: Int
///     var body: some View { Button("+") { value += 1 } }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction writes through this binding use.
    public var transaction: Transaction
    /// Where the binding points (its source object and key path) and the value it saw when made,
    /// when known: lets the graph skip views whose binding still points at the same, unchanged value.
    var location: BindingLocation?

    /// A binding from closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
        transaction = Transaction()
    }
    /// A binding from closures that receive the transaction of each write.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        transaction = Transaction()
    }
    /// The same binding (`@Binding var x: T` initialised from `$y`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The current value; setting it writes through.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            let explicit = transaction.isExplicit ? transaction : Transaction.current
            setter(newValue, explicit)
        }
    }
    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a part of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        var derived = Binding<Subject>(
            get: { base.getter()[keyPath: keyPath] },
            set: { newValue, transaction in
                var whole = base.getter()
                whole[keyPath: keyPath] = newValue
                base.setter(whole, transaction)
            })
        if let location {
            derived.location = BindingLocation(
                source: location.source, path: location.path + [AnyHashable(keyPath)], value: derived.getter())
        }
        return derived
    }

    /// This binding with writes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        copy.transaction.isExplicit = true
        return copy
    }
}

extension Binding {
    /// A binding to a non-optional value, or nil when `base` is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        var last = initial
        self.init(
            get: {
                if let v = base.wrappedValue { last = v }
                return last
            },
            set: { value, transaction in base.transaction(transaction).wrappedValue = value })
    }

    /// An optional binding over a non-optional one; writing nil is ignored.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            get: { base.wrappedValue },
            set: { value, transaction in if let value { base.transaction(transaction).wrappedValue = value } })
    }

    /// A type-erased binding to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { value, transaction in
                if let v = value.base as? V { base.transaction(transaction).wrappedValue = v }
            })
    }
}

extension Binding: Sequence where Value: MutableCollection, Value.Index: Hashable {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value.Index: Hashable {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        var element = Binding<Value.Element>(
            get: { base.wrappedValue[position] },
            set: { value, transaction in
                var whole = base.wrappedValue
                whole[position] = value
                base.transaction(transaction).wrappedValue = whole
            })
        // Same place as `base` plus the index, so an unchanged element's binding counts as unchanged.
        if let location {
            element.location = BindingLocation(
                source: location.source, path: location.path + [AnyHashable(position)], value: element.getter())
        }
        return element
    }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection, Value.Index: Hashable {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection, Value.Index: Hashable {}

/// The source and path a binding points to, and the value it saw when it was made.
final class BindingLocation {
    let source: ObjectIdentifier
    let path: [AnyHashable]
    let snapshot: AnyEquatable?
    init(source: ObjectIdentifier, path: [AnyHashable] = [], value: Any) {
        self.source = source
        self.path = path
        snapshot = AnyEquatable(snapshotOf: value)
    }
}

extension BindingLocation {
    /// Whether both locations are known and are the same place (whatever values they saw): a
    /// closure kept from a binding at one reads and writes what a binding at the other would.
    static func areSamePlace(_ a: BindingLocation?, _ b: BindingLocation?) -> Bool {
        guard let a, let b else { return false }
        return a === b || (a.source == b.source && a.path == b.path)
    }

    /// Whether both locations are known, are the same place and saw the same (Equatable) value.
    static func areSame(_ a: BindingLocation?, _ b: BindingLocation?) -> Bool {
        guard let a, let b, a.source == b.source, a.path == b.path, let x = a.snapshot, let y = b.snapshot
        else { return false }
        return x == y
    }
}

extension Binding {
    /// Whether both bindings point to the same place and saw the same (Equatable) value when made.
    func isSame(as other: Binding<Value>) -> Bool { BindingLocation.areSame(location, other.location) }

}

extension Binding: InstallableProperty {
    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {}
}
