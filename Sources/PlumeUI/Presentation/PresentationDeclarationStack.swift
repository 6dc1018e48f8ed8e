import Foundation

/// The values the views inside one presentation declared for one of its settings, by declaring
/// node serial. The last one declared wins (the innermost view updates last), as SwiftUI's
/// preferences do.
///
/// Held by `PresentationContext`, written by `PresentationDeclarationBehavior` when a declaring
/// modifier updates and emptied of a serial when that modifier goes. Touches nothing else.
struct PresentationDeclarationStack<Value> {
    private var entries: [(serial: Int, value: Value)] = []

    /// The value in effect, if any view declared one.
    var current: Value? { entries.last?.value }

    /// Records `value` as the declaration of the node `serial` (replacing its earlier one).
    mutating func declare(_ value: Value, by serial: Int) {
        entries.removeAll { $0.serial == serial }
        entries.append((serial, value))
    }

    /// Forgets the declaration of the node `serial`.
    mutating func withdraw(by serial: Int) { entries.removeAll { $0.serial == serial } }
}
