import Foundation

/// An authentication context, as LocalAuthentication's `LAContext`: asks whether a policy can be
/// evaluated, evaluates it with a reason shown to the user, and calls back with success or an
/// `LAError`.
///
/// ```swift
/// let context = LAContext()
/// var error: NSError?
/// if context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) {
///     context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock your notes") { ok, error in
///         unlocked = ok                       // on the main queue
///     }
/// }
/// ```
/// On Linux, device-owner authentication is the user's login password checked through Linux-PAM
/// with the service `pamService` (`LAPAMService.plumeLocalAuth`: `pam_unix.so`, from this module's
/// resources through `pam_start_confdir`). PAM runs on a thread of its own; when a module asks a
/// question, the password dialog of a window showing `localAuthenticationPrompts()` asks the user
/// and PAM's thread waits for the answer. Differences from Apple's:
/// - the reply runs on the main queue (Apple's runs on a private queue);
/// - one attempt per evaluation: a wrong password replies `.authenticationFailed`;
/// - with no window showing prompts, or while another evaluation of the same context runs, the
///   reply is `.notInteractive`; an empty reason replies `LAInvalidArgumentError` (Apple raises);
/// - biometry: `biometryType` is `.touchID` when fprintd answers on the system D-Bus with a reader,
///   but fingerprint matching is not implemented, so the biometric policy always answers
///   `.biometryNotAvailable` (with the reason in its description).
/// The context keeps itself alive while it evaluates. Thread-safe.
open class LAContext: @unchecked Sendable {
    /// The cancel button's title in the dialog (nil: "Cancel").
    open var localizedCancelTitle: String?
    /// The fallback button's title; nil or empty shows none. Its tap replies `.userFallback`.
    open var localizedFallbackTitle: String?
    /// The biometry the device has; `.none` until `canEvaluatePolicy(_:error:)` has run.
    open private(set) var biometryType: LABiometryType = .none
    /// The PAM service device-owner authentication uses (Plume's own property).
    public let pamService: LAPAMService
    /// The account whose password device-owner authentication asks for (Plume's own property): the
    /// effective user's name (`currentUser`) unless the initialiser named another.
    public let user: String?
    /// Where the dialog's questions go.
    let prompts: LAPromptCenter

    private let lock = NSLock()
    private var invalidated = false
    private var running: LAEvaluation?
    private var reader: FingerprintReader?

    /// A context on the shipped PAM service (`LAPAMService.plumeLocalAuth`), asking through
    /// `LAPromptCenter.shared`.
    public convenience init() { self.init(pamService: .plumeLocalAuth) }

    /// A context on `pamService`, asking through `prompts` for the password of `user` (nil: the
    /// effective user). Plume's own initialiser, for tests and apps with a PAM service of their own.
    public init(pamService: LAPAMService, prompts: LAPromptCenter = .shared, user: String? = nil) {
        self.pamService = pamService
        self.prompts = prompts
        self.user = user ?? LAContext.currentUser
    }

    /// Whether `policy` can be evaluated now; if not, `error` (when given) gets an `LAError` in
    /// `LAErrorDomain` saying why. Sets `biometryType`. Asks fprintd the first time (up to 2 s).
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        let problem = preflight(policy)
        error?.pointee = problem.map { $0 as NSError }
        return problem == nil
    }

    /// Evaluates `policy`, showing `localizedReason` in the dialog, and calls `reply` on the main
    /// queue with `true`, or `false` and the error (`LAError`, or `LAInvalidArgumentError`).
    open func evaluatePolicy(
        _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        let evaluation = LAEvaluation(reply: reply)
        if localizedReason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            DispatchQueue.main.async { reply(false, LAInvalidArgumentError.emptyLocalizedReason) }
            return
        }
        if let problem = preflight(policy) { return evaluation.finish(.failure(problem)) }
        lock.lock()
        if invalidated {
            lock.unlock()
            return evaluation.finish(.failure(LAError(.invalidContext)))
        }
        if running != nil {
            lock.unlock()
            return evaluation.finish(
                .failure(LAError(.notInteractive, description: "Another evaluation of this context is in progress.")))
        }
        running = evaluation
        lock.unlock()
        let run = LAPasswordCheck(
            service: pamService, user: user ?? "", reason: localizedReason, prompts: prompts,
            cancelTitle: localizedCancelTitle, fallbackTitle: localizedFallbackTitle)
        let thread = Thread { [self] in
            evaluation.finish(run.perform(evaluation))
            lock.lock()
            if running === evaluation { running = nil }
            lock.unlock()
        }
        thread.name = "LAContext PAM"
        thread.start()
    }

    /// Evaluates `policy` as `evaluatePolicy(_:localizedReason:reply:)` does: returns `true`, or
    /// throws the error.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            evaluatePolicy(policy, localizedReason: localizedReason) { success, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: success) }
            }
        }
    }

    /// Invalidates the context: an evaluation in progress replies `.appCancel` at once (its dialog
    /// goes), and later evaluations reply `.invalidContext`.
    open func invalidate() {
        lock.lock()
        invalidated = true
        let evaluation = running
        running = nil
        lock.unlock()
        guard let evaluation else { return }
        if let prompt = evaluation.stop(.appCancel) { prompts.withdraw(prompt, .appCancel) }
        evaluation.finish(.failure(LAError(.appCancel)))
    }

    /// The user whose password device-owner authentication asks for (the effective user's name).
    public static var currentUser: String? {
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return nil }
        return String(cString: name)
    }

    /// Why `policy` cannot be evaluated now, or nil.
    private func preflight(_ policy: LAPolicy) -> LAError? {
        lock.lock()
        if reader == nil {
            lock.unlock()
            let probed = FingerprintReader.probe()
            lock.lock()
            reader = probed
        }
        let reader = self.reader
        if case .present = reader { biometryType = .touchID }
        let invalidated = self.invalidated
        lock.unlock()
        if invalidated { return LAError(.invalidContext) }
        switch policy {
        case .deviceOwnerAuthenticationWithBiometrics:
            if case .absent(let why) = reader { return LAError(.biometryNotAvailable, description: why) }
            return LAError(
                .biometryNotAvailable, description: "Fingerprint matching through fprintd is not supported yet.")
        case .deviceOwnerAuthentication:
            if let problem = pamService.problem { return LAError(.passcodeNotSet, description: problem) }
            guard let user, !user.isEmpty, !user.utf8.contains(0) else {
                return LAError(.passcodeNotSet, description: "There is no account name to authenticate.")
            }
            return nil
        }
    }
}
