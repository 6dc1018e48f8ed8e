import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// `MagnifyGesture` and `RotateGesture` driven like a person: two fingers (`pinch`, `rotate`) and
/// Control (+ Shift) + scroll wheel, the window's desktop path, with the manual clock ending the
/// wheel's pinch after `ViewGraph.pinchQuietInterval`.
@Suite("Pinch gestures")
struct PinchGestureTests {
    /// A zoomable square: `@GestureState` scales it while the pinch runs, `onEnded` commits.
    private struct Zoomable: View {
        let changes: Recorder<[MagnifyGesture.Value]>
        @State private var zoom: CGFloat = 1
        @GestureState private var pinch: CGFloat = 1
        var body: some View {
            VStack {
                Rectangle().fill(.blue).frame(width: 100, height: 100)
                    .scaleEffect(zoom * pinch)
                    .gesture(
                        MagnifyGesture()
                            .updating($pinch) { value, state, _ in state = value.magnification }
                            .onChanged { changes.record(changes.value + [$0]) }
                            .onEnded { zoom *= $0.magnification })
                Text("zoom \(String(format: "%.2f", zoom))")
            }
        }
    }

    /// A card that turns with `RotateGesture`, the turn committed when it ends.
    private struct Card: View {
        @State private var turn = Angle.zero
        @GestureState private var twist = Angle.zero
        var body: some View {
            VStack {
                Rectangle().fill(.orange).frame(width: 100, height: 60)
                    .rotationEffect(turn + twist)
                    .gesture(
                        RotateGesture()
                            .updating($twist) { value, state, _ in state = value.rotation }
                            .onEnded { turn += $0.rotation })
                Text("turn \(Int(turn.degrees.rounded()))")
            }
        }
    }

    private let centre = CGPoint(x: 200, y: 142)

    /// The `transform [a b c d tx ty]` lines of the drawn display list.
    private func transforms(_ host: ViewHost) -> [String] {
        lines(of: host.dumpDisplayList(), containing: "transform [")
    }

    @Test func twoFingersZoomTheImageAndTheEndCommitsTheScale() throws {
        let changes = Recorder<[MagnifyGesture.Value]>([])
        let host = makeHost(Zoomable(changes: changes))
        let square = try #require(host.views.first { $0.frame.width == 100 && $0.frame.height == 100 }?.frame)
        host.pinch(at: CGPoint(x: square.minX + 25, y: square.minY + 50), scale: 2, steps: 10, duration: 0.2)
        #expect(host.find(text: "zoom 2.00") != nil, "\(host.texts)")
        #expect(transforms(host).contains { $0.contains("transform [2 0 0 2") }, "\(transforms(host))")
        let values = changes.value
        #expect(values.count == 10)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0.magnification < $1.magnification })
        let last = try #require(values.last)
        #expect(abs(last.magnification - 2) < 1e-9)
        #expect(last.startLocation == CGPoint(x: 25, y: 50), "in the view's own coordinates")
        #expect(abs(last.startAnchor.x - 0.25) < 1e-9 && abs(last.startAnchor.y - 0.5) < 1e-9)
        #expect(last.velocity > 0, "the scale grew over the last 0.02 s")
    }

    @Test func controlWheelMagnifiesAndEndsAfterTheQuietInterval() throws {
        let changes = Recorder<[MagnifyGesture.Value]>([])
        let host = makeHost(Zoomable(changes: changes))
        // Two notches away from you: ×1.1 each, the gesture's state scales the square at once.
        host.scroll(at: centre, by: CGSize(width: 0, height: -40), modifiers: .control)
        host.advance(by: 0.05)
        host.scroll(at: centre, by: CGSize(width: 0, height: -40), modifiers: .control)
        #expect(host.isPinching)
        #expect(transforms(host).contains { $0.contains("transform [1.21 0 0 1.21") }, "\(transforms(host))")
        #expect(host.find(text: "zoom 1.00") != nil, "not committed while the wheel may go on")
        host.advance(by: ViewGraph.pinchQuietInterval - 0.1)
        #expect(host.isPinching, "less than the quiet interval since the last notch")
        host.advance(by: 0.15)
        #expect(!host.isPinching)
        #expect(host.find(text: "zoom 1.21") != nil, "\(host.texts)")
        #expect(transforms(host).contains { $0.contains("transform [1.21 0 0 1.21") })
        // A notch towards you zooms back out.
        host.scroll(at: centre, by: CGSize(width: 0, height: 40), modifiers: .control)
        host.advance(by: 0.5)
        #expect(host.find(text: "zoom 1.10") != nil, "\(host.texts)")
    }

