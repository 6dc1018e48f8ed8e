import Foundation
import PlumeAnimation
import PlumeGraphics

/// Storage the graph keeps for one `@State` of one view identity.
///
/// Written on the main actor (`set`), or from any thread through `write`, which hops there as SwiftUI
/// lets state be set from any thread; `value` is read from anywhere (a read off the main actor sees
/// the last value written, as before the graph was isolated).
@MainActor
final class StateBox<Value> {
    /// No dynamic exclusivity check: every access is an instant read or write of the value (a drag
    /// writes a `@GestureState` and a `@State` at every move).
    @exclusivity(unchecked) nonisolated(unsafe) var value: Value
    /// The node whose body reads the value, until it is gone (see `NodeHandle`).
    private let handle: NodeHandle
    init(_ value: Value, node: ViewNode) {
        self.value = value
        handle = node.handle
    }

    func set(_ newValue: Value, transaction: Transaction? = nil) {
        let transaction = transaction ?? Transaction.current
        // The handle lets go of a destroyed or torn-down node; whether the graph is still there is
        // asked by `stateWillChange` only where the graph itself is needed.
        guard let node = handle.node else {
            value = newValue
            return
        }
        // Pending changes of another transaction commit before this value is written.
        node.stateWillChange(in: transaction) { value = newValue }
    }

    /// Sets the value from any thread. On the main queue this is `set`. From another thread the value
    /// is stored at once, so the thread reads back what it wrote (`count += 1` then `"\(count)"` in
    /// an async action sees the new count, as in SwiftUI), and the views reading it are re-evaluated
    /// as the main queue's next block, with the transaction of the caller's thread.
    nonisolated func write(_ newValue: Value, transaction: Transaction? = nil) {
        let transaction = transaction ?? Transaction.current
        guard !MainQueue.isCurrent else {
            // The closure runs now, on this thread (the main queue): nothing is handed to another one.
            nonisolated(unsafe) let newValue = newValue
            nonisolated(unsafe) let transaction = transaction
            return GraphIsolation.assumedInline { self.set(newValue, transaction: transaction) }
        }
        value = newValue
        DispatchQueue.main.async { GraphIsolation.assumed { self.invalidateReaders(transaction: transaction) } }
    }

    /// Re-evaluates the views reading the value after a write from another thread.
    private func invalidateReaders(transaction: Transaction) {
        guard let node = handle.node, !node.isDestroyed else { return }
        node.stateWillChange(in: transaction) {}
    }
}

/// Value storage owned by a view identity, as SwiftUI's `@State`.
///
/// The value survives re-evaluation of `body` while the view's identity stays, and starts fresh for a
/// new identity. Setting it re-evaluates only the views that depend on it.
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Button("Count: \(count)") { count += 1 } }
/// }
/// ```
/// Outside a mounted view (e.g. in an initialiser) reads give the initial value and writes are ignored,
/// as in SwiftUI.
@propertyWrapper
public struct State<Value>: InstallableProperty {
    /// First, at a fixed offset: reading and writing the value reach it without the runtime's
    /// look-up of the generic `State<Value>` layout (a look-up per access when stored after `initial`).
    var box: StateBox<Value>?
    let initial: Value

    /// State with an initial value.
    public init(wrappedValue value: Value) { initial = value }
    /// State with an initial value.
    public init(initialValue value: Value) { initial = value }

    /// The current value. Read through `if let`, not `box?.value ?? initial`: the optional chain
    /// makes an `Optional<Value>`, whose metadata the unspecialized getter (every read from the
    /// user's module) looks up at run time, a third of a `@State` read.
    public var wrappedValue: Value {
        get {
            if let box { return box.value }
            return initial
        }
        nonmutating set { box?.write(newValue) }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initial) }
        var binding = Binding(
            get: { box.value }, set: { value, transaction in box.write(value, transaction: transaction) })
        binding.location = BindingLocation(source: ObjectIdentifier(box), value: box.value)
        return binding
    }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let state = pointer.assumingMemoryBound(to: State<Value>.self)
        let node = context.node
        state.pointee.box = context.nextStorage { StateBox(state.pointee.initial, node: node) }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() { initial = nil }
}
