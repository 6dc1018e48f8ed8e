import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct Drafts: View {
    @State var confirming = false
    @State var deleted = false
    @State var cancelled = false
    @State var taps = 0
    var body: some View {
        VStack {
            Button("Delete draft") { confirming = true }
            Button("Tap behind") { taps += 1 }
            Text(deleted ? "Deleted" : "Kept")
            Text(cancelled ? "Cancelled" : "Not cancelled")
            Text("Taps \(taps)")
        }
        .alert("Delete this draft?", isPresented: $confirming) {
            Button("Delete", role: .destructive) { deleted = true }
            Button("Cancel", role: .cancel) { cancelled = true }
        } message: {
            Text("You cannot undo this.")
        }
    }
}

private struct Share: View {
    @State var choosing = false
    @State var color = "none"
    var body: some View {
        VStack {
            Button("Background") { choosing = true }
            Text("Color \(color)")
        }
        .confirmationDialog("Change background", isPresented: $choosing, titleVisibility: .visible) {
            Button("Red") { color = "red" }
            Button("Green") { color = "green" }
            Button("Remove", role: .destructive) { color = "none" }
        }
    }
}

private struct Legacy: View {
    struct Problem: Identifiable {
        let id: Int
        let text: String
    }
    @State var showingAlert = false
    @State var problem: Problem?
    @State var log = "start"
    var body: some View {
        VStack {
            Button("Legacy") { showingAlert = true }
            Button("Problem") { problem = Problem(id: 1, text: "Disk full") }
            Text(log)
        }
        .alert(isPresented: $showingAlert) {
            Alert(
                title: Text("Erase?"), message: Text("All of it."),
                primaryButton: .destructive(Text("Erase")) { log = "erased" },
                secondaryButton: .cancel { log = "kept" })
        }
        .alert(item: $problem) { problem in
            Alert(title: Text(problem.text), dismissButton: .default(Text("Got it")) { log = "acknowledged" })
        }
    }
}

@Suite("Alerts and dialogs") struct AlertTests {
    @Test func aDestructiveActionRunsAndDismissesTheAlert() throws {
        let host = ViewHost(Drafts(), size: CGSize(width: 500, height: 400))
        #expect(host.tap("Delete draft"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Delete this draft?") != nil)
        #expect(host.find(text: "You cannot undo this.") != nil)
        let alert = try #require(host.presentedLines("Alert").first)
        #expect(alert.hasPrefix("Alert (115, "), "a 270-point box centered in the window: \(alert)")
        #expect(host.drawnColor(ofText: "Delete") == Color.red.resolve(in: .light), "destructive is red")
        // Two short buttons share a row, the cancel one first.
        let delete = try #require(host.find(text: "Delete")?.frame)
        let cancel = try #require(host.find(text: "Cancel")?.frame)
        #expect(abs(delete.midY - cancel.midY) < 0.5 && cancel.midX < delete.midX)
        #expect(host.tap("Delete"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Deleted") != nil)
        #expect(host.find(text: "Delete this draft?") == nil)
        #expect(host.presentedLines("Alert").isEmpty)
    }

    @Test func escapeRunsTheCancelButton() throws {
        let host = ViewHost(Drafts(), size: CGSize(width: 500, height: 400))
        #expect(host.tap("Delete draft"))
        host.advance(by: 0.5)
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "Cancelled") != nil)
        #expect(host.find(text: "Kept") != nil)
        #expect(host.find(text: "Delete this draft?") == nil)
    }

    @Test func tapsBehindAnAlertAreBlocked() throws {
        let host = ViewHost(Drafts(), size: CGSize(width: 500, height: 400))
        #expect(host.tap("Delete draft"))
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(host.find(text: "Delete this draft?") != nil, "a tap outside an alert does nothing")
        let behind = try #require(host.findAll(text: "Tap behind").first?.frame)
        host.tap(at: CGPoint(x: behind.midX, y: behind.midY))
        #expect(host.find(text: "Taps 0") != nil)
    }

    @Test func anAlertWithoutButtonsGetsOK() throws {
        struct Plain: View {
            @State var shown = false
            var body: some View {
                Button("Show") { shown = true }.alert("Saved", isPresented: $shown) {}
            }
        }
        let host = ViewHost(Plain(), size: CGSize(width: 400, height: 300))
        #expect(host.tap("Show"))
        host.advance(by: 0.5)
        #expect(host.tap("OK"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Saved") == nil)
    }

    @Test func presentingDataReachesTheActionsAndMessage() throws {
        struct FileList: View {
            @State var confirming = false
            @State var file: String?
            @State var log = "none"
            var body: some View {
                VStack {
                    Button("Remove notes.txt") {
                        file = "notes.txt"
                        confirming = true
                    }
                    Text("Log \(log)")
                }
                .alert("Remove file?", isPresented: $confirming, presenting: file) { name in
                    Button("Remove \(name)", role: .destructive) { log = "removed \(name)" }
                } message: { name in
                    Text("\(name) goes to the trash.")
                }
            }
        }
        let host = ViewHost(FileList(), size: CGSize(width: 400, height: 300))
        #expect(host.tap("Remove notes.txt"))
        host.advance(by: 0.5)
        #expect(host.find(text: "notes.txt goes to the trash.") != nil)
        #expect(host.tap("Remove notes.txt"))  // the alert's button is in front
        host.advance(by: 0.5)
        #expect(host.find(text: "Log removed notes.txt") != nil)
    }

    @Test func theOldAlertTypeWithPrimaryAndSecondaryButtons() throws {
        let host = ViewHost(Legacy(), size: CGSize(width: 400, height: 300))
        #expect(host.tap("Legacy"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Erase?") != nil)
        #expect(host.find(text: "All of it.") != nil)
        #expect(host.drawnColor(ofText: "Erase") == Color.red.resolve(in: .light))
        #expect(host.tap("Cancel"))
        host.advance(by: 0.5)
        #expect(host.find(text: "kept") != nil)
        #expect(host.tap("Legacy"))
        host.advance(by: 0.5)
        #expect(host.tap("Erase"))
        host.advance(by: 0.5)
        #expect(host.find(text: "erased") != nil)
        #expect(host.find(text: "Erase?") == nil)
    }

    @Test func theOldAlertForAnItemClearsTheItem() throws {
        let host = ViewHost(Legacy(), size: CGSize(width: 400, height: 300))
        #expect(host.tap("Problem"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Disk full") != nil)
        #expect(host.tap("Got it"))
        host.advance(by: 0.5)
        #expect(host.find(text: "acknowledged") != nil)
        #expect(host.find(text: "Disk full") == nil)
    }

    @Test func aConfirmationDialogStacksItsChoicesAndAddsCancel() throws {
        let host = ViewHost(Share(), size: CGSize(width: 500, height: 500))
        #expect(host.tap("Background"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Change background") != nil, "titleVisibility .visible shows the title")
        let rows = ["Red", "Green", "Remove", "Cancel"].compactMap { host.find(text: $0)?.frame.midY }
        #expect(rows.count == 4)
        #expect(rows == rows.sorted(), "one row each, in order, Cancel last: \(rows)")
        #expect(host.tap("Green"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Color green") != nil)
        #expect(host.find(text: "Change background") == nil)
        #expect(host.tap("Background"))
        host.advance(by: 0.5)
        #expect(host.tap("Cancel"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Color green") != nil)
        #expect(host.find(text: "Red") == nil)
    }
}
