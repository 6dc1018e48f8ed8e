import Foundation

/// What kinds of submission an `onSubmit(of:_:)` action runs for, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    /// A set of triggers from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field or secure field (a `TextEditor`: Control- or Command-Return).
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return in the field of a `searchable` view, or a tap on a suggestion with a `searchCompletion`.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// One `onSubmit(of:_:)` action and the triggers it answers.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

/// Which trigger Return in the text fields of a subtree counts as (`.search` inside a search field).
struct SubmitTriggerKey: EnvironmentKey { static let defaultValue = SubmitTriggers.text }

extension EnvironmentValues {
    /// The trigger Return in a text field here counts as.
    var submitTrigger: SubmitTriggers {
        get { self[SubmitTriggerKey.self] }
        set { self[SubmitTriggerKey.self] = newValue }
    }

    /// Runs the `onSubmit` actions here that answer `trigger` (for a text field: its
    /// `submitTrigger`), innermost first.
    func submit(_ trigger: SubmitTriggers) { submitActions.run(for: trigger) }
}

extension Array where Element == SubmitAction {
    /// Runs the actions that answer `trigger`, in order.
    func run(for trigger: SubmitTriggers) {
        for submit in self where submit.triggers.contains(trigger) { submit.action() }
    }
}
