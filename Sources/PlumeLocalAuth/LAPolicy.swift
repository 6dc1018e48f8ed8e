import Foundation

/// The kind of authentication a context evaluates, as LocalAuthentication's `LAPolicy` (same raw
/// values).
///
/// ```swift
/// context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock your notes") { ok, error in … }
/// ```
/// On Linux, `.deviceOwnerAuthentication` asks for the user's password in a Plume dialog and checks
/// it through PAM; `.deviceOwnerAuthenticationWithBiometrics` needs a fingerprint reader that fprintd
/// serves (see `LAContext`). Apple's watch and companion policies do not exist here.
public enum LAPolicy: Int, Sendable, CaseIterable {
    /// Biometry only (Touch ID on Apple's devices; a fingerprint reader through fprintd here).
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometry or the device owner's password (here the user's login password, through PAM).
    case deviceOwnerAuthentication = 2
}
