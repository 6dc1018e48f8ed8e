import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("login-state") struct LoginStateTests {
    @Test func logInShowsTheTabsAndLogOutInAnotherViewReturns() throws {
        let host = try mount("login-state")
        #expect(host.find(text: "Welcome") != nil)
        #expect(host.find(text: "Account") == nil)
        #expect(host.tap("Log In"))
        #expect(host.find(text: "Welcome") == nil)
        // The tab view: the Home tab is shown, both tab items are in the bar at the bottom.
        let homeItem = try #require(host.findAll(text: "Home").last)
        let accountItem = try #require(host.find(text: "Account"))
        #expect(homeItem.frame.minY > 550 && accountItem.frame.minY > 550)
        #expect(host.find(text: "Signed in") == nil)
        #expect(host.tap("Account"))
        #expect(host.find(text: "Signed in") != nil)
        #expect(host.tap("Log Out"))
        #expect(host.find(text: "Welcome") != nil)
        #expect(host.find(text: "Account") == nil)
    }

    @Test func theSettingsObjectIsSharedByTheViewsThatReadIt() throws {
        let settings = UserSettings()
        let host = ViewHost(StartView().environmentObject(settings), size: CGSize(width: 390, height: 640))
        settings.loggedIn = true  // a change from outside the views reaches them
        host.runFrame()
        #expect(host.find(text: "Account") != nil)
        #expect(host.tap("Account"))
        #expect(host.tap("Log Out"))
        #expect(settings.loggedIn == false)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("login-state"))
        try host.assertSnapshot(named: "login-state", in: snapshotDirectory)
    }
}
