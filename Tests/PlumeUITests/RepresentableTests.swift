import Foundation
import PlumeCairo
import PlumeTesting
import Testing

@testable import PlumeUI

/// `UIViewRepresentable` and `NSViewRepresentable` hosting an `ImperativeView`, driven as a person
/// would: mount, tap a button that changes state, tap and drag on the hosted view, remove it; and
/// look at the layout dump, the display list and the pixels.
@Suite("Representables")
struct RepresentableTests {
    private func swatchNode(_ host: ViewHost) -> String? {
        lines(of: host.dump(), containing: "SwatchView").first
    }

    /// The frame of the first swatch in the layout dump.
    private func swatchFrame(_ host: ViewHost) throws -> CGRect {
        let line = try #require(swatchNode(host), "no swatch in \(host.dump())")
        let inside = line.split(separator: "(")[1].split(separator: ")")[0]
        let n = inside.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        try #require(n.count == 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    @Test func makesTheViewOnceAndUpdatesItOnEveryChange() throws {
        let log = RepresentableLog()
        let host = makeHost(SwatchScreen(log: log))
        #expect(log.made.count == 1)
        #expect(log.updates == 1, "updated right after it is made")
        let first = try #require(log.made.first)
        #expect(host.tap("Next"))
        #expect(log.made == [first], "the same identity keeps the same object")
        #expect(log.updates == 2)
        #expect(host.tap("Next"))
        #expect(log.updates == 3)
        #expect(log.made.count == 1)
    }

