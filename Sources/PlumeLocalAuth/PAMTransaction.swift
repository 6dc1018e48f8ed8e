import CPAM
import Foundation

/// One PAM transaction that authenticates a user and checks the account: `pam_start_confdir`,
/// `pam_authenticate`, `pam_acct_mgmt`, `pam_end`. Blocking; run it off the main thread.
///
/// ```swift
/// let outcome = PAMTransaction.run(service: service, user: "ada", conversation: conversation)
/// ```
enum PAMTransaction {
    /// How a transaction ended.
    enum Outcome: Equatable {
        /// Both steps succeeded.
        case success
        /// PAM refused: wrong credentials, a locked or expired account (PAM's status and message).
        case refused(status: Int32, message: String)
        /// PAM could not check at all: the service or a module failed to load, a system error.
        case unavailable(status: Int32, message: String)
    }

    /// Authenticates `user` with `service`, asking through `conversation`.
    static func run(service: LAPAMService, user: String, conversation: PAMConversation) -> Outcome {
        let appdata = Unmanaged.passUnretained(conversation).toOpaque()
        var conv = pam_conv(conv: PAMConversation.function, appdata_ptr: appdata)
        var handle: OpaquePointer?
        let started: Int32 = withExtendedLifetime(conversation) {
            if let directory = service.directory {
                return pam_start_confdir(service.name, user, &conv, directory.path, &handle)
            }
            return pam_start(service.name, user, &conv, &handle)
        }
        guard started == PAM_SUCCESS, let handle else {
            return .unavailable(status: started, message: "pam_start failed (\(started))")
        }
        var status = withExtendedLifetime(conversation) { pam_authenticate(handle, 0) }
        if status == PAM_SUCCESS {
            status = withExtendedLifetime(conversation) { pam_acct_mgmt(handle, 0) }
        }
        let message = String(cString: pam_strerror(handle, status))
        pam_end(handle, status)
        if status == PAM_SUCCESS { return .success }
        return isRefusal(status)
            ? .refused(status: status, message: message) : .unavailable(status: status, message: message)
    }

    /// Whether `status` says the credentials or the account were refused (rather than PAM failing).
    private static func isRefusal(_ status: Int32) -> Bool {
        [
            PAM_AUTH_ERR, PAM_PERM_DENIED, PAM_MAXTRIES, PAM_CRED_INSUFFICIENT, PAM_USER_UNKNOWN,
            PAM_ACCT_EXPIRED, PAM_NEW_AUTHTOK_REQD, PAM_AUTHTOK_EXPIRED, PAM_CONV_ERR,
        ].contains(status)
    }
}
