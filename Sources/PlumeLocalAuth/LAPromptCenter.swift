import Foundation
import PlumeStreams

/// Where evaluations put their questions for the user and windows show them: the queue of
/// `LAPrompt`s, the first of which (`current`) a window's password dialog shows. Plume's own type.
///
/// A window shows the prompts of a center with `localAuthenticationPrompts(_:)` (by default
/// `LAPromptCenter.shared`, which `LAContext()` uses). PAM threads call `ask(_:)`, which blocks until
/// the dialog answers; the dialog calls `submit(_:text:)`, `cancel(_:)` or `fallBack(_:)`. With no
/// window attached, a question is withdrawn at once as `.notInteractive`; when the last window goes,
/// the questions still up are withdrawn as `.systemCancel`. `current` and the attachments change on
/// the main thread only.
public final class LAPromptCenter: ObservableObject, @unchecked Sendable {
    /// The center `LAContext()` asks through and `localAuthenticationPrompts()` shows.
    public static let shared = LAPromptCenter()

    /// The prompt the dialog shows now, or nil.
    @Published public private(set) var current: LAPrompt?
    /// The prompts waiting, `current` first.
    private var queue: [LAPrompt] = []
    /// How many windows show this center's prompts.
    public private(set) var attachedWindows = 0

    /// The longest answer accepted, in UTF-8 bytes: PAM's `PAM_MAX_RESP_SIZE` less its NUL.
    public static let maximumAnswerLength = 511

    /// An empty center (tests and apps with several independent windows make their own).
    public init() {}

    /// Asks the user `prompt` and waits for the answer. Call it off the main thread (PAM's thread).
    func ask(_ prompt: LAPrompt) -> LAPrompt.Answer {
        DispatchQueue.main.async { self.enqueue(prompt) }
        return prompt.waitForAnswer()
    }

    /// Takes `prompt` off without an answer from the user (`code` says why). Any thread.
    func withdraw(_ prompt: LAPrompt, _ code: LAError.Code) {
        prompt.resolve(.withdrawn(code))
        DispatchQueue.main.async { self.remove(prompt) }
    }

    /// The dialog's OK: answers `prompt` with `text`, or returns why `text` cannot be sent (longer
    /// than `maximumAnswerLength` bytes, or holding a NUL character, which PAM's C strings would cut
    /// short) and leaves the prompt up. Main thread.
    public func submit(_ prompt: LAPrompt, text: String) -> String? {
        if text.utf8.count > LAPromptCenter.maximumAnswerLength {
            return "The password is too long (at most \(LAPromptCenter.maximumAnswerLength) bytes)."
        }
        if text.utf8.contains(0) { return "The password cannot contain a NUL character." }
        answer(prompt, .text(text))
        return nil
    }

    /// The dialog's Cancel (and Escape). Main thread.
    public func cancel(_ prompt: LAPrompt) { answer(prompt, .cancel) }

    /// The dialog's fallback button. Main thread.
    public func fallBack(_ prompt: LAPrompt) { answer(prompt, .fallback) }

    /// A window starts showing this center's prompts. Main thread.
    func attach() { attachedWindows += 1 }

    /// A window stops showing them; when none is left, every waiting prompt is withdrawn as
    /// `.systemCancel`. Main thread.
    func detach() {
        attachedWindows = max(0, attachedWindows - 1)
        guard attachedWindows == 0 else { return }
        for prompt in queue { prompt.resolve(.withdrawn(.systemCancel)) }
        queue.removeAll()
        refresh()
    }

    private func answer(_ prompt: LAPrompt, _ answer: LAPrompt.Answer) {
        prompt.resolve(answer)
        remove(prompt)
    }

    private func enqueue(_ prompt: LAPrompt) {
        guard !prompt.isAnswered else { return }  // withdrawn before it reached the main thread
        guard attachedWindows > 0 else {
            prompt.resolve(.withdrawn(.notInteractive))
            return
        }
        queue.append(prompt)
        refresh()
    }

    private func remove(_ prompt: LAPrompt) {
        queue.removeAll { $0 === prompt }
        refresh()
    }

    private func refresh() {
        if current !== queue.first { current = queue.first }
    }
}
