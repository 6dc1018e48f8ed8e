import Foundation

/// Which biometry a device has, as LocalAuthentication's `LABiometryType` (same raw values).
///
/// `LAContext.biometryType` is `.none` until `canEvaluatePolicy(_:error:)` has run, as on Apple's
/// platforms. On Linux it becomes `.touchID` (a fingerprint reader) when fprintd answers on the
/// system D-Bus with a device; Face ID and Optic ID never occur.
public enum LABiometryType: Int, Sendable, CaseIterable {
    /// No biometry, or not known yet.
    case none = 0
    /// A fingerprint sensor.
    case touchID = 1
    /// A face scanner.
    case faceID = 2
    /// An iris scanner.
    case opticID = 4
}
