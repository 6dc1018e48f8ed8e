@_spi(Reflection) import Swift
import Foundation
import PlumeAnimation
import PlumeGraphics

/// Decides whether a view value changed, so the graph can skip unchanged subtrees.
///
/// Called by `ViewNode.update` for each view a parent hands down, by `ModifierBehavior` for its
/// modifier and by the few models that compare the values they are given. It reads the two values
/// and nothing else; the comparators it makes (one per type, from the type's reflection metadata, on
/// first use) are kept in lock-guarded tables.
///
/// Equatable views use `==`. Other structs compare field by field: plain-old-data bitwise, Equatable
/// fields with `==`, class references by identity, `@State`/`@Environment` storage as equal (their
/// values live in the graph), nested structs recursively, `AnyView`, `TupleView`, a builder's
/// optional view and `if`/`else` (`_ConditionalContent`) by the views they hold, other optionals as
/// equal when both are empty or both hold values equal as fields, closures as equal when they are
/// the same closure (same function and captured context: one that captures nothing, or one passed
/// down unchanged); a closure made again with captures, and anything else, counts as changed.
///
/// The values are compared where they lie (through pointers to the caller's values, and offsets
/// into them for fields, a `TupleView`'s tuple and an optional's payload), not copied: a copy
/// retains every reference in the subtree a view holds, which made comparing each level of a deep
/// tree cost as much as its whole subtree again. Only small parts are still copied: an optional,
/// to see whether it is empty (generic code cannot switch on an enum in place), an `AnyView`'s
/// existential and a binding.
enum ViewEquality {
    /// Compares the values of one type at two addresses.
    typealias Comparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    /// By type: how a value of it compares as a field of another (plain data bitwise first).
    private static let fieldComparators = ComparatorTable()
    /// By type: how a value of it compares as a whole (`==` first, when it is Equatable).
    private static let valueComparators = ComparatorTable()

