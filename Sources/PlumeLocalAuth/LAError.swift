import Foundation

/// The error domain of LocalAuthentication's errors (`LAError`), bridged `NSError`s included.
public let LAErrorDomain = "com.apple.LocalAuthentication"

#if !canImport(Darwin)
    /// Foundation's `NSErrorPointer` on Apple's platforms, which Linux's Foundation lacks: where an
    /// API reports an error through `error: &error` (`LAContext.canEvaluatePolicy(_:error:)`).
    public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
#endif

/// An error of LocalAuthentication, as Apple's `LAError`: a `Code` with Apple's raw values in
/// `LAErrorDomain`, a localized description in `userInfo`.
///
/// ```swift
/// do { _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") }
/// catch LAError.userCancel { … }
/// catch let error as LAError where error.code == .authenticationFailed { … }
/// ```
/// Replies hand it over as `any Error`; `error as NSError` has the domain and the code.
public struct LAError: CustomNSError, Hashable, Sendable {
    /// LocalAuthentication's error codes (Apple's raw values).
    public enum Code: Int, Sendable, CaseIterable {
        /// The user gave a wrong password (PAM answered that the credentials are not valid).
        case authenticationFailed = -1
        /// The user tapped Cancel (or pressed Escape) in the dialog.
        case userCancel = -2
        /// The user tapped the fallback button (`localizedFallbackTitle`).
        case userFallback = -3
        /// The system cancelled: the dialog's window went away while it was up.
        case systemCancel = -4
        /// The device owner cannot authenticate: no PAM service, or no account for the user.
        case passcodeNotSet = -5
        /// No biometry on this device (no fprintd reader).
        case biometryNotAvailable = -6
        /// The reader has no enrolled fingerprints.
        case biometryNotEnrolled = -7
        /// Biometry is locked after too many failed attempts.
        case biometryLockout = -8
        /// The app called `invalidate()` while the evaluation ran.
        case appCancel = -9
        /// The context was invalidated before the evaluation.
        case invalidContext = -10
        /// No companion device (watch) is available.
        case companionNotAvailable = -11
        /// The biometry accessory is not paired.
        case biometryNotPaired = -12
        /// The biometry accessory is not connected.
        case biometryDisconnected = -13
        /// Invalid dimensions.
        case invalidDimensions = -14
        /// The dialog cannot be shown: no window shows `localAuthenticationPrompts()`, or another
        /// evaluation of this context is showing it.
        case notInteractive = -1004

        /// Apple's older name of `.companionNotAvailable`.
        public static var watchNotAvailable: Code { .companionNotAvailable }
    }

    /// The error's code.
    public let code: Code
    /// A description of what happened, for people.
    public let failureDescription: String

    /// An error with `code` and a description (a standard one for the code when nil).
    public init(_ code: Code, description: String? = nil) {
        self.code = code
        failureDescription = description ?? LAError.standardDescription(code)
    }

    public static var errorDomain: String { LAErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: failureDescription] }
    public var localizedDescription: String { failureDescription }

    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var notInteractive: Code { .notInteractive }

    private static func standardDescription(_ code: Code) -> String {
        switch code {
        case .authenticationFailed: "Authentication failed."
        case .userCancel: "Canceled by user."
        case .userFallback: "Fallback authentication mechanism selected."
        case .systemCancel: "Canceled by the system."
        case .passcodeNotSet: "Passcode not set."
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .biometryNotEnrolled: "No identities are enrolled."
        case .biometryLockout: "Biometry is locked out."
        case .appCancel: "Canceled by the app."
        case .invalidContext: "The context has been invalidated."
        case .companionNotAvailable: "No companion device is available."
        case .biometryNotPaired: "No biometric accessory is paired."
        case .biometryDisconnected: "The biometric accessory is not connected."
        case .invalidDimensions: "Invalid dimensions."
        case .notInteractive: "The authentication dialog cannot be shown."
        }
    }
}

/// Whether `error` is an `LAError` (or an `NSError` of `LAErrorDomain`) with `code`: what
/// `catch LAError.userCancel` matches.
public func ~= (code: LAError.Code, error: any Error) -> Bool {
    let bridged = error as NSError
    return bridged.domain == LAErrorDomain && bridged.code == code.rawValue
}