    @Test func controlWheelOverAScrollViewZoomsWithoutScrolling() throws {
        let changes = Recorder<[MagnifyGesture.Value]>([])
        let host = makeHost(
            ScrollView {
                VStack {
                    Zoomable(changes: changes)
                    ForEach(0..<30, id: \.self) { Text("row \($0)") }
                }
            })
        let before = try #require(host.frame(ofText: "row 3"))
        let square = try #require(host.views.first { $0.frame.width == 100 && $0.frame.height == 100 }?.frame)
        let over = CGPoint(x: square.midX, y: square.midY)
        host.scroll(at: over, by: CGSize(width: 0, height: 40), modifiers: .control)
        host.advance(by: 0.5)
        #expect(host.frame(ofText: "row 3") == before, "Control + wheel does not scroll")
        #expect(host.find(text: "zoom 0.91") != nil, "\(host.texts)")
        #expect(host.scroll(at: over, by: CGSize(width: 0, height: 40)), "the plain wheel still scrolls")
        #expect(try #require(host.frame(ofText: "row 3")).minY < before.minY)
    }

    @Test func theCardTurnsWithTwoFingersAndWithControlShiftWheel() throws {
        let host = makeHost(Card())
        host.rotate(at: centre, by: .degrees(90), steps: 6)
        #expect(host.find(text: "turn 90") != nil, "\(host.texts)")
        #expect(transforms(host).contains { $0.contains("transform [0 1 -1 0") }, "\(transforms(host))")
        // Two notches towards you with Control + Shift: 15° clockwise each.
        host.scroll(at: centre, by: CGSize(width: 0, height: 40), modifiers: [.control, .shift])
        host.scroll(at: centre, by: CGSize(width: 0, height: 40), modifiers: [.control, .shift])
        host.advance(by: 0.5)
        #expect(host.find(text: "turn 120") != nil, "\(host.texts)")
        // Control alone magnifies: the card's rotate gesture does not start.
        host.scroll(at: centre, by: CGSize(width: 0, height: -40), modifiers: .control)
        host.advance(by: 0.5)
        #expect(host.find(text: "turn 120") != nil)
    }

    @Test func aDragAndAMagnifyGestureSimultaneouslyBothGetValues() throws {
        let values = Recorder<[SimultaneousGesture<DragGesture, MagnifyGesture>.Value]>([])
        let ended = Recorder<SimultaneousGesture<DragGesture, MagnifyGesture>.Value?>(nil)
        let host = makeHost(
            Rectangle().frame(width: 200, height: 200)
                .gesture(
                    DragGesture().simultaneously(with: MagnifyGesture())
                        .onChanged { values.record(values.value + [$0]) }
                        .onEnded { ended.record($0) }))
        host.press(at: centre)
        host.move(from: centre, to: CGPoint(x: 230, y: 142), steps: 3)
        host.scroll(at: CGPoint(x: 230, y: 142), by: CGSize(width: 0, height: -40), modifiers: .control)
        host.move(from: CGPoint(x: 230, y: 142), to: CGPoint(x: 240, y: 142), steps: 1, duration: 0.05)
        let both = values.value.last { $0.first != nil && $0.second != nil }
        #expect(both?.first?.translation == CGSize(width: 40, height: 0))
        #expect(abs((both?.second?.magnification ?? 0) - 1.1) < 1e-9)
        host.advance(by: 0.5)
        host.release(at: CGPoint(x: 240, y: 142))
        #expect(ended.value?.first?.translation == CGSize(width: 40, height: 0))
        #expect(abs((ended.value?.second?.magnification ?? 0) - 1.1) < 1e-9)
    }

    @Test func aPinchAloneEndsASimultaneousDragPair() {
        let ended = Recorder<SimultaneousGesture<DragGesture, MagnifyGesture>.Value?>(nil)
        let host = makeHost(
            Rectangle().frame(width: 200, height: 200)
                .gesture(DragGesture().simultaneously(with: MagnifyGesture()).onEnded { ended.record($0) }))
        host.pinch(at: centre, scale: 0.5)
        #expect(ended.value?.first == nil)
        #expect(abs((ended.value?.second?.magnification ?? 0) - 0.5) < 1e-9)
    }