    /// Whether `a` and `b` are the same view value (false when their types differ).
    static func areEqual(_ a: any View, _ b: any View) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        func open<V: View>(_ a: V) -> Bool {
            func openOther<W: View>(_ b: W) -> Bool {
                let compare = valueComparator(for: V.self)
                return withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in compare(pa, pb) } }
            }
            return openOther(b)
        }
        return open(a)
    }

    /// Whether two values of the same type are equal by the rules above.
    static func areEqualValues<T>(_ a: T, _ b: T) -> Bool {
        let compare = valueComparator(for: T.self)
        return withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in compare(pa, pb) } }
    }

    /// How two whole values of `type` compare: with `==` when the type is Equatable, otherwise as a
    /// field does. Values of an existential type compare the values they hold with `==` when those
    /// are Equatable, and count as changed otherwise.
    static func valueComparator(for type: Any.Type) -> Comparator {
        valueComparators.comparator(for: type) {
            if let equatable = type as? any Equatable.Type { return equatableComparator(equatable) }
            if metadataKind(of: type) == .existential { return existentialComparator(type) }
            return fieldComparator(for: type)
        }
    }

    /// How two values of `type` compare as fields of another value (the rules above).
    static func fieldComparator(for type: Any.Type) -> Comparator {
        fieldComparators.comparator(for: type) { makeFieldComparator(for: type) }
    }

    private static func makeFieldComparator(for type: Any.Type) -> Comparator {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        func isPOD<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        let byteCount = _openExistential(type, do: size)
        if _openExistential(type, do: isPOD) {
            return { a, b in memcmp(a, b, byteCount) == 0 }
        }
        if let equatable = type as? any Equatable.Type {
            return equatableComparator(equatable)
        }
        if let action = type as? any ActionIdentifying.Type {
            return action.sameActionComparator
        }
        if let binding = type as? BindingMarker.Type {
            return { a, b in binding.areSame(a, b) }
        }
        if let reference = type as? ObjectReferenceProperty.Type {
            func make<R: ObjectReferenceProperty>(_: R.Type) -> Comparator {
                { a, b in
                    a.assumingMemoryBound(to: R.self).pointee.referencedObject
                        === b.assumingMemoryBound(to: R.self).pointee.referencedObject
                }
            }
            return make(reference)
        }
        if type is InstallableProperty.Type, !(type is BindingMarker.Type) {
            return { _, _ in true }
        }
        if type is AnyClass {
            return { a, b in a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self) }
        }
        if let tuple = type as? TupleViewMarker.Type {
            return tuple.valueComparator
        }
        if let optional = type as? OptionalViewMarker.Type {
            return optional.contentComparator
        }
        if let conditional = type as? ConditionalContentMarker.Type {
            return conditional.branchComparator
        }
        if let optional = type as? OptionalMarker.Type {
            return optional.heldValueComparator
        }
        if type is AnyViewMarker.Type {
            return { a, b in
                ViewEquality.areEqual(
                    a.assumingMemoryBound(to: AnyView.self).pointee.view,
                    b.assumingMemoryBound(to: AnyView.self).pointee.view)
            }
        }
        if let rows = type as? ForEachRowsMarker.Type {
            return rows.rowsComparator
        }
        // A closure is the same closure when its function and its context (the captured values' box,
        // or none) are the same: a closure that captures nothing, or the very value passed down
        // again. A closure made again with captures has a new context and counts as changed.
        let kind = metadataKind(of: type)
        if kind == .function { return { a, b in memcmp(a, b, byteCount) == 0 } }
        // Only structs and tuples are compared field by field; enums, optionals and existentials
        // that are neither plain data nor Equatable count as changed.
        guard kind == .struct || kind == .tuple else { return { _, _ in false } }
        return fieldwiseComparator(for: type)
    }

    /// How two structs or tuples of `type` compare field by field, each field by its own rules
    /// (changed when a field is of a kind that cannot be compared).
    static func fieldwiseComparator(for type: Any.Type) -> Comparator {
        var offsets: [Int] = []
        var comparators: [Comparator] = []
        var supported = true
        let isStruct = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            guard
                kind == .struct || kind == .class || kind == .enum || kind == .tuple || kind == .optional
                    || kind == .function
            else {
                supported = false
                return false
            }
            offsets.append(offset)
            comparators.append(fieldComparator(for: fieldType))
            return true
        }
        guard isStruct, supported else { return { _, _ in false } }
        let fields = FieldComparators(offsets: offsets, comparators: comparators)
        return { a, b in fields.areEqual(a, b) }
    }

    /// `==` on two values of `type` where they lie.
    private static func equatableComparator(_ type: any Equatable.Type) -> Comparator {
        func make<E: Equatable>(_: E.Type) -> Comparator {
            { a, b in isEqual(&inPlace(a, as: E.self).pointee, &inPlace(b, as: E.self).pointee) }
        }
        return make(type)
    }

    /// `==`, given its operands as `inout` accesses: an access passes the value's address, where
    /// reading `pointee` in generic code copies the value first. Nothing is written (the two may be
    /// the same address: an existential box shared by two copies of a view).
    private static func isEqual<E: Equatable>(_ a: inout E, _ b: inout E) -> Bool { a == b }

    /// `pointer` as a mutable pointer to a `T`, only so that it can be passed as an `inout` access
    /// that reads in place (see `isEqual`).
    private static func inPlace<T>(_ pointer: UnsafeRawPointer, as _: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(mutating: pointer).assumingMemoryBound(to: T.self)
    }

    /// Values of an existential type (`any Equatable & …`, `Any`): `==` on what they hold when it is
    /// Equatable and of one type; anything else counts as changed.
    private static func existentialComparator(_ type: Any.Type) -> Comparator {
        func make<E>(_: E.Type) -> Comparator {
            { a, b in
                guard let x = a.assumingMemoryBound(to: E.self).pointee as? any Equatable else { return false }
                return isEqual(x, b.assumingMemoryBound(to: E.self).pointee)
            }
        }
        return _openExistential(type, do: make)
    }

    private static func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E).map { a == $0 } ?? false }
}

/// The fields of a struct or tuple: each at its offset, compared by its own comparator, in order
/// (the first unequal one ends the comparison).
private struct FieldComparators {
    let offsets: [Int]
    let comparators: [ViewEquality.Comparator]

    func areEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for index in offsets.indices where !comparators[index](a + offsets[index], b + offsets[index]) {
            return false
        }
        return true
    }
}

/// Comparators by type, made once each; the lock makes the table safe to use from any thread (a
/// comparator is made outside it, as making one asks the table for its fields' comparators).
private final class ComparatorTable: @unchecked Sendable {
    private var comparators: [ObjectIdentifier: ViewEquality.Comparator] = [:]
    private let lock = NSLock()

    func comparator(for type: Any.Type, make: () -> ViewEquality.Comparator) -> ViewEquality.Comparator {
        let id = ObjectIdentifier(type)
        lock.lock()
        let known = comparators[id]
        lock.unlock()
        if let known { return known }
        let made = make()
        lock.lock()
        comparators[id] = made
        lock.unlock()
        return made
    }
}

/// Bindings are equal when they point to the same place and saw the same (Equatable) value when
/// made; others (custom `Binding(get:set:)`, non-Equatable values) count as changed.
protocol BindingMarker {
    static func areSame(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}
extension Binding: BindingMarker {
    static func areSame(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Binding<Value>.self).pointee.isSame(
            as: b.assumingMemoryBound(to: Binding<Value>.self).pointee)
    }
}

