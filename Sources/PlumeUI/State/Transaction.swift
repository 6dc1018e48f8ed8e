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

    /// The transaction state changes are recorded with right now (the innermost `withTransaction`).
    static var current = Transaction()
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