    @Test func deprecatedFormsAndCompositions() {
        let magnified = Recorder<CGFloat?>(nil)
        let rotated = Recorder<Angle?>(nil)
        let exclusive = Recorder<String>("")
        let host = makeHost(
            HStack(spacing: 0) {
                Rectangle().frame(width: 100, height: 100)
                    .gesture(MagnificationGesture().onEnded { magnified.record($0) })
                Rectangle().frame(width: 100, height: 100)
                    .gesture(RotationGesture().onEnded { rotated.record($0) })
                Rectangle().frame(width: 100, height: 100)
                    .gesture(
                        MagnifyGesture().exclusively(before: RotateGesture())
                            .onEnded { value in
                                switch value {
                                case .first(let m): exclusive.record("magnify \(m.magnification)")
                                case .second(let r): exclusive.record("rotate \(Int(r.rotation.degrees.rounded()))")
                                }
                            })
            })
        host.pinch(at: CGPoint(x: 100, y: 150), scale: 3, steps: 3)
        host.rotate(at: CGPoint(x: 200, y: 150), by: .degrees(-45), steps: 3)
        host.rotate(at: CGPoint(x: 300, y: 150), by: .degrees(30), steps: 3)
        #expect(abs((magnified.value ?? 0) - 3) < 1e-9)
        #expect(abs((rotated.value?.degrees ?? 0) + 45) < 1e-9)
        #expect(exclusive.value == "rotate 30", "a turn alone: the magnify failed, the rotate won")
    }

    @Test func aPressOnAPinchViewTapsItsButtonAndStartsNoPinch() {
        let taps = Recorder(0)
        let ended = Recorder(0)
        let host = makeHost(
            Button("Zoom") { taps.record(taps.value + 1) }
                .frame(width: 200, height: 200)
                .gesture(MagnifyGesture().onEnded { _ in ended.record(ended.value + 1) }))
        #expect(host.tap("Zoom"))
        #expect(taps.value == 1)
        #expect(ended.value == 0)
    }

    @Test func badInputIsClampedAsDocumented() {
        let changes = Recorder<[MagnifyGesture.Value]>([])
        let host = makeHost(Zoomable(changes: changes))
        host.withGraph { graph in
            graph.pinch(at: CGPoint(x: CGFloat.nan, y: 0), scaleBy: 2)
            #expect(!graph.isPinching, "a pinch cannot begin at a broken point")
            graph.pinch(at: centre, scaleBy: .nan, rotateBy: .radians(.nan))
            #expect(graph.isPinching)
            graph.pinch(at: centre, scaleBy: 0)
            graph.pinch(at: CGPoint(x: CGFloat.infinity, y: 1), scaleBy: 1e300)
            graph.pinch(at: centre, scaleBy: 1e300)
            graph.pinch(at: centre, scaleBy: -.infinity)
        }
        host.runFrame()
        let steps = changes.value.map(\.magnification)
        // NaN: ignored (no change, the gesture has not started); 0 → ×0.1; 1e300 → ×10 twice; −∞ ignored.
        #expect(steps.count == 4, "\(steps)")
        #expect(steps.map { ($0 * 1000).rounded() / 1000 } == [0.1, 1, 10, 10], "\(steps)")
        for _ in 0..<10 { host.withGraph { $0.pinch(at: centre, scaleBy: 10) } }
        host.runFrame()
        #expect(changes.value.last?.magnification == PinchInput.magnificationRange.upperBound)
        host.advance(by: 1)
        #expect(!host.isPinching)
        #expect(host.find(text: "zoom 1000.00") != nil, "\(host.texts)")
        // Huge and NaN wheel deltas: one clamped step each, nothing stuck.
        host.scroll(at: centre, by: CGSize(width: 0, height: 1e300), modifiers: .control)
        host.scroll(at: centre, by: CGSize(width: 0, height: CGFloat.nan), modifiers: .control)
        host.advance(by: 1)
        #expect(host.find(text: "zoom 100.00") != nil, "\(host.texts)")
        // Thresholds: NaN and negative ones are the defaults.
        #expect(MagnifyGesture(minimumScaleDelta: .nan).minimumScaleDelta == 0.01)
        #expect(MagnificationGesture(minimumScaleDelta: -1).minimumScaleDelta == 0.01)
        #expect(RotateGesture(minimumAngleDelta: .radians(.infinity)).minimumAngleDelta == .degrees(1))
        #expect(RotationGesture(minimumAngleDelta: .degrees(5)).minimumAngleDelta == .degrees(5))
    }
}
