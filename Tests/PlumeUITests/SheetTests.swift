import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct ComposeView: View {
    @Binding var draft: String
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        VStack {
            Text("New Message")
            Text(isPresented ? "presented" : "not presented")
            TextField("Subject", text: $draft)
            Button("Done") { dismiss() }
        }
    }
}

private struct Mail: View {
    @State var composing = false
    @State var draft = ""
    @State var dismissals = 0
    @State var taps = 0
    func countDismissal() { dismissals += 1 }
    var body: some View {
        HStack {
            VStack {
                Button("Compose") { composing = true }
                Button("Tap behind") { taps += 1 }
                Text("Draft: \(draft)")
                Text("Dismissed \(dismissals)")
                Text("Taps \(taps)")
            }
            .frame(width: 120)
            Spacer()
        }
        .sheet(isPresented: $composing, onDismiss: countDismissal) {
            ComposeView(draft: $draft)
        }
    }
}

@Suite("Sheets") struct SheetTests {
    @Test func composeTypeDoneClosesTheSheetAndRunsOnDismiss() throws {
        let host = ViewHost(Mail(), size: CGSize(width: 800, height: 600))
        #expect(host.find(text: "New Message") == nil)
        #expect(host.tap("Compose"))
        host.advance(by: 0.5)
        #expect(host.find(text: "New Message") != nil)
        #expect(host.find(text: "presented") != nil, "\\.isPresented is true inside the sheet")
        #expect(host.presentedLines("Sheet").count == 1, "the dump shows the sheet:\n\(host.dump())")
        #expect(host.presentedLines("Dimming").count == 1)
        #expect(host.tap("Subject"))
        #expect(host.type("Hello"))
        #expect(host.find(text: "Draft: Hello") != nil, "the binding into the presenter's state works")
        #expect(host.tap("Done"))
        host.advance(by: 0.5)
        #expect(host.find(text: "New Message") == nil)
        #expect(host.presentedLines("Sheet").isEmpty)
        #expect(host.find(text: "Dismissed 1") != nil, "onDismiss ran once")
        #expect(host.find(text: "Draft: Hello") != nil)
    }

    @Test func theSheetIsACenteredCardOverTheDimmedWindow() throws {
        let host = ViewHost(Mail(), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Compose"))
        host.advance(by: 0.5)
        let line = try #require(host.presentedLines("Sheet").first)
        // 540 wide at most, the window's height less 24 above and below, centered.
        #expect(line.hasPrefix("Sheet (130, 24, 540, 552)"), "\(line)")
        let dimming = try #require(host.presentedLines("Dimming").first)
        #expect(dimming.hasPrefix("Dimming (0, 0, 800, 600) black 20%"), "\(dimming)")
    }

    @Test func tapsBehindTheSheetAreBlocked() throws {
        let host = ViewHost(Mail(), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Tap behind"))
        #expect(host.find(text: "Taps 1") != nil)
        #expect(host.tap("Compose"))
        host.advance(by: 0.5)
        let behind = try #require(host.find(text: "Tap behind")?.frame)
        host.tap(at: CGPoint(x: behind.midX, y: behind.midY))
        #expect(host.find(text: "Taps 1") != nil, "the dimming took the tap")
        #expect(host.find(text: "New Message") != nil, "a tap outside a sheet does not close it")
    }

    @Test func escapeClosesTheSheet() throws {
        let host = ViewHost(Mail(), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Compose"))
        host.advance(by: 0.5)
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "New Message") == nil)
        #expect(host.find(text: "Dismissed 1") != nil)
        #expect(!host.press(.escape), "with nothing presented Escape is not used")
    }

    @Test func thePresentationAnimatesWithTheManualClock() throws {
        let host = ViewHost(Mail(), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Compose"))
        let rest = try #require(host.frame(ofText: "New Message"))
        let start = try #require(host.drawnFrame(ofText: "New Message"))
        #expect(start.minY >= 600, "the sheet starts below the window")
        host.advance(by: 0.15)
        let middle = try #require(host.drawnFrame(ofText: "New Message"))
        #expect(middle.minY > rest.minY + 20 && middle.minY < start.minY - 20, "halfway up: \(middle.minY)")
        #expect(host.isAnimating)
        host.advance(by: 0.3)
        #expect(host.drawnFrame(ofText: "New Message")?.minY == rest.minY)
        // Dismissing slides it down again; it stays drawn until the slide ends.
        #expect(host.press(.escape))
        host.advance(by: 0.15)
        let leaving = try #require(host.drawnFrame(ofText: "New Message"))
        #expect(leaving.minY > rest.minY + 20)
        host.advance(by: 0.3)
        #expect(host.drawnFrame(ofText: "New Message") == nil)
    }

    @Test func withoutAnimationThePresentationIsImmediate() throws {
        struct Instant: View {
            @State var shown = false
            var body: some View {
                Button("Show") {
                    var t = Transaction()
                    t.disablesAnimations = true
                    withTransaction(t) { shown = true }
                }
                .sheet(isPresented: $shown) { Text("Sheet text") }
            }
        }
        let host = ViewHost(Instant(), size: CGSize(width: 600, height: 400))
        #expect(host.tap("Show"))
        #expect(host.drawnFrame(ofText: "Sheet text") == host.frame(ofText: "Sheet text"))
    }
}
