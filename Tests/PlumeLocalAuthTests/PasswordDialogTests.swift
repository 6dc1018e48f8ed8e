import Foundation
import PlumeTesting
import PlumeUI
import Testing

@testable import PlumeLocalAuth

/// The password dialog driven as a person would: the evaluation asks (PAM's `pam_exec` module on a
/// service of the test's own), the dialog comes up in the window, the test types and taps OK or
/// Cancel, and the reply says what PAM concluded.
@Suite(.serialized) struct PasswordDialogTests {
    /// A window that shows `center`'s prompts over a plain screen.
    private func window(_ center: LAPromptCenter) -> ViewHost {
        ViewHost(
            Text("App").frame(maxWidth: .infinity, maxHeight: .infinity).localAuthenticationPrompts(center),
            size: CGSize(width: 390, height: 640))
    }

    /// Runs frames until `condition` holds (PAM answers from its own thread), 10 s at most.
    @discardableResult
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

    private func dialogIsUp(_ host: ViewHost) -> Bool { host.find(text: "Authentication Required") != nil }

    /// Starts an evaluation on the fixture's password service and waits for its dialog.
    private func ask(_ fixture: PAMFixture, _ center: LAPromptCenter, _ host: ViewHost) -> (LAContext, ReplyBox) {
        let context = LAContext(pamService: fixture.service("password"), prompts: center)
        let box = ReplyBox()
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock the diary", reply: box.reply)
        #expect(wait(host) { dialogIsUp(host) }, "the dialog came up")
        return (context, box)
    }

    @Test func theRightPasswordSucceeds() throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let center = LAPromptCenter()
        let host = window(center)
        let (_, box) = ask(fixture, center, host)
        #expect(host.find(text: "Unlock the diary") != nil, "the app's reason")
        #expect(host.find(text: "Use the test password.") != nil, "what PAM said before asking")
        #expect(host.find(text: "Enter the password for “\(LAContext.currentUser ?? "")”.") != nil)
        #expect(host.type("hunter2"), "the field has the focus")
        #expect(host.tap("OK"))
        #expect(wait(host) { box.result != nil })
        #expect(box.result?.success == true)
        #expect(box.calls == 1)
        #expect(!dialogIsUp(host))
    }

    @Test func aWrongPasswordFailsWithAuthenticationFailed() throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let center = LAPromptCenter()
        let host = window(center)
        let (_, box) = ask(fixture, center, host)
        #expect(host.type("hunter3"))
        #expect(host.press(.enter), "Return is OK")
        #expect(wait(host) { box.result != nil })
        #expect(box.result?.success == false)
        #expect(box.code == .authenticationFailed)
        #expect(!dialogIsUp(host))
    }

    @Test func cancelAndEscapeReplyUserCancel() throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let center = LAPromptCenter()
        let host = window(center)
        let (_, tapped) = ask(fixture, center, host)
        #expect(host.type("hunter2"))
        #expect(host.tap("Cancel"))
        #expect(wait(host) { tapped.result != nil })
        #expect(tapped.code == .userCancel, "Cancel wins over the typed password")
        #expect(!dialogIsUp(host))
        let (_, escaped) = ask(fixture, center, host)
        #expect(host.press(.escape))
        #expect(wait(host) { escaped.result != nil })
        #expect(escaped.code == .userCancel)
    }

    @Test func aTooLongPasswordIsRefusedInTheDialog() throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let center = LAPromptCenter()
        let host = window(center)
        let (_, box) = ask(fixture, center, host)
        #expect(host.type(String(repeating: "x", count: 600)))
        #expect(host.tap("OK"))
        host.advance(by: 0.2)
        #expect(host.find(text: "The password is too long (at most 511 bytes).") != nil)
        #expect(dialogIsUp(host), "the dialog stays for another try")
        #expect(box.result == nil)
        #expect(host.tap("Cancel"))
        #expect(wait(host) { box.result != nil })
        #expect(box.code == .userCancel)
    }

    @Test func aNULCharacterIsRefusedAndUnicodeGoesThroughAsUTF8() throws {
        let fixture = try PAMFixture(expectedPassword: "pässwörd 🔑 ﬁ")
        defer { fixture.remove() }
        let center = LAPromptCenter()
        let host = window(center)
        let (_, box) = ask(fixture, center, host)
        let prompt = try #require(center.current)
        #expect(center.submit(prompt, text: "pässwörd\u{0} 🔑") == "The password cannot contain a NUL character.")
        #expect(box.result == nil, "refused before PAM sees it")
        #expect(host.type("pässwörd 🔑 ﬁ"))
        #expect(host.tap("OK"))
        #expect(wait(host) { box.result != nil })
        #expect(box.result?.success == true, "\(String(describing: box.result?.error))")
    }

    @Test func aSecondEvaluationWhileOneRunsIsNotInteractive() throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let center = LAPromptCenter()
        let host = window(center)
        let (context, first) = ask(fixture, center, host)
        let second = ReplyBox()
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Again", reply: second.reply)
        #expect(wait(host) { second.result != nil })
        #expect(second.code == .notInteractive)
        #expect(first.result == nil, "the first goes on")
        #expect(host.type("hunter2"))
        #expect(host.tap("OK"))
        #expect(wait(host) { first.result != nil })
        #expect(first.result?.success == true)
    }

    @Test func invalidatingDuringTheDialogRepliesAppCancel() throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let center = LAPromptCenter()
        let host = window(center)
        let (context, box) = ask(fixture, center, host)
        context.invalidate()
        #expect(wait(host) { box.result != nil })
        #expect(!dialogIsUp(host))
        #expect(box.code == .appCancel)
        #expect(box.calls == 1)
        host.advance(by: 0.5)
        #expect(box.calls == 1, "PAM's own ending is not a second reply")
        let again = ReplyBox()
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Again", reply: again.reply)
        #expect(wait(host) { again.result != nil })
        #expect(again.code == .invalidContext)
    }

    @Test func closingTheWindowRepliesSystemCancel() throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let center = LAPromptCenter()
        var host: ViewHost? = window(center)
        let (_, box) = ask(fixture, center, host!)
        #expect(center.attachedWindows == 1)
        host = nil
        let deadline = Date().addingTimeInterval(10)
        while box.result == nil, Date() < deadline {
            for _ in 0..<3 where !Thread.isMainThread { DispatchQueue.main.sync {} }
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(box.code == .systemCancel, "the PAM thread is not left waiting for a dialog no one sees")
        #expect(center.attachedWindows == 0)
        #expect(center.current == nil)
    }

    @Test func theFallbackButtonRepliesUserFallback() throws {
        let fixture = try PAMFixture()
        defer { fixture.remove() }
        let center = LAPromptCenter()
        let host = window(center)
        let context = LAContext(pamService: fixture.service("password"), prompts: center)
        context.localizedFallbackTitle = "Use Recovery Key"
        context.localizedCancelTitle = "Not Now"
        let box = ReplyBox()
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock the diary", reply: box.reply)
        #expect(wait(host) { dialogIsUp(host) })
        #expect(host.find(text: "Cancel") == nil)
        #expect(host.find(text: "Not Now") != nil)
        #expect(host.tap("Use Recovery Key"))
        #expect(wait(host) { box.result != nil })
        #expect(box.code == .userFallback)
    }
}
