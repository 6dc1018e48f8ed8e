import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Gestures driven like a person: taps, long presses and drags on the manual clock.
@Suite("Gestures")
struct GestureTests {
    private let center = CGPoint(x: 100, y: 100)

    /// A 200 × 200 square filling the window, with `gesture` attached.
    private func square<G: Gesture>(_ gesture: G) -> ViewHost {
        makeHost(Rectangle().fill(Color.blue).frame(width: 200, height: 200).gesture(gesture), width: 200, height: 200)
    }

    @Test func doubleTapNeedsTwoTapsWithinTheInterval() {
        let log = EventLog()
        let host = square(TapGesture(count: 2).onEnded { log.record("double") })
        host.tap(at: center)
        #expect(log.events.isEmpty)
        host.advance(by: 0.1)
        host.tap(at: center)
        #expect(log.events == ["double"])
        host.tap(at: center)
        host.advance(by: 0.5)
        host.tap(at: center)
        #expect(log.events == ["double"])  // too slow: counts from 1 again
        host.advance(by: 0.1)
        host.tap(at: center)
        #expect(log.events == ["double", "double"])
    }

    @Test func spatialTapReportsLocalAndGlobalLocations() {
        let local = Recorder(CGPoint.zero)
        let global = Recorder(CGPoint.zero)
        let host = makeHost(
            Rectangle().frame(width: 100, height: 100)
                .gesture(SpatialTapGesture().onEnded { local.record($0.location) })
                .simultaneousGesture(
                    SpatialTapGesture(coordinateSpace: .global).onEnded { global.record($0.location) }),
            width: 300, height: 300)
        host.tap(at: CGPoint(x: 110, y: 120))
        #expect(local.value == CGPoint(x: 10, y: 20))
        #expect(global.value == CGPoint(x: 110, y: 120))
    }

    @Test func tapFailsWhenThePointerWanders() {
        let log = EventLog()
        let host = square(TapGesture().onEnded { log.record("tap") })
        host.drag(from: center, to: CGPoint(x: 140, y: 100), steps: 4)
        #expect(log.events.isEmpty)
    }

    @Test func longPressEndsAfterItsDurationWhileHeldAndGestureStateResets() {
        struct Pressable: View {
            let log: EventLog
            @GestureState var isPressing = false
            var body: some View {
                Rectangle().fill(isPressing ? Color.red : Color.blue).frame(width: 200, height: 200)
                    .overlay(Text(isPressing ? "pressing" : "idle"))
                    .gesture(
                        LongPressGesture(minimumDuration: 0.5)
                            .updating($isPressing) { value, state, _ in state = value }
                            .onEnded { _ in log.record("long") })
            }
        }
        let log = EventLog()
        let host = makeHost(Pressable(log: log), width: 200, height: 200)
        host.press(at: center)
        #expect(host.find(text: "pressing") != nil)
        host.advance(by: 0.3)
        #expect(log.events.isEmpty)
        host.advance(by: 0.3)  // no input: the graph's frames find the duration passed
        #expect(log.events == ["long"])
        #expect(host.find(text: "idle") != nil)  // the gesture ended: state is back
        host.release(at: center)
        #expect(log.events == ["long"])
        // A short press fails, and the state resets too.
        host.press(at: center)
        host.advance(by: 0.2)
        host.release(at: center)
        #expect(log.events == ["long"])
        #expect(host.find(text: "idle") != nil)
    }

    @Test func longPressKeepsFramesComingOnlyWhileWaiting() {
        let host = square(LongPressGesture(minimumDuration: 1).onEnded { _ in })
        host.press(at: center)
        #expect(host.withGraph { $0.hasPendingWork })
        host.advance(by: 1.1)
        #expect(!host.withGraph { $0.hasPendingWork })
        host.release(at: center)
    }

