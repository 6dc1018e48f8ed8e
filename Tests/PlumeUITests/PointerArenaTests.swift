import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Claims the press once it has moved more than 10 points, as a scroll view's drag does.
@MainActor
private final class ClaimingHandler: PointerHandler {
    weak var graph: ViewGraph?
    var start: CGPoint?
    var events: [String] = []
    func pointerBegan(at point: CGPoint) -> Bool {
        start = point
        return true
    }
    func pointerMoved(to point: CGPoint) {
        guard let s = start, let graph, abs(point.y - s.y) > 10, !events.contains("claimed") else { return }
        events.append("claimed")
        graph.claimPointer(self)
    }
    func pointerEnded(at point: CGPoint) { events.append("ended") }
    func pointerCancelled() { events.append("cancelled") }
}

@MainActor
@Suite("Pointer arena")
struct PointerArenaTests {
    @Test func innerButtonWinsATapOverAnOuterTapGesture() {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let host = ViewHost(
            VStack { Button("Inner") { log.entries.append("button") } }
                .frame(width: 200, height: 200)
                .contentShape(Rectangle())
                .onTapGesture { log.entries.append("outer") },
            size: CGSize(width: 200, height: 200))
        #expect(host.tap("Inner"))
        #expect(log.entries == ["button"])
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["button", "outer"])
    }

    @Test func aClaimCancelsTheOtherMembersAndOnlyTheClaimantEnds() {
        final class Log { var taps = 0 }
        let log = Log()
        let host = ViewHost(
            Button("Inner") { log.taps += 1 }.frame(width: 200, height: 200), size: CGSize(width: 200, height: 200))
        let outer = ClaimingHandler()
        outer.graph = host.graph
        host.withGraph { _ in
            host.graph.pointerDown(at: CGPoint(x: 100, y: 100))
            #expect(host.graph.pointerArena.count == 1)
            // An outer member joins as a scroll view would have.
            _ = outer.pointerBegan(at: CGPoint(x: 100, y: 100))
            host.graph.pointerArena.append(outer)
            host.graph.pointerMoved(to: CGPoint(x: 100, y: 130))
            host.graph.pointerUp(at: CGPoint(x: 100, y: 130))
        }
        #expect(outer.events == ["claimed", "ended"])
        #expect(log.taps == 0)
    }

    @Test func hostCancelEndsNothing() {
        final class Log { var taps = 0 }
        let log = Log()
        let host = ViewHost(Button("Go") { log.taps += 1 }, size: CGSize(width: 200, height: 100))
        let frame = host.find(text: "Go")!.frame
        host.press(at: CGPoint(x: frame.midX, y: frame.midY))
        host.withGraph { _ in host.graph.pointerCancel() }
        host.release(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(log.taps == 0)
    }

    @Test func textFieldsAskForAnIBeamAndOtherViewsForTheirStyle() {
        struct Form: View {
            @State var name = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    Text("Link").pointerStyle(.pointingHand)
                    Text("Plain")
                }
            }
        }
        let host = ViewHost(Form(), size: CGSize(width: 300, height: 200))
        let field = host.find(label: "Name")?.frame ?? host.find(text: "Name")!.frame
        let link = host.find(text: "Link")!.frame
        let plain = host.find(text: "Plain")!.frame
        host.withGraph { _ in
            #expect(host.graph.pointerStyle(at: CGPoint(x: field.midX, y: field.midY)) == .iBeam)
            #expect(host.graph.pointerStyle(at: CGPoint(x: link.midX, y: link.midY)) == .pointingHand)
            #expect(host.graph.pointerStyle(at: CGPoint(x: plain.midX, y: plain.midY)) == .arrow)
        }
    }

    @Test func theMemoryClipboardHoldsText() {
        let host = ViewHost(Text("x"))
        host.withGraph { _ in
            #expect(host.graph.clipboard.string == nil)
            host.graph.clipboard.string = "copied"
            #expect(host.graph.clipboard.string == "copied")
        }
    }
}

@MainActor
@Suite("Hover")
struct HoverTests {
    private struct HoverCard: View {
        @State var hovering = false
        @State var where_ = "none"
        var body: some View {
            VStack(spacing: 0) {
                Text(hovering ? "over" : "away")
                    .frame(width: 100, height: 50)
                    .onHover { hovering = $0 }
                Text(where_)
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let p): where_ = "at \(Int(p.x)),\(Int(p.y))"
                        case .ended: where_ = "ended"
                        }
                    }
                    .frame(height: 50)
            }
        }
    }

    @Test func onHoverReportsEntryAndExit() {
        let host = ViewHost(HoverCard(), size: CGSize(width: 100, height: 100))
        let card = host.find(text: "away")!.frame
        host.withGraph { $0.pointerHovered(at: CGPoint(x: card.midX, y: card.midY)) }
        host.runFrame()
        #expect(host.find(text: "over") != nil)
        host.withGraph { $0.pointerHovered(at: CGPoint(x: card.midX + 1, y: card.midY)) }
        host.runFrame()
        #expect(host.find(text: "over") != nil)
        host.withGraph { $0.pointerHovered(at: nil) }
        host.runFrame()
        #expect(host.find(text: "away") != nil)
    }

    @Test func continuousHoverGivesLocalPointsThenEnded() {
        let host = ViewHost(HoverCard(), size: CGSize(width: 100, height: 100))
        let label = host.find(text: "none")!.frame
        host.withGraph { $0.pointerHovered(at: CGPoint(x: label.minX + 2, y: label.minY + 3)) }
        host.runFrame()
        #expect(host.find(text: "at 2,3") != nil)
        host.withGraph { $0.pointerHovered(at: CGPoint(x: 50, y: 200)) }
        host.runFrame()
        #expect(host.find(text: "ended") != nil)
    }
}

@MainActor
@Suite("Shape hit testing")
struct ShapeHitTestingTests {
    @Test func aStrokedOverlayLeavesTheContentUnderItTappable() {
        final class Log { var taps = 0 }
        let log = Log()
        let host = ViewHost(
            Button("Inside") { log.taps += 1 }
                .frame(width: 200, height: 100)
                .overlay(Rectangle().stroke(Color.gray, lineWidth: 2)),
            size: CGSize(width: 200, height: 100))
        #expect(host.tap("Inside"))
        #expect(log.taps == 1)
        // On the stroke itself, the rectangle takes the press (no button there).
        host.tap(at: CGPoint(x: 100, y: 0.5))
        #expect(log.taps == 1)
    }

    @Test func aFilledOverlayCoversTheContent() {
        final class Log { var taps = 0 }
        let log = Log()
        let host = ViewHost(
            Button("Inside") { log.taps += 1 }
                .frame(width: 200, height: 100)
                .overlay(Rectangle().fill(Color.gray.opacity(0.1))),
            size: CGSize(width: 200, height: 100))
        host.tap(at: CGPoint(x: 100, y: 50))
        #expect(log.taps == 0)
    }
}
