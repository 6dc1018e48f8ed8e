@_spi(Reflection) import Swift
import Foundation
import PlumeAnimation
import PlumeGraphics

/// Decides whether a view value changed, so the graph can skip unchanged subtrees.
///
/// Equatable views use `==`. Other structs compare field by field: plain-old-data bitwise, Equatable
/// fields with `==`, class references by identity, `@State`/`@Environment` storage as equal (their
/// values live in the graph), nested structs recursively; closures and anything else count as changed.
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
        if type is InstallableProperty.Type, !(type is BindingMarker.Type) {
            return { _, _ in true }
        }
        if type is AnyClass {
            return { a, b in a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self) }
        }
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

/// Bindings compare as changed (their closures can't be compared).
protocol BindingMarker {}
extension Binding: BindingMarker {}
