import Foundation
import Plume
import PlumeLocalAuth
import PlumeTesting
import Testing

@testable import Gallery

/// The `local-auth` scene driven as a person uses it: tap Authenticate, type the password in the
/// dialog, tap OK or Cancel, and read what the screen says. PAM services of the test's own (a temp
/// folder read through `pam_start_confdir`): `password` asks and checks with `pam_exec.so`,
/// `permit` and `deny` answer without asking.
@Suite(.serialized) struct LocalAuthSceneTests {
    /// A PAM service folder of the test's own; `remove()` deletes it.
    struct Services {
        let directory: URL

        init(password: String = "open sesame") throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("plume-scene-pam-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let expected = directory.appendingPathComponent("expected")
            try Data(password.utf8).write(to: expected)
            let check = directory.appendingPathComponent("check")
            try "#!/bin/bash\nIFS= read -r -d '' p\n[ \"$p\" = \"$(cat '\(expected.path)')\" ]\n".write(
                to: check, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: check.path)
            let services = [
                "password": "auth [success=1 default=ignore] pam_exec.so expose_authtok quiet \(check.path)\n"
                    + "auth requisite pam_deny.so\nauth required pam_permit.so\naccount required pam_permit.so\n",
                "permit": "auth required pam_permit.so\naccount required pam_permit.so\n",
                "deny": "auth required pam_deny.so\naccount required pam_permit.so\n",
            ]
            for (name, text) in services {
                try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }

        /// The scene on the service `name`, asking for the password of "ada" (the pictures must not
        /// depend on who runs the tests; these services do not look the account up).
        func host(_ name: String) -> ViewHost {
            let model = LocalAuthModel(service: LAPAMService(name: name, directory: directory), user: "ada")
            return ViewHost(LocalAuthView(model: model), size: CGSize(width: 390, height: 640))
        }

        func remove() {
            do { try FileManager.default.removeItem(at: directory) } catch { Issue.record("cleanup: \(error)") }
        }
    }

    /// Runs frames until `condition` holds (PAM answers from its own thread), 10 s at most.
    private func wait(_ host: ViewHost, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.005)
            host.runFrame()
        }
        host.advance(by: 0.4)
        return true
    }

    private func shows(_ host: ViewHost, _ text: String) -> Bool { host.find(text: text) != nil }

    @Test func itStartsLockedAndSaysThereIsNoBiometry() throws {
        let host = try mount("local-auth")
        #expect(shows(host, "Locked"))
        #expect(shows(host, "Authenticate to see your secret notes."))
        #expect(shows(host, "No biometry on this device: your password unlocks."))
        #expect(!shows(host, "Secret notes"))
    }

    @Test func theRightPasswordUnlocksAndLockLocksAgain() throws {
        let services = try Services()
        defer { services.remove() }
        let host = services.host("password")
        #expect(host.tap("Authenticate"))
        #expect(wait(host) { shows(host, "Authentication Required") })
        #expect(shows(host, "Unlock your secret notes"), "the scene's reason in the dialog")
        #expect(shows(host, "Enter the password for “ada”."))
        #expect(host.type("open sesame"))
        #expect(host.tap("OK"))
        #expect(wait(host) { shows(host, "Unlocked") })
        #expect(shows(host, "Secret notes"))
        #expect(shows(host, "Authenticated."))
        #expect(!shows(host, "Authentication Required"))
        #expect(host.tap("Lock"))
        host.advance(by: 0.3)
        #expect(shows(host, "Locked"))
        #expect(shows(host, "Locked again."))
        #expect(!shows(host, "Secret notes"))
    }

    @Test func aWrongPasswordStaysLocked() throws {
        let services = try Services()
        defer { services.remove() }
        let host = services.host("password")
        #expect(host.tap("Authenticate"))
        #expect(wait(host) { shows(host, "Authentication Required") })
        #expect(host.type("open says me"))
        #expect(host.tap("OK"))
        #expect(wait(host) { shows(host, "Wrong password.") })
        #expect(shows(host, "Locked"))
        #expect(!shows(host, "Secret notes"))
    }

    @Test func cancelStaysLockedAndSaysSo() throws {
        let services = try Services()
        defer { services.remove() }
        let host = services.host("password")
        #expect(host.tap("Authenticate"))
        #expect(wait(host) { shows(host, "Authentication Required") })
        #expect(host.tap("Cancel"))
        #expect(wait(host) { shows(host, "Cancelled.") })
        #expect(shows(host, "Locked"))
        #expect(host.tap("Authenticate"), "it can be tried again")
        #expect(wait(host) { shows(host, "Authentication Required") })
    }

    @Test func servicesThatDoNotAskAnswerAtOnce() throws {
        let services = try Services()
        defer { services.remove() }
        let permitted = services.host("permit")
        #expect(permitted.tap("Authenticate"))
        #expect(wait(permitted) { shows(permitted, "Unlocked") })
        let denied = services.host("deny")
        #expect(denied.tap("Authenticate"))
        #expect(wait(denied) { shows(denied, "Wrong password.") })
        #expect(shows(denied, "Locked"))
    }

    @Test func theGallerySceneAsksThroughTheShippedService() throws {
        let host = try mount("local-auth")
        #expect(host.tap("Authenticate"))
        #expect(wait(host) { shows(host, "Authentication Required") }, "pam_unix asks for the password")
        #expect(shows(host, "Enter the password for “\(LAContext.currentUser ?? "")”."))
        #expect(host.tap("Cancel"))
        #expect(wait(host) { shows(host, "Cancelled.") })
    }

    /// The three screens of the flow in light and dark: locked, the password dialog with a password
    /// typed (dots), and unlocked after OK; every text and image stands out from what is under it.
    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let name = scheme == .dark ? "dark" : "light"
        let services = try Services()
        defer { services.remove() }
        let host = services.host("password")
        host.setColorScheme(scheme)
        host.advance(by: 0.5)
        try expectLegible(host, "locked in \(name)")
        try host.assertSnapshot(named: "local-auth-locked-\(name)", in: snapshotDirectory)
        #expect(host.tap("Authenticate"))
        #expect(wait(host) { shows(host, "Authentication Required") })
        #expect(host.type("open sesame"))
        host.advance(by: 0.5)
        #expect(!shows(host, "open sesame"), "the password is not shown")
        try expectLegible(host, "dialog in \(name)")
        try host.assertSnapshot(named: "local-auth-dialog-\(name)", in: snapshotDirectory)
        #expect(host.tap("OK"))
        #expect(wait(host) { shows(host, "Unlocked") })
        host.advance(by: 0.5)
        try expectLegible(host, "unlocked in \(name)")
        try host.assertSnapshot(named: "local-auth-unlocked-\(name)", in: snapshotDirectory)
    }

    private func expectLegible(_ host: ViewHost, _ what: String) throws {
        let failures = LegibilityProbe(list: host.displayList, image: try host.render(), scale: host.scale).failures()
        #expect(failures.isEmpty, "\(what): \(failures.joined(separator: "; "))")
    }
}
