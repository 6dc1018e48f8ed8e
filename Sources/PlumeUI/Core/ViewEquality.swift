@_spi(Reflection) import Swift
import Foundation
import PlumeAnimation
import PlumeGraphics

/// Decides whether a view value changed, so the graph can skip unchanged subtrees.
///
/// Equatable views use `==`. Other structs compare field by field: plain-old-data bitwise, Equatable
/// fields with `==`, class references by identity, `@State`/`@Environment` storage as equal (their
/// values live in the graph), nested structs recursively, `AnyView`, `TupleView` and a builder's
/// optional view by the views they hold, other optionals as equal when both are empty; closures and
/// anything else count as changed.
enum ViewEquality {
    private typealias Comparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    private static var comparators: [ObjectIdentifier: Comparator] = [:]
    private static let lock = NSLock()

    /// Whether `a` and `b` are the same view value (false when their types differ).
    static func areEqual(_ a: any View, _ b: any View) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        func open<V: View>(_ a: V) -> Bool { areEqualValues(a, b as! V) }
        return open(a)
    }

    /// Whether two values of the same type are equal by the rules above.
    static func areEqualValues<T>(_ a: T, _ b: T) -> Bool {
        if let ea = a as? any Equatable { return equatable(ea, b) }
        let comparator = self.comparator(for: T.self)
        var a = a
        var b = b
        return withUnsafeBytes(of: &a) { pa in
            withUnsafeBytes(of: &b) { pb in comparator(pa.baseAddress!, pb.baseAddress!) }
        }
    }

    private static func equatable<E: Equatable>(_ a: E, _ b: Any) -> Bool { a == (b as! E) }

    private static func comparator(for type: Any.Type) -> Comparator {
        let id = ObjectIdentifier(type)
        lock.lock()
        if let c = comparators[id] {
            lock.unlock()
            return c
        }
        lock.unlock()
        let c = makeComparator(for: type)
        lock.lock()
        comparators[id] = c
        lock.unlock()
        return c
    }

    private static func makeComparator(for type: Any.Type) -> Comparator {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        func isPOD<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        let byteCount = _openExistential(type, do: size)
        if _openExistential(type, do: isPOD) {
            return { a, b in memcmp(a, b, byteCount) == 0 }
        }
        if let equatable = type as? any Equatable.Type {
            func make<E: Equatable>(_: E.Type) -> Comparator {
                { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
            }
            return make(equatable)
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
        if let optional = type as? OptionalMarker.Type {
            return optional.emptinessComparator
        }
        if type is AnyViewMarker.Type {
            return { a, b in
                ViewEquality.areEqual(
                    a.assumingMemoryBound(to: AnyView.self).pointee.view,
                    b.assumingMemoryBound(to: AnyView.self).pointee.view)
            }
        }
        // Only structs and tuples are compared field by field; enums, optionals, existentials and
        // functions that are neither plain data nor Equatable count as changed.
        let kind = metadataKind(of: type)
        guard kind == .struct || kind == .tuple else { return { _, _ in false } }
        var fields: [(offset: Int, compare: Comparator)] = []
        var supported = true
        let isStruct = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            guard kind == .struct || kind == .class || kind == .enum || kind == .tuple || kind == .optional else {
                supported = false
                return false
            }
            fields.append((offset, comparator(for: fieldType)))
            return true
        }
        guard isStruct, supported else { return { _, _ in false } }
        return { a, b in fields.allSatisfy { $0.compare(a + $0.offset, b + $0.offset) } }
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

/// Properties that hold an object passed in (`@ObservedObject`): equal when they hold the same object.
protocol ObjectReferenceProperty {
    var referencedObject: AnyObject { get }
}

/// `TupleView`s (a builder's several views) compare by their tuple of views; the array of the same
/// views they also keep for the graph is new in every value, so it is left out.
protocol TupleViewMarker {
    static var valueComparator: (UnsafeRawPointer, UnsafeRawPointer) -> Bool { get }
}
extension TupleView: TupleViewMarker {
    static var valueComparator: (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in
            ViewEquality.areEqualValues(
                a.assumingMemoryBound(to: Self.self).pointee.value, b.assumingMemoryBound(to: Self.self).pointee.value)
        }
    }
}

/// A builder's lone `if` (an optional view) compares by what it holds: both empty, or both holding
/// views equal by `ViewEquality`'s rules. Only optionals of views: other optionals that are neither
/// plain data nor `Equatable` still count as changed.
protocol OptionalViewMarker {
    static var contentComparator: (UnsafeRawPointer, UnsafeRawPointer) -> Bool { get }
}
extension Optional: OptionalViewMarker where Wrapped: View {
    static var contentComparator: (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in
            switch (a.assumingMemoryBound(to: Self.self).pointee, b.assumingMemoryBound(to: Self.self).pointee) {
            case (.none, .none): true
            case (.some(let x), .some(let y)): ViewEquality.areEqualValues(x, y)
            default: false
            }
        }
    }
}

/// Other optionals that are neither plain data nor `Equatable` (an environment value such as a list's
/// selection, nil outside a selectable list) are equal when both are empty; two that hold values
/// count as changed (what they hold is not compared).
protocol OptionalMarker {
    static var emptinessComparator: (UnsafeRawPointer, UnsafeRawPointer) -> Bool { get }
}
extension Optional: OptionalMarker {
    static var emptinessComparator: (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { a, b in
            a.assumingMemoryBound(to: Self.self).pointee == nil && b.assumingMemoryBound(to: Self.self).pointee == nil
        }
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
