import Foundation
import PlumeAnimation
import PlumeGraphics

/// The context of a state change, as SwiftUI's `Transaction`: state set inside `withTransaction` or
/// `withAnimation` carries it to every view the change updates, and every animatable attribute that
/// changes because of it animates with its `animation`.
public struct Transaction {
    /// The animation changes in this transaction use (nil: no animation).
    public var animation: Animation?
    /// Whether animations in this transaction are turned off (implicit `.animation` modifiers too).
    public var disablesAnimations = false
    /// Runs completion handlers of `withAnimation(_:completionCriteria:_:completion:)`.
    var completion: AnimationCompletionGroup?
    var isExplicit = false

    /// An empty transaction.
    public init() {}
    /// A transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction state changes are recorded with right now (the innermost `withTransaction` on
    /// this thread).
    ///
    /// The main thread's, where the graph runs and nearly every state change is made (a drag's
    /// every move reads it twice), is kept in `mainThreadCurrent`; other threads keep theirs in
    /// their thread dictionary, whose look-up (a Foundation dictionary keyed by a bridged string)
    /// cost about 3,000 instructions a read.
    static var current: Transaction {
        get {
            if MainThreadCheck.isMainThread { return mainThreadCurrent }
            return (Thread.current.threadDictionary[key] as? Box)?.value ?? Transaction()
        }
        set {
            if MainThreadCheck.isMainThread {
                mainThreadCurrent = newValue
            } else if let box = Thread.current.threadDictionary[key] as? Box {
                box.value = newValue
            } else {
                Thread.current.threadDictionary[key] = Box(newValue)
            }
        }
    }

    /// The main thread's current transaction: read and written only on the main thread (checked
    /// by `current` at each access), so never touched by two threads.
    nonisolated(unsafe) private static var mainThreadCurrent = Transaction()

    private static let key = "plume.transaction"

    private final class Box {
        var value: Transaction
        init(_ value: Transaction) { self.value = value }
    }
}

/// Runs `body` with `transaction` as the transaction of every state change inside it.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    var t = transaction
    t.isExplicit = true
    Transaction.current = t
    defer { Transaction.current = saved }
    return try body()
}

/// Runs `body` so that the changes it makes animate with `animation`, as SwiftUI's `withAnimation`.
///
/// ```swift
/// Button("Animate") { withAnimation(.easeInOut(duration: 3)) { amplitude = .random(in: 10...80) } }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var t = Transaction(animation: animation)
    t.completion = Transaction.current.completion
    return try withTransaction(t, body)
}

/// When a `withAnimation` completion runs, as SwiftUI's `AnimationCompletionCriteria`.
public enum AnimationCompletionCriteria: Hashable, Sendable {
    /// When the animations are logically complete (springs settle earlier than they are removed).
    case logicallyComplete
    /// When the animations are removed.
    case removed
}

/// Runs `body` animated and calls `completion` once every animation it started completes (right after
/// the next frame when it started none).
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var t = Transaction(animation: animation)
    t.completion = AnimationCompletionGroup(criteria: completionCriteria, action: completion)
    return try withTransaction(t, body)
}

/// Counts the animations a `withAnimation` started and runs its completion when all are done.
final class AnimationCompletionGroup {
    let criteria: AnimationCompletionCriteria
    private var action: (() -> Void)?
    private var pending = 0
    private(set) var started = false

    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }

    func begin() {
        pending += 1
        started = true
    }

    /// One animation finished; returns the action to run when it was the last.
    func end() -> (() -> Void)? {
        pending -= 1
        guard pending <= 0, let a = action else { return nil }
        action = nil
        return a
    }

    /// Called after a frame: a group that started nothing completes now.
    func finishIfIdle() -> (() -> Void)? {
        guard !started, let a = action else { return nil }
        action = nil
        return a
    }
}
