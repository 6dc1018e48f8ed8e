import Foundation
import PlumeGraphics

/// State that a gesture updates while it is recognised and that goes back to its initial value
/// when the gesture ends or is cancelled, as SwiftUI's `@GestureState`.
///
/// ```swift
/// @GestureState private var isPressing = false
/// var body: some View {
///     Circle().fill(isPressing ? .red : .blue)
///         .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
/// }
/// ```
/// Only gestures write it (through `updating(_:body:)`, with a `GestureStateWriter`); views read it.
/// The reset happens in the `resetTransaction` given here (no animation by default).
@propertyWrapper
public struct GestureState<Value>: InstallableProperty {
    let initial: Value
    let resetTransaction: Transaction
    var box: StateBox<Value>?

    /// Gesture state with an initial value.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
    /// Gesture state with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// Gesture state that resets in `resetTransaction` (e.g. `Transaction(animation: .spring())`).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initial = wrappedValue
        self.resetTransaction = resetTransaction
    }
    /// Gesture state with an initial value that resets in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// The current value (read without an `Optional<Value>`: see `State.wrappedValue`).
    public var wrappedValue: Value {
        if let box { return box.value }
        return initial
    }

    /// The state itself, to pass to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let state = pointer.assumingMemoryBound(to: GestureState<Value>.self)
        let node = context.node
        state.pointee.box = context.nextStorage { StateBox(state.pointee.initial, node: node) }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Gesture state starting at nil that resets in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

/// How an `updating(_:body:)` recognizer writes its `@GestureState` during one press: the state's
/// storage, initial value and reset transaction, taken from the `GestureState` when the press
/// begins.
///
/// A class, so that the write of every pointer move reaches them through the object's own layout
/// rather than the runtime's look-up of the generic `GestureState<Value>` layout.
@MainActor
final class GestureStateWriter<Value> {
    private let box: StateBox<Value>?
    private let initial: Value
    private let resetTransaction: Transaction

    init(_ state: GestureState<Value>) {
        box = state.box
        initial = state.initial
        resetTransaction = state.resetTransaction
    }

    /// Calls `body` with the current value and `Transaction.current`, then writes the value in the
    /// transaction `body` left (nothing is written for a state outside a mounted view).
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        var transaction = Transaction.current
        guard let box else {
            var value = initial
            return body(&value, &transaction)
        }
        var value = box.value
        body(&value, &transaction)
        box.set(value, transaction: transaction)
    }

    /// Puts the initial value back, with the reset transaction.
    func reset() { box?.set(initial, transaction: resetTransaction) }
}