/// Values holding a closure that can say what it acts on (`DismissAction`: the page it pops): equal
/// when they act on the same thing, where a closure alone would count as changed.
protocol ActionIdentifying {
    /// Whether `other` does what this does.
    func actsAsSame(as other: Self) -> Bool
}
extension ActionIdentifying {
    static var sameActionComparator: ViewEquality.Comparator {
        { a, b in
            a.assumingMemoryBound(to: Self.self).pointee.actsAsSame(as: b.assumingMemoryBound(to: Self.self).pointee)
        }
    }
}

/// Properties that hold an object passed in (`@ObservedObject`): equal when they hold the same object.
protocol ObjectReferenceProperty {
    var referencedObject: AnyObject { get }
}

/// `TupleView`s (a builder's several views) compare by their tuple of views, as a whole value; the
/// array of the same views they also keep for the graph is new in every value, so it is left out.
protocol TupleViewMarker {
    static var valueComparator: ViewEquality.Comparator { get }
}
extension TupleView: TupleViewMarker {
    static var valueComparator: ViewEquality.Comparator {
        let offset = MemoryLayout<Self>.offset(of: \Self.value)!
        let compare = ViewEquality.valueComparator(for: T.self)
        return { a, b in compare(a + offset, b + offset) }
    }
}

/// A builder's lone `if` (an optional view) compares by what it holds: both empty, or both holding
/// views equal by `ViewEquality`'s rules (compared as whole values, in place: an optional's payload
/// lies at its start). Only optionals of views: other optionals that are neither plain data nor
/// `Equatable` still count as changed.
protocol OptionalViewMarker {
    static var contentComparator: ViewEquality.Comparator { get }
}
extension Optional: OptionalViewMarker where Wrapped: View {
    static var contentComparator: ViewEquality.Comparator {
        payloadComparator(ViewEquality.valueComparator(for: Wrapped.self))
    }
}

extension Optional {
    /// Two optionals at two addresses are equal when both are empty, or both hold values that
    /// `comparePayloads` finds equal (an optional's payload lies at its start, so in place).
    static func payloadComparator(_ comparePayloads: @escaping ViewEquality.Comparator) -> ViewEquality.Comparator {
        { a, b in
            switch (
                a.assumingMemoryBound(to: Self.self).pointee == nil, b.assumingMemoryBound(to: Self.self).pointee == nil
            ) {
            case (true, true): true
            case (false, false): comparePayloads(a, b)
            default: false
            }
        }
    }
}

/// A builder's `if`/`else` or `switch` compares by its branch: both the same branch, holding views
/// equal by `ViewEquality`'s rules (compared in place: an enum's payload lies at its start, in every
/// case). Switching branches counts as changed.
protocol ConditionalContentMarker {
    static var branchComparator: ViewEquality.Comparator { get }
}
extension _ConditionalContent: ConditionalContentMarker {
    static var branchComparator: ViewEquality.Comparator {
        let compareTrue = ViewEquality.valueComparator(for: TrueContent.self)
        let compareFalse = ViewEquality.valueComparator(for: FalseContent.self)
        return { a, b in
            switch (Self.isTrueBranch(a), Self.isTrueBranch(b)) {
            case (true, true): compareTrue(a, b)
            case (false, false): compareFalse(a, b)
            default: false
            }
        }
    }

    private static func isTrueBranch(_ pointer: UnsafeRawPointer) -> Bool {
        if case .trueContent = pointer.assumingMemoryBound(to: Self.self).pointee.storage { return true }
        return false
    }
}

/// Other optionals that are neither plain data nor `Equatable` (an environment value such as a list's
/// selection, nil outside a selectable list, or an edit mode's binding) are equal when both are empty,
/// or when both hold values equal as fields are (a binding to the same place that saw the same value,
/// the same object); holding a closure or anything else that cannot be compared, they count as changed.
/// An optional's payload lies at its start, so it is compared in place.
protocol OptionalMarker {
    static var heldValueComparator: ViewEquality.Comparator { get }
}
extension Optional: OptionalMarker {
    static var heldValueComparator: ViewEquality.Comparator {
        payloadComparator(ViewEquality.fieldComparator(for: Wrapped.self))
    }
}

/// `AnyView`s compare by the views they wrap.
protocol AnyViewMarker {}
extension AnyView: AnyViewMarker {}

private struct KindProbe<T> { var value: T }

/// The metadata kind of `type` (struct, enum, optional, class, tuple, function…).
private func metadataKind(of type: Any.Type) -> _MetadataKind {
    func probe<T>(_: T.Type) -> _MetadataKind {
        var kind = _MetadataKind.unknown
        _ = _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, k in
            kind = k
            return false
        }
        return kind
    }
    return _openExistential(type, do: probe)
}
