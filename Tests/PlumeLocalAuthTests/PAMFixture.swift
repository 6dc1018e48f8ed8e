import Foundation
import PlumeLocalAuth
import Testing

/// A PAM service directory of the test's own (a fresh temporary folder, removed by `remove()`),
/// read through `pam_start_confdir`; nothing under /etc is touched.
///
/// - `permit`: `pam_permit.so`, succeeds without asking;
/// - `deny`: `pam_deny.so`, fails without asking;
/// - `daemon-only`: `pam_succeed_if.so user = daemon`, lets only that account in, without asking;
/// - `password`: says a line (`pam_echo.so`), then asks for a password (`pam_exec.so
///   expose_authtok`) that a script of the fixture compares with `expectedPassword`.
struct PAMFixture {
    let directory: URL
    let expectedPassword: String

    init(expectedPassword: String = "hunter2") throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plume-pam-\(UUID().uuidString)")
        self.expectedPassword = expectedPassword
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let expected = directory.appendingPathComponent("expected")
        try Data(expectedPassword.utf8).write(to: expected)
        let check = directory.appendingPathComponent("check-password")
        try """
        #!/bin/bash
        IFS= read -r -d '' password
        [ "$password" = "$(cat '\(expected.path)')" ]
        """.write(to: check, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: check.path)
        try write("permit", "auth required pam_permit.so\naccount required pam_permit.so\n")
        try write("deny", "auth required pam_deny.so\naccount required pam_permit.so\n")
        try write(
            "daemon-only", "auth required pam_succeed_if.so quiet user = daemon\naccount required pam_permit.so\n")
        try write(
            "password",
            """
            auth optional pam_echo.so Use the test password.
            auth [success=1 default=ignore] pam_exec.so expose_authtok quiet \(check.path)
            auth requisite pam_deny.so
            auth required pam_permit.so
            account required pam_permit.so

            """)
    }

    private func write(_ name: String, _ text: String) throws {
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// The service `name` of this directory.
    func service(_ name: String) -> LAPAMService { LAPAMService(name: name, directory: directory) }

    func remove() {
        do { try FileManager.default.removeItem(at: directory) } catch { Issue.record("cleanup: \(error)") }
    }
}

/// Collects one evaluation reply (called on the main queue) for a test thread to wait on.
final class ReplyBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (Bool, (any Error)?)?
    private(set) var calls = 0

    /// The reply to hand to `evaluatePolicy`.
    var reply: @Sendable (Bool, (any Error)?) -> Void {
        { [self] success, error in
            lock.lock()
            calls += 1
            if value == nil { value = (success, error) }
            lock.unlock()
        }
    }

    /// The reply, once it came.
    var result: (success: Bool, error: (any Error)?)? {
        lock.lock()
        defer { lock.unlock() }
        return value.map { (success: $0.0, error: $0.1) }
    }

    /// The error's `LAError` code, when the reply failed with one.
    var code: LAError.Code? {
        guard let error = result?.error as? LAError else { return nil }
        return error.code
    }
}
