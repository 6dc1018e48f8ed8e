import Foundation
import Testing

@testable import PlumeLocalAuth

/// Real PAM calls without a dialog: services of the test's own that permit, deny, or are missing,
/// and the argument and state checks around them.
@Suite(.serialized) struct LAContextPAMTests {
    @Test func aPermittingServiceSucceedsWithoutAsking() async throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let context = LAContext(pamService: fixture.service("permit"), prompts: LAPromptCenter())
        var error: NSError?
        #expect(context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error == nil)
        let success = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Open the vault")
        #expect(success)
    }

    @Test func aDenyingServiceFailsWithAuthenticationFailed() async throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let context = LAContext(pamService: fixture.service("deny"), prompts: LAPromptCenter())
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Open the vault")
            Issue.record("pam_deny let the user in")
        } catch LAError.authenticationFailed {
            let bridged = LAError(.authenticationFailed) as NSError
            #expect(bridged.domain == LAErrorDomain)
            #expect(bridged.code == -1)
        }
    }

    @Test func theNamedUserIsTheOnePAMChecks() async throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let daemon = LAContext(pamService: fixture.service("daemon-only"), prompts: LAPromptCenter(), user: "daemon")
        #expect(daemon.user == "daemon")
        #expect(try await daemon.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "As daemon"))
        let nobody = LAContext(pamService: fixture.service("daemon-only"), prompts: LAPromptCenter(), user: "nobody")
        do {
            _ = try await nobody.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "As nobody")
            Issue.record("pam_succeed_if let nobody in")
        } catch LAError.authenticationFailed {}
        #expect(LAContext(pamService: fixture.service("permit")).user == LAContext.currentUser)
        for name in ["", "a\0b"] {
            var error: NSError?
            let context = LAContext(pamService: fixture.service("permit"), prompts: LAPromptCenter(), user: name)
            #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
            #expect(error?.code == LAError.Code.passcodeNotSet.rawValue)
        }
    }

    @Test func theReplyRunsOnTheMainQueue() async throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let context = LAContext(pamService: fixture.service("permit"), prompts: LAPromptCenter())
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        let onMain: Bool = await withCheckedContinuation { continuation in
            context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Check the queue") { _, _ in
                continuation.resume(returning: DispatchQueue.getSpecific(key: key) == true)
            }
        }
        #expect(onMain)
    }

    @Test func aMissingServiceCannotBeEvaluated() async throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        for name in ["absent", "", "../deny"] {
            let context = LAContext(pamService: fixture.service(name), prompts: LAPromptCenter())
            var error: NSError?
            #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
            #expect(error?.domain == LAErrorDomain)
            #expect(error?.code == LAError.Code.passcodeNotSet.rawValue, "\(name)")
            #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil), "a nil pointer is fine")
        }
    }

    @Test func biometryIsReportedUnavailableWithTheReason() throws {
        let context = LAContext(pamService: .plumeLocalAuth, prompts: LAPromptCenter())
        #expect(context.biometryType == .none, "none until canEvaluatePolicy ran")
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(error?.localizedDescription.isEmpty == false)
        if case .absent = FingerprintReader.probe() { #expect(context.biometryType == .none) }
    }

    @Test func theShippedServiceExistsAndUsesPamUnix() throws {
        let service = LAPAMService.plumeLocalAuth
        #expect(service.problem == nil)
        let text = try String(contentsOf: service.fileURL, encoding: .utf8)
        #expect(text.contains("auth     required pam_unix.so"))
    }

    @Test func anEmptyReasonIsRefused() async throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let context = LAContext(pamService: fixture.service("permit"), prompts: LAPromptCenter())
        for reason in ["", "  \n\t"] {
            await #expect(throws: LAInvalidArgumentError.emptyLocalizedReason) {
                try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason)
            }
        }
    }

    @Test func anInvalidatedContextRepliesInvalidContext() async throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let context = LAContext(pamService: fixture.service("permit"), prompts: LAPromptCenter())
        context.invalidate()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.Code.invalidContext.rawValue)
        await #expect(throws: LAError(.invalidContext)) {
            try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Again")
        }
    }

    @Test func askingWithNoWindowShowingPromptsIsNotInteractive() async throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let context = LAContext(pamService: fixture.service("password"), prompts: LAPromptCenter())
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "No window")
            Issue.record("authenticated without asking")
        } catch LAError.notInteractive {}
    }

    @Test func errorCodesAreApples() {
        let codes: [(LAError.Code, Int)] = [
            (.authenticationFailed, -1), (.userCancel, -2), (.userFallback, -3), (.systemCancel, -4),
            (.passcodeNotSet, -5), (.biometryNotAvailable, -6), (.biometryNotEnrolled, -7), (.biometryLockout, -8),
            (.appCancel, -9), (.invalidContext, -10), (.notInteractive, -1004),
        ]
        for (code, raw) in codes { #expect(code.rawValue == raw) }
        #expect(LAPolicy.deviceOwnerAuthenticationWithBiometrics.rawValue == 1)
        #expect(LAPolicy.deviceOwnerAuthentication.rawValue == 2)
        #expect(LABiometryType.opticID.rawValue == 4)
        #expect(LAError.userCancel ~= LAError(.userCancel))
        #expect(!(LAError.userCancel ~= LAError(.appCancel)))
    }

    @Test func fprintdAnswersAreRead() {
        #expect(
            FingerprintReader.parse(status: 0, output: "(objectpath '/net/reactivated/Fprint/Device/0',)\n")
                == .present(device: "/net/reactivated/Fprint/Device/0"))
        guard
            case .absent(let why) = FingerprintReader.parse(
                status: 1, output: "Error: GDBus.Error:net.reactivated.Fprint.Error.NoSuchDevice: No devices available")
        else { return #expect(Bool(false)) }
        #expect(why.contains("no fingerprint reader"))
        guard
            case .absent(let bus) = FingerprintReader.parse(
                status: 1, output: "Error connecting: Could not connect: No such file or directory\n")
        else { return #expect(Bool(false)) }
        #expect(bus.contains("does not answer"))
    }
}