    @Test func drawingIsInTheDisplayListAndThePicture() throws {
        let log = RepresentableLog()
        let host = makeHost(SwatchScreen(log: log))
        let frame = try swatchFrame(host)
        #expect(frame.size == CGSize(width: 100, height: 80) && frame.minX == 150, "\(host.dump())")
        let dump = host.dumpDisplayList()
        let origin = "\(formatNumber(frame.minX)) \(formatNumber(frame.minY))"
        #expect(
            dump.contains("transform [1 0 0 1 \(origin)]\n  fill #FF3B30FF M 2 2 L 98 2 L 98 78 L 2 78 Z"), "\(dump)")
        let image = try host.render()
        let scale = host.scale
        func pixel(_ x: CGFloat, _ y: CGFloat) -> RenderedImage.Pixel {
            image.pixel(x: Int((frame.minX + x) * scale), y: Int((frame.minY + y) * scale))
        }
        #expect(pixel(50, 40) == RenderedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(pixel(1, 1) != pixel(50, 40), "the 2-point inset is not painted")
    }

    @Test func redrawsOnlyWhenToldToOrWhenItsSizeOrEnvironmentChanges() throws {
        let log = RepresentableLog()
        let host = makeHost(SwatchScreen(log: log))
        #expect(log.draws == 1)
        host.advance(by: 0.5)
        #expect(log.draws == 1, "frames without changes reuse the drawing")
        #expect(host.tap("Next"))
        #expect(log.draws == 2, "updateUIView set a new color, which calls setNeedsDisplay")
        #expect(host.dumpDisplayList().contains("fill #007AFFFF M 2 2"))
        host.setColorScheme(.dark)
        host.advance(by: 0.1)
        #expect(log.draws == 3)
        #expect(host.dumpDisplayList().contains("fill #0A84FFFF M 2 2"), "colors resolve in the new scheme")
    }

    @Test func tapsReachTheViewAndWriteBackThroughTheCoordinator() throws {
        let log = RepresentableLog()
        let host = makeHost(SwatchScreen(log: log))
        #expect(host.find(text: "Taps 0") != nil)
        let frame = try swatchFrame(host)
        host.tap(at: CGPoint(x: frame.minX + 10, y: frame.minY + 11))
        #expect(log.touches.map(\.phase) == [.began, .ended])
        #expect(log.touches.first?.location == CGPoint(x: 10, y: 11), "touches are in the view's own coordinates")
        #expect(host.find(text: "Taps 1") != nil, "the coordinator wrote into the @Binding")
        host.tap(at: CGPoint(x: frame.maxX - 5, y: frame.maxY - 5))
        #expect(host.find(text: "Taps 2") != nil)
        host.tap(at: CGPoint(x: frame.minX - 10, y: frame.midY))
        #expect(host.find(text: "Taps 2") != nil, "a press beside the view does not reach it")
    }

    @Test func dragsDeliverMovesWithThePreviousLocation() throws {
        let log = RepresentableLog()
        let host = makeHost(SwatchScreen(log: log))
        let frame = try swatchFrame(host)
        host.drag(
            from: CGPoint(x: frame.minX + 10, y: frame.minY + 41), to: CGPoint(x: frame.minX + 110, y: frame.minY + 41),
            steps: 4)
        let phases = log.touches.map(\.phase)
        #expect(phases.first == .began && phases.last == .ended)
        #expect(phases.filter { $0 == .moved }.count == 4)
        let moves = log.touches.filter { $0.phase == .moved }
        #expect(moves.first?.previousLocation == CGPoint(x: 10, y: 41))
        #expect(moves.last?.location == CGPoint(x: 110, y: 41), "moves outside the view still reach it")
        #expect(zip(moves, moves.dropFirst()).allSatisfy { $0.location == $1.previousLocation })
    }

    @Test func removalDismantlesAndLetsGoOfTheViewAndCoordinator() throws {
        let log = RepresentableLog()
        let host = makeHost(SwatchScreen(log: log))
        #expect(log.swatch != nil)
        #expect(log.dismantled.isEmpty)
        #expect(host.tap("Remove"))
        #expect(log.dismantled.count == 1)
        #expect(log.dismantled.first?.view == log.made.first)
        #expect(log.dismantled.first?.coordinator != nil)
        #expect(log.swatch == nil, "nothing keeps the view object once it is dismantled")
        #expect(swatchNode(host) == nil)
    }

    @Test func intrinsicSizeSizesTheViewWhenSizeThatFitsHasNoAnswer() throws {
        let log = RepresentableLog()
        let host = makeHost(
            VStack(spacing: 0) {
                SwatchView(log: log, value: 0, taps: .constant(0), natural: CGSize(width: 120, height: 40))
                SwatchView(log: log, value: 0, taps: .constant(0))
                    .frame(height: 30)
            })
        let nodes = lines(of: host.dump(), containing: "SwatchView")
        #expect(nodes.count == 2)
        #expect(nodes.first?.contains("(140, 115, 120, 40)") == true, "\(host.dump())")
        #expect(nodes.last?.contains("(0, 155, 400, 30)") == true, "without an intrinsic size it takes the proposal")
    }

    @Test func sizeThatFitsOverridesTheIntrinsicSize() throws {
        let log = RepresentableLog()
        var proposals: [ProposedViewSize] = []
        let host = makeHost(
            SwatchView(
                log: log, value: 0, taps: .constant(0), natural: CGSize(width: 120, height: 40),
                fits: { proposal in
                    proposals.append(proposal)
                    return CGSize(width: (proposal.width ?? 100) / 2, height: 50)
                }))
        #expect(swatchNode(host)?.contains("(100, 125, 200, 50)") == true, "\(host.dump())")
        #expect(proposals.contains(ProposedViewSize(width: 400, height: 300)))
    }

    @Test func intrinsicSizeChangesFromTheViewRelayOutWithoutAnUpdate() throws {
        let log = RepresentableLog()
        let host = makeHost(SwatchView(log: log, value: 0, taps: .constant(0), natural: CGSize(width: 50, height: 50)))
        #expect(swatchNode(host)?.contains("(175, 125, 50, 50)") == true)
        let updates = log.updates
        log.swatch?.natural = CGSize(width: 80, height: 20)
        host.advance(by: 0.1)
        #expect(swatchNode(host)?.contains("(160, 140, 80, 20)") == true, "\(host.dump())")
        #expect(log.updates == updates, "the representable's update is not called for the object's own change")
    }

    @Test func unusableSizesAreClampedAndReported() throws {
        let log = RepresentableLog()
        let host = makeHost(
            SwatchView(
                log: log, value: 0, taps: .constant(0), natural: CGSize(width: 60, height: 40),
                fits: { _ in CGSize(width: CGFloat.nan, height: -5) }))
        #expect(swatchNode(host)?.contains("(170, 150, 60, 0)") == true, "\(host.dump())")
        let diagnostics = host.withGraph { $0.diagnostics }
        #expect(
            diagnostics.contains {
                $0.contains("SwatchView: sizeThatFits(_:uiView:context:) returned (nan, -5)")
            }, "\(diagnostics)")
    }

    @Test func nsViewRepresentableHostsTheSameWay() throws {
        let log = RepresentableLog()
        struct Screen: View {
            let log: RepresentableLog
            @State var value = 0
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { SwatchNSView(log: log, value: value).frame(width: 40, height: 40) }
                    Button("Next") { value += 1 }
                    Button("Remove") { shown = false }
                }
            }
        }
        let host = makeHost(Screen(log: log))
        #expect(log.made.count == 1 && log.updates == 1)
        #expect(host.dumpDisplayList().contains("fill #FF3B30FF M 2 2 L 38 2"))
        #expect(host.tap("Next"))
        #expect(log.made.count == 1 && log.updates == 2)
        #expect(host.dumpDisplayList().contains("fill #007AFFFF M 2 2 L 38 2"))
        #expect(host.tap("Remove"))
        #expect(log.dismantled.count == 1)
    }

    @Test func aScrollViewThatTakesTheDragCancelsTheTouch() throws {
        let log = RepresentableLog()
        let host = makeHost(
            ScrollView {
                VStack(spacing: 0) {
                    SwatchView(log: log, value: 0, taps: .constant(0)).frame(height: 100)
                    Color.gray.frame(height: 600)
                }
            })
        let frame = try swatchFrame(host)
        host.drag(from: CGPoint(x: frame.midX, y: frame.midY), to: CGPoint(x: frame.midX, y: frame.midY - 60))
        let phases = log.touches.map(\.phase)
        #expect(phases.first == .began)
        #expect(phases.last == .cancelled, "\(phases)")
        #expect(!phases.contains(.ended))
        #expect(try swatchFrame(host).minY < frame.minY, "the scroll view scrolled")
    }

    @Test func anAnimatedFrameChangeScalesTheDrawingUntilItArrives() throws {
        struct Growing: View {
            let log: RepresentableLog
            @State private var wide = false
            var body: some View {
                VStack {
                    SwatchView(log: log, value: 0, taps: .constant(0)).frame(width: wide ? 200 : 100, height: 80)
                    Button("Grow") { withAnimation(.linear(duration: 1)) { wide = true } }
                }
            }
        }
        let log = RepresentableLog()
        let host = makeHost(Growing(log: log))
        #expect(host.tap("Grow"))
        host.advance(by: 0.5)
        let halfway = host.dumpDisplayList()
        #expect(halfway.contains("transform [0.75 0 0 1 "), "drawn at 200 wide, shown at 150: \(halfway)")
        #expect(halfway.contains("fill #FF3B30FF M 2 2 L 198 2"), "drawn once at the new size")
        host.advance(by: 0.6)
        #expect(host.dumpDisplayList().contains("transform [1 0 0 1 "))
        #expect(log.draws == 2, "the animation scales one drawing instead of redrawing every frame")
    }
}
