import Foundation
import LocalAuthentication
import Testing

/// The tutorial's code as written for Apple's platforms compiles against `import
/// LocalAuthentication` and runs: no biometry on this machine (fingerprint matching is not implemented), so it takes the "no biometry"
/// branch with Apple's error.
@Suite struct TutorialCodeTests {
    @Test func theTutorialsCheckCompilesAndReportsNoBiometry() {
        let context = LAContext()
        var error: NSError?
        var branch = ""
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            let reason = "Touch ID identification needed"
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason) {
                success, authenticationError in
                DispatchQueue.main.async {
                    _ = success ? "success" : "error \(String(describing: authenticationError))"
                }
            }
            branch = "biometry"
        } else {
            branch = "no biometry"
        }
        #expect(branch == "no biometry", "fingerprint matching is not implemented on Linux")
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(error?.domain == LAErrorDomain)
    }
}