    @Test func longPressFailsWhenMovedTooFar() {
        let log = EventLog()
        let host = square(LongPressGesture(maximumDistance: 10).onEnded { _ in log.record("long") })
        host.press(at: center)
        host.move(from: center, to: CGPoint(x: 130, y: 100), steps: 3, duration: 0.1)
        host.advance(by: 1)
        host.release(at: CGPoint(x: 130, y: 100))
        #expect(log.events.isEmpty)
    }

    @Test func longPressBeatsAButtonUnderIt() {
        let log = EventLog()
        let host = makeHost(
            Button("Post") { log.record("button") }.frame(width: 200, height: 200)
                .onLongPressGesture(
                    perform: { log.record("long") }, onPressingChanged: { log.record("pressing \($0)") }),
            width: 200, height: 200)
        host.longPress(at: center, duration: 0.8)
        #expect(log.events == ["pressing true", "pressing false", "long"])
        host.tap(at: center)
        #expect(log.events.suffix(3) == ["pressing true", "pressing false", "button"])
    }

    @Test func dragReportsTranslationVelocityAndPrediction() {
        let values = Recorder<DragGesture.Value?>(nil)
        let ended = Recorder<DragGesture.Value?>(nil)
        let host = square(DragGesture().onChanged { values.record($0) }.onEnded { ended.record($0) })
        host.press(at: CGPoint(x: 50, y: 50))
        host.move(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 56, y: 50), steps: 2, duration: 0.05)
        #expect(values.history.isEmpty)  // under the minimum distance of 10
        host.move(from: CGPoint(x: 56, y: 50), to: CGPoint(x: 150, y: 50), steps: 10, duration: 0.5)
        host.release(at: CGPoint(x: 150, y: 50))
        #expect(values.history.count == 10)
        let end = try! #require(ended.value)
        #expect(end.startLocation == CGPoint(x: 50, y: 50))
        #expect(end.location == CGPoint(x: 150, y: 50))
        #expect(end.translation == CGSize(width: 100, height: 0))
        // 94 points in 0.5 s at a steady pace: 188 pt/s.
        #expect(abs(end.velocity.width - 188) < 1)
        #expect(end.velocity.height == 0)
        #expect(abs(end.predictedEndLocation.x - (150 + 188 * 0.499)) < 1)
        #expect(abs(end.predictedEndTranslation.width - (100 + 188 * 0.499)) < 1)
        #expect(end.time.timeIntervalSinceReferenceDate > 0)
    }

    @Test func dragInNamedAndGlobalCoordinateSpaces() {
        let named = Recorder<CGPoint>(.zero)
        let global = Recorder<CGPoint>(.zero)
        let host = makeHost(
            VStack {
                Rectangle().frame(width: 100, height: 100)
                    .gesture(
                        DragGesture(coordinateSpace: .named("board")).onEnded { named.record($0.startLocation) }
                    )
                    .simultaneousGesture(
                        DragGesture(coordinateSpace: .global).onEnded { global.record($0.startLocation) })
            }
            .padding(50)
            .coordinateSpace(name: "board"),
            width: 400, height: 400)
        // The square is at (150, 150); the named space's origin at (100, 100).
        host.drag(from: CGPoint(x: 160, y: 170), to: CGPoint(x: 200, y: 170))
        #expect(named.value == CGPoint(x: 60, y: 70))
        #expect(global.value == CGPoint(x: 160, y: 170))
    }

    @Test func dragStateFollowsAndResets() {
        struct Draggable: View {
            @GestureState var offset = CGSize.zero
            @State var position = CGSize.zero
            var body: some View {
                Circle().frame(width: 40, height: 40)
                    .offset(x: position.width + offset.width, y: position.height + offset.height)
                    .gesture(
                        DragGesture()
                            .updating($offset) { value, state, _ in state = value.translation }
                            .onEnded { value in position.width += value.translation.width }
                    )
                    .frame(width: 300, height: 300, alignment: .topLeading)
                    .accessibilityIdentifier("board")
            }
        }
        let host = makeHost(Draggable(), width: 300, height: 300)
        host.press(at: CGPoint(x: 20, y: 20))
        host.move(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 80, y: 20), steps: 6)
        #expect(lines(of: host.dump(), containing: "Circle").first?.contains("(60, 0, 40, 40)") == true)
        host.release(at: CGPoint(x: 80, y: 20))
        #expect(lines(of: host.dump(), containing: "Circle").first?.contains("(60, 0, 40, 40)") == true)
        // A cancelled drag resets the state and does not move the position.
        host.press(at: CGPoint(x: 80, y: 20))
        host.move(from: CGPoint(x: 80, y: 20), to: CGPoint(x: 80, y: 120), steps: 5)
        #expect(lines(of: host.dump(), containing: "Circle").first?.contains("(60, 100, 40, 40)") == true)
        host.withGraph { $0.pointerCancel() }
        host.runFrame()
        #expect(lines(of: host.dump(), containing: "Circle").first?.contains("(60, 0, 40, 40)") == true)
    }

    @Test func aDragInsideAButtonTakesThePress() {
        let log = EventLog()
        let host = makeHost(
            Button("Row") { log.record("button") }.frame(width: 200, height: 200)
                .gesture(DragGesture().onEnded { _ in log.record("drag") }),
            width: 200, height: 200)
        host.drag(from: center, to: CGPoint(x: 100, y: 160))
        #expect(log.events == ["drag"])
        host.tap(at: center)
        #expect(log.events == ["drag", "button"])
    }

    @Test func priorityDecidesBetweenAButtonAndATapOnItsContainer() {
        let log = EventLog()
        func host(_ kind: String) -> ViewHost {
            let button = Button("Inner") { log.record("button") }.frame(width: 200, height: 200)
            let tap = TapGesture().onEnded { log.record("tap") }
            switch kind {
            case "high": return makeHost(button.highPriorityGesture(tap), width: 200, height: 200)
            case "simultaneous": return makeHost(button.simultaneousGesture(tap), width: 200, height: 200)
            default: return makeHost(button.gesture(tap), width: 200, height: 200)
            }
        }
        host("normal").tap(at: center)
        #expect(log.events == ["button"])
        log.clear()
        host("high").tap(at: center)
        #expect(log.events == ["tap"])
        log.clear()
        host("simultaneous").tap(at: center)
        #expect(Set(log.events) == ["button", "tap"])
    }

    @Test func highPriorityDragTakesThePressFromAnInnerDrag() {
        let log = EventLog()
        let host = makeHost(
            Rectangle().frame(width: 200, height: 200)
                .gesture(DragGesture().onChanged { _ in log.record("inner") }.onEnded { _ in log.record("inner end") })
                .highPriorityGesture(DragGesture(minimumDistance: 30).onEnded { _ in log.record("outer end") }),
            width: 200, height: 200)
        host.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 180, y: 100), steps: 8)
        #expect(log.events.first == "inner")
        #expect(log.events.last == "outer end")
        #expect(!log.events.contains("inner end"))
    }

    @Test func maskTurnsOffTheGestureOrTheSubviews() {
        let log = EventLog()
        func host(_ mask: GestureMask) -> ViewHost {
            makeHost(
                Button("Inner") { log.record("button") }.frame(width: 200, height: 200)
                    .gesture(TapGesture().onEnded { log.record("tap") }, including: mask),
                width: 200, height: 200)
        }
        host(.gesture).tap(at: center)  // the button inside is off: the tap wins
        #expect(log.events == ["tap"])
        log.clear()
        host(.subviews).tap(at: center)
        #expect(log.events == ["button"])
        log.clear()
        host(.none).tap(at: center)
        #expect(log.events.isEmpty)
    }

    @Test func sequencedLongPressThenDrag() {
        let values = Recorder<SequenceGesture<LongPressGesture, DragGesture>.Value?>(nil)
        let ended = Recorder<CGSize?>(nil)
        let host = square(
            LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture(minimumDistance: 0))
                .onChanged { values.record($0) }
                .onEnded { value in
                    if case .second(true, let drag?) = value { ended.record(drag.translation) }
                })
        host.press(at: center)
        guard case .first(true) = values.value else {
            Issue.record("pressing first: \(String(describing: values.value))")
            return
        }
        host.advance(by: 0.4)
        guard case .second(true, _) = values.value else {
            Issue.record("second: \(String(describing: values.value))")
            return
        }
        host.move(from: center, to: CGPoint(x: 100, y: 40), steps: 3)
        guard case .second(true, let drag?) = values.value else {
            Issue.record("dragging")
            return
        }
        #expect(drag.translation == CGSize(width: 0, height: -60))
        host.release(at: CGPoint(x: 100, y: 40))
        #expect(ended.value == CGSize(width: 0, height: -60))
    }

    @Test func exclusiveGesturePrefersTheFirst() {
        let log = EventLog()
        let host = square(
            TapGesture(count: 2).onEnded { log.record("double") }
                .exclusively(before: TapGesture().onEnded { log.record("single") }))
        host.tap(at: center)
        #expect(log.events == ["single"])
        host.advance(by: 0.1)
        host.tap(at: center)
        #expect(log.events == ["single", "double"])
    }

    @Test func customGestureBodiesAndMap() {
        struct Swipe: Gesture {
            var body: some Gesture<String> {
                DragGesture(minimumDistance: 20).map { $0.translation.width > 0 ? "right" : "left" }
            }
        }
        let log = EventLog()
        let host = square(Swipe().onEnded { log.record($0) })
        host.drag(from: center, to: CGPoint(x: 20, y: 100))
        host.drag(from: center, to: CGPoint(x: 190, y: 100))
        #expect(log.events == ["left", "right"])
    }

    @Test func disabledViewsIgnoreGestures() {
        let log = EventLog()
        let host = makeHost(
            Rectangle().frame(width: 200, height: 200).onTapGesture { log.record("tap") }.disabled(true),
            width: 200, height: 200)
        host.tap(at: center)
        #expect(log.events.isEmpty)
    }

    @Test func gestureStateResetsWithItsResetTransaction() {
        struct Springy: View {
            @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) var offset = CGFloat(0)
            var body: some View {
                Circle().frame(width: 40, height: 40)
                    .offset(x: offset)
                    .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation.width })
                    .frame(width: 300, height: 100, alignment: .leading)
            }
        }
        let host = makeHost(Springy(), width: 300, height: 100)
        host.drag(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 120, y: 50), steps: 5)
        // Released: the circle slides back over one second instead of jumping.
        host.advance(by: 0.5)
        let line = lines(of: host.dump(), containing: "Circle").first ?? ""
        #expect(line.contains("drawn at (50, 30, 40, 40)"), "mid-way: \(line)")
        host.advance(by: 0.6)
        let end = lines(of: host.dump(), containing: "Circle").first ?? ""
        #expect(end.contains("(0, 30, 40, 40)") && !end.contains("drawn at"), "back: \(end)")
    }

    @Test func simultaneousGestureReportsBothValues() {
        let values = Recorder<SimultaneousGesture<LongPressGesture, DragGesture>.Value?>(nil)
        let ended = Recorder<SimultaneousGesture<LongPressGesture, DragGesture>.Value?>(nil)
        let host = square(
            LongPressGesture(minimumDuration: 0.2).simultaneously(with: DragGesture())
                .onChanged { values.record($0) }
                .onEnded { ended.record($0) })
        host.press(at: center)
        #expect(values.value?.first == true && values.value?.second == nil)
        host.advance(by: 0.3)  // the long press ends; the drag still waits
        #expect(ended.value == nil)
        host.move(from: center, to: CGPoint(x: 150, y: 100), steps: 5)
        #expect(values.value?.second?.translation == CGSize(width: 50, height: 0))
        host.release(at: CGPoint(x: 150, y: 100))
        #expect(ended.value?.first == true)
        #expect(ended.value?.second?.translation == CGSize(width: 50, height: 0))
    }
}
