import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("fake-signup") struct FakeSignupTests {
    private func host() -> ViewHost {
        let scheduler = TestScheduler()
        let host = ViewHost(
            SignUpForm(model: SignUpFormModel(scheduler: scheduler)), size: CGSize(width: 390, height: 640))
        host.drive(scheduler)
        return host
    }

    private func fill(_ host: ViewHost, _ field: String, _ text: String) {
        #expect(host.tap(field))
        #expect(host.type(text))
    }

    @Test func usernameIsCheckedAfterAHalfSecondDebounce() {
        let host = host()
        fill(host, "Username", "foobar")
        host.advance(by: 0.4)
        #expect(host.find(label: "Username not OK") != nil)  // still debouncing
        host.advance(by: 0.2)
        #expect(host.find(label: "Username OK") != nil)
        #expect(host.press(.backspace))  // "fooba" is taken
        host.advance(by: 0.6)
        #expect(host.find(label: "Username not OK") != nil)
    }

    @Test func passwordMustBeLongMatchingAndNotPassword() {
        let host = host()
        fill(host, "Password 'secreto'", "short")
        fill(host, "Password again", "short")
        #expect(host.find(label: "Password not OK") != nil)
        let f = host
        // Longer than six and matching: valid.
        #expect(f.tap("Password 'secreto'"))
        #expect(f.type("er"))  // "shorter"
        #expect(f.tap("Password again"))
        #expect(f.type("er"))
        #expect(f.find(label: "Password OK") != nil)
        // "password" is refused even when it matches.
        let g = self.host()
        fill(g, "Password 'secreto'", "password")
        fill(g, "Password again", "password")
        #expect(g.find(label: "Password not OK") != nil)
    }

    @Test func signUpIsDisabledUntilEverythingIsValid() {
        let host = host()
        fill(host, "Username", "foobar")
        fill(host, "Password 'secreto'", "secreto")
        #expect(host.tap("Sign up"))
        #expect(host.find(text: "Welcome, foobar!") == nil)  // disabled: nothing happens
        fill(host, "Password again", "secreto")
        host.advance(by: 0.6)
        #expect(host.tap("Sign up"))
        #expect(host.find(text: "Welcome, foobar!") != nil)
    }

    /// The scene as `gallery run` mounts it (`GalleryWindow.single`): its debounce runs on the main
    /// queue's real time, which the window host runs. Before the fix the window's scene debounced on a
    /// `TestScheduler` nothing drove, so the username check never completed. The wait is bounded (it
    /// ends when the check appears, or after 5 s); no timing is asserted.
    @Test func windowMountChecksTheUsernameOnTheWindowsScheduler() throws {
        let scene = try GalleryRenderer.scene("fake-signup")
        let host = ViewHost(GalleryWindow.single(scene).makeContent(), size: scene.size)
        fill(host, "Username", "foobar")
        fill(host, "Password 'secreto'", "secreto")
        fill(host, "Password again", "secreto")
        let deadline = Date(timeIntervalSinceNow: 5)
        while host.find(label: "Username OK") == nil, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            host.runFrame()
        }
        #expect(host.find(label: "Username OK") != nil)
        // Sign up is enabled by its own subscription to the check, which can answer a frame later
        // than the ✅: a person taps again until it takes (a disabled button ignores the tap).
        while host.find(text: "Welcome, foobar!") == nil, Date() < deadline {
            host.tap("Sign up")
            Thread.sleep(forTimeInterval: 0.02)
            host.runFrame()
        }
        #expect(host.find(text: "Welcome, foobar!") != nil)
    }

    @Test func picturesRunTheSceneOnAVirtualSchedulerThatOnlyTheHostAdvances() {
        let test = TestScheduler()
        let scheduler = SceneScheduler.virtual(test)
        #expect(!scheduler.isLive && SceneScheduler.live().isLive)
        var ran = false
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(0.5))) { ran = true }
        test.advance(by: .seconds(0.4))
        #expect(!ran)
        test.advance(by: .seconds(0.1))
        #expect(ran)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("fake-signup"))
        try host.assertSnapshot(named: "fake-signup", in: snapshotDirectory)
    }
}
