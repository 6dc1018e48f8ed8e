import Foundation
import Plume
import PlumeLocalAuth

/// The `local-auth` scene's lock: asks an `LAContext` as the tutorial does and keeps what came of
/// it (locked or unlocked, and a line saying why).
///
/// `authenticate()` follows the tutorial: a fresh `LAContext`, `canEvaluatePolicy` with the
/// biometric policy, and `evaluatePolicy` with a reason whose reply hops to the main queue. Where
/// there is no biometry (always on Linux today) it falls back to the device owner's password, as
/// Apple's `.deviceOwnerAuthentication` does. The password dialog is shown through `prompts`.
/// Its state changes on the main queue only (the reply hops there, as the tutorial's does), which is
/// why it may be handed to the reply (`@unchecked Sendable`).
final class LocalAuthModel: ObservableObject, @unchecked Sendable {
    /// Where the lock stands.
    enum LockState: Equatable {
        case locked, authenticating, unlocked
    }

    @Published private(set) var state: LockState = .locked
    /// What the last attempt said ("Wrong password."), or nil before any.
    @Published private(set) var message: String?
    /// What the device has for biometry, as the tutorial's "no biometry on your device" branch.
    let biometry: String
    /// The PAM service the contexts check the password with.
    let service: LAPAMService
    /// The account whose password they ask for (nil: the effective user).
    let user: String?
    /// Where the contexts ask, and what the scene's window shows.
    let prompts: LAPromptCenter
    private var context: LAContext?

    /// A lock on `service` (the module's `pam_unix` service by default) for `user`'s password
    /// (nil: the effective user's), asking through `prompts`.
    init(service: LAPAMService = .plumeLocalAuth, user: String? = nil, prompts: LAPromptCenter = LAPromptCenter()) {
        self.service = service
        self.user = user
        self.prompts = prompts
        let probe = LAContext(pamService: service, prompts: prompts, user: user)
        var error: NSError?
        if probe.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            biometry = "Biometry: \(probe.biometryType == .faceID ? "Face ID" : "Touch ID")"
        } else {
            biometry = "No biometry on this device: your password unlocks."
        }
    }

    deinit { context?.invalidate() }

    /// Starts an evaluation (biometry when there is some, else the password).
    func authenticate() {
        guard state != .authenticating else { return }
        let context = LAContext(pamService: service, prompts: prompts, user: user)
        context.localizedCancelTitle = "Cancel"
        self.context = context
        var error: NSError?
        let policy: LAPolicy
        let reason: String
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            (policy, reason) = (.deviceOwnerAuthenticationWithBiometrics, "Touch ID identification needed")
        } else if context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) {
            (policy, reason) = (.deviceOwnerAuthentication, "Unlock your secret notes")
        } else {
            message = error?.localizedDescription ?? "Authentication is not available."
            return
        }
        state = .authenticating
        message = nil
        context.evaluatePolicy(policy, localizedReason: reason) { [weak self] success, authenticationError in
            let model = self
            DispatchQueue.main.async {
                model?.finish(success: success, error: authenticationError)
            }
        }
    }

    /// Locks again.
    func lock() {
        state = .locked
        message = "Locked again."
    }

    private func finish(success: Bool, error: (any Error)?) {
        context = nil
        if success {
            state = .unlocked
            message = "Authenticated."
            return
        }
        state = .locked
        switch error {
        case .some(LAError.userCancel): message = "Cancelled."
        case .some(LAError.authenticationFailed): message = "Wrong password."
        default: message = error?.localizedDescription ?? "Authentication failed."
        }
    }
}
