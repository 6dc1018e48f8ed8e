import Foundation
import PlumeGraphics

/// The context of a state change, as SwiftUI's `Transaction`: state set inside `withTransaction` (or
/// `withAnimation`) carries it to every view the change updates.
public struct Transaction {
    /// Whether animations in this transaction are turned off.
    public var disablesAnimations = false
    var isExplicit = false

    /// An empty transaction.
    public init() {}

    /// The transaction state changes are recorded with right now (the innermost `withTransaction` on
    /// this thread).
    static var current: Transaction {
        get { (Thread.current.threadDictionary[key] as? Box)?.value ?? Transaction() }
        set {
            if let box = Thread.current.threadDictionary[key] as? Box {
                box.value = newValue
            } else {
                Thread.current.threadDictionary[key] = Box(newValue)
            }
        }
    }

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
