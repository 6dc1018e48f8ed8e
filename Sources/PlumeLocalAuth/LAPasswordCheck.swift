import Foundation

/// Device-owner authentication of one evaluation: a PAM transaction on `service` for `user` whose
/// questions are asked in the dialog through `prompts`. Runs on the evaluation's own thread.
///
/// PAM's errors and information are kept and shown with the next question. An answer of Cancel,
/// the fallback button or a withdrawal aborts the conversation; the evaluation then fails with that
/// reason (`.userCancel`, `.userFallback`, or the withdrawal's code) whatever PAM concludes.
struct LAPasswordCheck {
    let service: LAPAMService
    let user: String
    let reason: String
    let prompts: LAPromptCenter
    let cancelTitle: String?
    let fallbackTitle: String?

    /// Runs the transaction and says how the evaluation ends.
    func perform(_ evaluation: LAEvaluation) -> Result<Void, LAError> {
        let conversation = PAMConversation { message in answer(message, evaluation) }
        let outcome = PAMTransaction.run(service: service, user: user, conversation: conversation)
        if let stopped = evaluation.stopped { return .failure(LAError(stopped)) }
        switch outcome {
        case .success: return .success(())
        case .refused(_, let message):
            return .failure(LAError(.authenticationFailed, description: "Authentication failed: \(message)."))
        case .unavailable(_, let message):
            return .failure(
                LAError(.passcodeNotSet, description: "PAM service \(service.name) could not check: \(message)."))
        }
    }

    private func answer(_ message: PAMConversation.Message, _ evaluation: LAEvaluation) -> PAMConversation.Answer {
        let question: String
        let secret: Bool
        switch message {
        case .error(let text), .info(let text):
            evaluation.note(text)
            return .none
        case .secret(let text): (question, secret) = (text, true)
        case .visible(let text): (question, secret) = (text, false)
        }
        let prompt = LAPrompt(
            reason: reason, question: question, isSecret: secret, user: user, notes: evaluation.takeNotes(),
            cancelTitle: cancelTitle.flatMap { $0.isEmpty ? nil : $0 } ?? "Cancel",
            fallbackTitle: fallbackTitle.flatMap { $0.isEmpty ? nil : $0 })
        guard evaluation.show(prompt) else { return .abort }
        switch prompts.ask(prompt) {
        case .text(let text): return .text(text)
        case .cancel: _ = evaluation.stop(.userCancel)
        case .fallback: _ = evaluation.stop(.userFallback)
        case .withdrawn(let code): _ = evaluation.stop(code)
        }
        return .abort
    }
}
