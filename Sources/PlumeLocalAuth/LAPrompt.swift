import Foundation

/// One question of an evaluation to the user — "the password for ada" — waiting for its answer.
/// Plume's own type: what the password dialog shows and answers.
///
/// The evaluation's PAM thread makes it, hands it to an `LAPromptCenter` and blocks in
/// `waitForAnswer()`; the dialog (on the main thread) answers it through the center. The first
/// answer counts; later ones are ignored. Thread-safe.
public final class LAPrompt: Identifiable, @unchecked Sendable {
    /// How a prompt was answered.
    public enum Answer: Equatable, Sendable {
        /// The user typed `text` and tapped OK.
        case text(String)
        /// The user tapped Cancel or pressed Escape.
        case cancel
        /// The user tapped the fallback button.
        case fallback
        /// The prompt went without an answer: the app invalidated the context (`.appCancel`), the
        /// dialog's window went (`.systemCancel`), or no window shows prompts (`.notInteractive`).
        case withdrawn(LAError.Code)
    }

    /// Tells prompts apart (increasing).
    public let id: Int
    /// The app's reason (`localizedReason`).
    public let reason: String
    /// PAM's question, as the module worded it ("Password: ").
    public let question: String
    /// Whether the answer is hidden while typed (a password).
    public let isSecret: Bool
    /// The user being authenticated.
    public let user: String
    /// What PAM said before asking (errors and information), oldest first.
    public let notes: [String]
    /// The cancel button's title (`localizedCancelTitle`, or "Cancel").
    public let cancelTitle: String
    /// The fallback button's title, or nil for none.
    public let fallbackTitle: String?

    private let lock = NSLock()
    private let answered = DispatchSemaphore(value: 0)
    private var answer: Answer?
    private static let serials = LockedCounter()

    /// A prompt for `user` asking `question` (hidden when `isSecret`) for `reason`.
    init(
        reason: String, question: String, isSecret: Bool, user: String, notes: [String], cancelTitle: String,
        fallbackTitle: String?
    ) {
        id = LAPrompt.serials.next()
        self.reason = reason
        self.question = question
        self.isSecret = isSecret
        self.user = user
        self.notes = notes
        self.cancelTitle = cancelTitle
        self.fallbackTitle = fallbackTitle
    }

    /// Records `answer` unless the prompt was answered already; returns whether it counted.
    @discardableResult
    func resolve(_ answer: Answer) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard self.answer == nil else { return false }
        self.answer = answer
        answered.signal()
        return true
    }

    /// Whether the prompt has its answer.
    public var isAnswered: Bool {
        lock.lock()
        defer { lock.unlock() }
        return answer != nil
    }

    /// Blocks until the prompt is answered, and returns the answer. Never call it on the main thread.
    func waitForAnswer() -> Answer {
        answered.wait()
        lock.lock()
        defer { lock.unlock() }
        return answer ?? .withdrawn(.systemCancel)
    }
}

/// A counter that hands out increasing numbers across threads.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// The next number (1, 2, …).
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
