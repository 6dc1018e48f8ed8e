import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

extension HorizontalAlignment {
    /// A custom guide for tests: defaults to the leading edge.
    fileprivate enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }
    fileprivate static let marker = HorizontalAlignment(Marker.self)
}

/// frame, padding, fixedSize, offset, position, overlay/background, alignmentGuide, aspectRatio,
/// GeometryReader and the safe area, in a 400 × 300 window with fixed-metric text (8 × 16).
@MainActor
@Suite("Frames and layout modifiers behave as SwiftUI's")
struct FrameModifierBehaviourTests {

    // MARK: frame(width:height:alignment:)

    @Test func fixedFrameAlignsItsContent() {
        let bottomTrailing = makeGraph(Text("Hi").frame(width: 100, height: 50, alignment: .bottomTrailing))
        #expect(
            bottomTrailing.dump() == """
                frame (150, 125, 100, 50)
                  Text (234, 159, 16, 16) "Hi"
                """)
        let topLeading = makeGraph(Text("Hi").frame(width: 100, height: 50, alignment: .topLeading))
        #expect(
            topLeading.dump() == """
                frame (150, 125, 100, 50)
                  Text (150, 125, 16, 16) "Hi"
                """)
    }

    @Test func fixedFrameOnOneAxisTakesTheContentsOtherSize() {
        let graph = makeGraph(Text("Hi").frame(width: 100))
        #expect(lines(of: graph.dump(), containing: "frame") == ["frame (150, 142, 100, 16)"])
    }

    @Test func fixedFrameSmallerThanContentLetsItOverflow() {
        let graph = makeGraph(Color.red.frame(width: 40, height: 40).frame(width: 10, height: 10))
        #expect(
            graph.dump() == """
                frame (195, 145, 10, 10)
                  frame (180, 130, 40, 40)
                    Color (180, 130, 40, 40) red
                """)
    }

    // MARK: Flexible frames

    @Test func minWidthGrowsTheFrameNotTheText() {
        let graph = makeGraph(Text("Hi").frame(minWidth: 100))
        #expect(
            graph.dump() == """
                frame (150, 142, 100, 16)
                  Text (192, 142, 16, 16) "Hi"
                """)
    }

    @Test func maxWidthTakesTheProposalUpToTheMaximum() {
        let graph = makeGraph(Text("Hi").frame(maxWidth: 50))
        #expect(
            graph.dump() == """
                frame (175, 142, 50, 16)
                  Text (192, 142, 16, 16) "Hi"
                """)
    }

    @Test func idealWidthIsUsedWhenTheParentAsksForTheIdealSize() {
        let graph = makeGraph(Text("Hi").frame(idealWidth: 120).fixedSize())
        #expect(
            graph.dump() == """
                fixedSize (140, 142, 120, 16)
                  frame (140, 142, 120, 16)
                    Text (192, 142, 16, 16) "Hi"
                """)
    }

    @Test func infiniteMaxWidthFillsTheWidthAndAligns() {
        let graph = makeGraph(Text("Hi").frame(maxWidth: .infinity, alignment: .trailing))
        #expect(
            graph.dump() == """
                frame (0, 142, 400, 16)
                  Text (384, 142, 16, 16) "Hi"
                """)
        let both = makeGraph(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading))
        #expect(
            both.dump() == """
                frame (0, 0, 400, 300)
                  Text (0, 284, 16, 16) "Hi"
                """)
    }

    @Test func minHeightAboveTheProposalOverflowsTheWindow() {
        let graph = makeGraph(Color.red.frame(minHeight: 400))
        #expect(lines(of: graph.dump(), containing: "frame") == ["frame (0, -50, 400, 400)"])
    }

    // MARK: padding

    @Test func defaultPaddingIsSixteenOnEveryEdge() {
        let graph = makeGraph(Text("Hi").padding())
        #expect(
            graph.dump() == """
                padding (176, 126, 48, 48)
                  Text (192, 142, 16, 16) "Hi"
                """)
    }

    @Test func paddingOnChosenEdgesWithLengths() {
        #expect(
            makeGraph(Text("Hi").padding(.horizontal, 10)).dump() == """
                padding (182, 142, 36, 16)
                  Text (192, 142, 16, 16) "Hi"
                """)
        #expect(
            makeGraph(Text("Hi").padding(.top, 5)).dump() == """
                padding (192, 139.5, 16, 21)
                  Text (192, 144.5, 16, 16) "Hi"
                """)
        #expect(
            makeGraph(Text("Hi").padding(.leading)).dump() == """
                padding (184, 142, 32, 16)
                  Text (200, 142, 16, 16) "Hi"
                """)
        #expect(
            makeGraph(Text("Hi").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))).dump() == """
                padding (189, 140, 22, 20)
                  Text (191, 141, 16, 16) "Hi"
                """)
    }

    @Test func paddingShrinksWhatTheContentIsOffered() {
        let host = makeHost(Text("aaaa bbbb").padding(.horizontal, 20).frame(width: 80))
        #expect(host.frame(ofText: "aaaa bbbb")?.size == CGSize(width: 32, height: 32))
    }

    // MARK: fixedSize

    @Test func textWrapsInANarrowFrameUnlessFixedSize() {
        let wrapped = makeGraph(Text("Hello world").frame(width: 50))
        #expect(
            wrapped.dump() == """
                frame (175, 134, 50, 32)
                  Text (180, 134, 40, 32) "Hello world"
                """)
        let fixed = makeGraph(Text("Hello world").fixedSize().frame(width: 50))
        #expect(
            fixed.dump() == """
                frame (175, 142, 50, 16)
                  fixedSize (156, 142, 88, 16)
                    Text (156, 142, 88, 16) "Hello world"
                """)
    }

    @Test func verticalFixedSizeKeepsEveryLineInAShortFrame() {
        let cut = makeHost(Text("Hello world").frame(width: 50, height: 10))
        #expect(cut.frame(ofText: "Hello world")?.height == 16)
        let full = makeHost(
            Text("Hello world").fixedSize(horizontal: false, vertical: true).frame(width: 50, height: 10))
        #expect(full.frame(ofText: "Hello world") == CGRect(x: 180, y: 134, width: 40, height: 32))
    }

    // MARK: offset and position

    @Test func offsetMovesTheDrawingButNotTheLayout() {
        let graph = makeGraph(
            HStack {
                Text("A").offset(x: 10, y: 5)
                Text("B")
            })
        #expect(
            graph.dump() == """
                HStack (188, 142, 24, 16)
                  offset (188, 142, 8, 16)
                    Text (198, 147, 8, 16) "A"
                  Text (204, 142, 8, 16) "B"
                """)
    }

    @Test func positionCentersTheViewAtAPointAndTakesAllTheSpace() {
        let graph = makeGraph(Text("Hi").position(x: 50, y: 20))
        #expect(
            graph.dump() == """
                position (0, 0, 400, 300)
                  Text (42, 12, 16, 16) "Hi"
                """)
    }

    // MARK: overlay and background

    @Test func backgroundTakesTheSizeOfTheViewItDecorates() {
        let host = makeHost(Text("Hello").padding(4).background(Color.red))
        let dump = host.dump()
        #expect(lines(of: dump, containing: "Color") == ["  Color (176, 138, 48, 24) red"], "\(dump)")
        #expect(lines(of: dump, containing: "background") == ["background (176, 138, 48, 24)"], "\(dump)")
    }

    @Test func overlayIsAlignedInsideTheDecoratedView() {
        let host = makeHost(Color.blue.frame(width: 100, height: 40).overlay(Text("X"), alignment: .topTrailing))
        #expect(host.frame(ofText: "X") == CGRect(x: 242, y: 130, width: 8, height: 16))
        let closureForm = makeHost(
            Color.blue.frame(width: 100, height: 40).overlay(alignment: .bottomLeading) { Text("X") })
        #expect(closureForm.frame(ofText: "X") == CGRect(x: 150, y: 154, width: 8, height: 16))
    }

    @Test func largerOverlayDoesNotChangeTheLayout() {
        let graph = makeGraph(
            HStack {
                Color.red.frame(width: 20, height: 20).overlay(Color.blue.frame(width: 50, height: 50))
                Text("A")
            })
        let dump = graph.dump()
        #expect(lines(of: dump, containing: "HStack") == ["HStack (182, 140, 36, 20)"], "\(dump)")
        #expect(lines(of: dump, containing: "overlay") == ["  overlay (182, 140, 20, 20)"], "\(dump)")
        #expect(lines(of: dump, containing: "Color (167, 125, 50, 50) blue").count == 1, "\(dump)")
    }

    @Test func backgroundLayerIsDrawnFirst() {
        let host = makeHost(Color.red.frame(width: 10, height: 10).background(Color.blue))
        let fills = lines(of: host.dumpDisplayList(), containing: "fill")
        #expect(fills.count == 2)
        #expect(fills.first?.contains("#007AFFFF") == true, "\(fills)")
        #expect(fills.last?.contains("#FF3B30FF") == true, "\(fills)")
    }

    // MARK: alignmentGuide

    @Test func customAlignmentGuideLinesUpDifferentPoints() {
        let host = makeHost(
            VStack(alignment: .marker) {
                Text("AAAA").alignmentGuide(.marker) { d in d.width }
                Text("BB")
            })
        // AAAA's marker is its trailing edge, BB's its leading edge (the default): BB starts where AAAA ends.
        #expect(host.frame(ofText: "AAAA") == CGRect(x: 176, y: 130, width: 32, height: 16))
        #expect(host.frame(ofText: "BB") == CGRect(x: 208, y: 154, width: 16, height: 16))
    }

    @Test func builtInGuideCanBeMoved() {
        let host = makeHost(
            VStack(alignment: .leading) {
                Text("AAAA")
                Text("BB").alignmentGuide(.leading) { _ in -16 }
            })
        #expect(host.frame(ofText: "AAAA")?.minX == 184)
        #expect(host.frame(ofText: "BB")?.minX == 200)
    }

    @Test func verticalGuideInAnHStack() {
        let host = makeHost(
            HStack {
                Color.red.frame(width: 10, height: 40)
                Text("A").alignmentGuide(VerticalAlignment.center) { d in d[.top] }
            })
        // A's top sits on the red bar's center.
        #expect(host.frame(ofText: "A")?.minY == 150)
    }

    // MARK: aspectRatio

    @Test func aspectRatioFitAndFill() {
        let fit = makeGraph(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100))
        #expect(lines(of: fit.dump(), containing: "Color") == ["    Color (150, 125, 100, 50) red"], "\(fit.dump())")
        let fill = makeGraph(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100))
        #expect(lines(of: fill.dump(), containing: "Color") == ["    Color (100, 100, 200, 100) red"], "\(fill.dump())")
        let bySize = makeGraph(
            Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit).frame(width: 100, height: 100))
        #expect(lines(of: bySize.dump(), containing: "Color") == ["    Color (150, 112.5, 100, 75) red"])
    }

    // MARK: GeometryReader

    @Test func geometryReaderTakesAllItIsOfferedAndPlacesContentTopLeading() {
        let host = makeHost(GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") })
        #expect(host.frame(ofText: "400x300") == CGRect(x: 0, y: 0, width: 56, height: 16))
    }

    @Test func geometryReaderInAStackGetsTheRemainingSpace() {
        let graph = makeGraph(
            VStack(spacing: 0) {
                Text("Top")
                GeometryReader { _ in Color.red }
            })
        #expect(lines(of: graph.dump(), containing: "GeometryReader") == ["  GeometryReader (0, 16, 400, 284)"])
        let sized = makeHost(
            GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
                .frame(width: 120, height: 80))
        #expect(sized.find(text: "120x80") != nil, "\(sized.texts)")
    }

    // MARK: Safe area

    @Test func contentStaysInsideTheSafeArea() {
        let graph = makeGraph(Color.red)
        graph.safeAreaInsets = EdgeInsets(top: 20, leading: 5, bottom: 10, trailing: 15)
        graph.runFrame()
        #expect(graph.dump() == "Color (5, 20, 380, 270) red")
    }

    @Test func ignoresSafeAreaExtendsToTheChosenEdges() {
        let all = makeGraph(Color.red.ignoresSafeArea())
        all.safeAreaInsets = EdgeInsets(top: 20, leading: 5, bottom: 10, trailing: 15)
        all.runFrame()
        #expect(lines(of: all.dump(), containing: "Color") == ["  Color (0, 0, 400, 300) red"], "\(all.dump())")
        let top = makeGraph(Color.red.ignoresSafeArea(edges: .top))
        top.safeAreaInsets = EdgeInsets(top: 20, leading: 5, bottom: 10, trailing: 15)
        top.runFrame()
        #expect(lines(of: top.dump(), containing: "Color") == ["  Color (5, 0, 380, 290) red"], "\(top.dump())")
    }

    @Test func geometryProxyReportsTheSafeAreaItOverlaps() {
        let seen = Recorder<CGFloat>(-1)
        let graph = ViewGraph(
            root: GeometryReader { proxy in
                Color.clear.preference(key: InsetsKey.self, value: proxy.safeAreaInsets.top)
            }
            .ignoresSafeArea()
            .onPreferenceChange(InsetsKey.self) { seen.record($0) },
            size: CGSize(width: 400, height: 300), textEngine: MonospaceTextLayoutEngine())
        graph.safeAreaInsets = EdgeInsets(top: 20, leading: 5, bottom: 10, trailing: 15)
        graph.runFrame()
        graph.runFrame()
        #expect(seen.value == 20, "\(seen.history)")
    }

    @Test func geometryProxySeesASafeAreaChangeAfterMounting() {
        let seen = Recorder<CGFloat>(-1)
        let graph = makeGraph(
            GeometryReader { proxy in
                Color.clear.preference(key: InsetsKey.self, value: proxy.safeAreaInsets.top)
            }
            .ignoresSafeArea()
            .onPreferenceChange(InsetsKey.self) { seen.record($0) })
        graph.safeAreaInsets = EdgeInsets(top: 20, leading: 5, bottom: 10, trailing: 15)
        graph.runFrame()
        graph.runFrame()
        #expect(seen.value == 20, "\(seen.history)")
    }
}

/// The top safe-area inset a geometry reader saw.
private struct InsetsKey: PreferenceKey {
    static var defaultValue: CGFloat { -1 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
