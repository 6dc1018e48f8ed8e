import Foundation

/// One running `evaluatePolicy` of an `LAContext`: its reply, the prompt it shows now, and why it
/// was stopped, if it was. Thread-safe: the PAM thread, the main thread and `invalidate()` meet here.
///
/// `finish(_:)` calls the reply once, on the main queue; later calls do nothing (an evaluation the
/// app invalidated replies at once with `.appCancel`, and PAM's own ending is then dropped).
final class LAEvaluation: @unchecked Sendable {
    private let lock = NSLock()
    private let reply: @Sendable (Bool, (any Error)?) -> Void
    private var finished = false
    private var prompt: LAPrompt?
    private var stopCode: LAError.Code?
    /// What PAM said (errors and information) since the last question.
    private var notes: [String] = []

    init(reply: @escaping @Sendable (Bool, (any Error)?) -> Void) { self.reply = reply }

    /// Replies with `result` on the main queue, unless the evaluation replied already.
    func finish(_ result: Result<Void, LAError>) {
        lock.lock()
        let first = !finished
        finished = true
        prompt = nil
        lock.unlock()
        guard first else { return }
        let reply = self.reply
        DispatchQueue.main.async {
            switch result {
            case .success: reply(true, nil)
            case .failure(let error): reply(false, error)
            }
        }
    }

    /// Stops the evaluation for `code` (the first reason counts) and returns the prompt on screen,
    /// for the caller to withdraw.
    func stop(_ code: LAError.Code) -> LAPrompt? {
        lock.lock()
        defer { lock.unlock() }
        if stopCode == nil { stopCode = code }
        return prompt
    }

    /// Why the evaluation was stopped, or nil while it goes on.
    var stopped: LAError.Code? {
        lock.lock()
        defer { lock.unlock() }
        return stopCode
    }

    /// Records a message of PAM's to show with the next question.
    func note(_ text: String) {
        lock.lock()
        notes.append(text)
        lock.unlock()
    }

    /// The notes gathered since the last question, emptied.
    func takeNotes() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let taken = notes
        notes = []
        return taken
    }

    /// Records the prompt on screen; false (and nothing recorded) when the evaluation was stopped.
    func show(_ prompt: LAPrompt) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard stopCode == nil, !finished else { return false }
        self.prompt = prompt
        return true
    }
}
