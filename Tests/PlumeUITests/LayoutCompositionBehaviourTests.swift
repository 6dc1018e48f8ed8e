import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Common combinations of stacks, frames and modifiers from tutorials, in a 400 × 300 window with
/// fixed-metric text (8 × 16 per character).
@MainActor
@Suite("Layout compositions")
struct LayoutCompositionBehaviourTests {

    @Test func leadingAlignedRowsInAVStack() {
        let graph = makeGraph(
            VStack {
                Text("A").frame(maxWidth: .infinity, alignment: .leading)
                Text("BBBB")
            })
        #expect(
            graph.dump() == """
                VStack (0, 130, 400, 40)
                  frame (0, 130, 400, 16)
                    Text (0, 130, 8, 16) "A"
                  Text (184, 154, 32, 16) "BBBB"
                """)
    }

    @Test func modifierOrderMatters() {
        let graph = makeGraph(Text("Hi").padding(4).background(Color.red).padding(4))
        #expect(
            graph.dump() == """
                padding (184, 134, 32, 32)
                  background (188, 138, 24, 24)
                    padding (188, 138, 24, 24)
                      Text (192, 142, 16, 16) "Hi"
                    Color (188, 138, 24, 24) red
                """)
        let reversed = makeGraph(Text("Hi").background(Color.red).padding(8))
        #expect(lines(of: reversed.dump(), containing: "Color") == ["    Color (192, 142, 16, 16) red"])
    }

    @Test func offsetOnAContainerMovesItsChildren() {
        let graph = makeGraph(
            VStack {
                Text("A")
                Text("B")
            }.offset(x: 20, y: -10))
        #expect(
            graph.dump() == """
                offset (196, 130, 8, 40)
                  VStack (216, 120, 8, 40)
                    Text (216, 120, 8, 16) "A"
                    Text (216, 144, 8, 16) "B"
                """)
    }

    @Test func positionIsRelativeToTheOfferedSpace() {
        let graph = makeGraph(Text("Hi").position(x: 10, y: 10).frame(width: 100, height: 100))
        #expect(
            graph.dump() == """
                frame (150, 100, 100, 100)
                  position (150, 100, 100, 100)
                    Text (152, 102, 16, 16) "Hi"
                """)
    }

    @Test func anHStackWiderThanTheWindowOverflowsBothSides() {
        let graph = makeGraph(
            HStack(spacing: 0) {
                Color.red.frame(width: 300)
                Color.blue.frame(width: 300)
            }.frame(height: 10))
        #expect(lines(of: graph.dump(), containing: "HStack") == ["  HStack (-100, 145, 600, 10)"])
    }

    @Test func bottomAlignmentUsesEachChildsBottom() {
        let host = makeHost(
            HStack(alignment: .bottom) {
                VStack {
                    Text("A")
                    Text("B")
                }
                Text("C")
            })
        #expect(host.frame(ofText: "C")?.maxY == host.frame(ofText: "B")?.maxY)
        #expect(host.frame(ofText: "C")?.minY == 154)
    }

    @Test func titleSpacerValueRow() {
        let host = makeHost(
            HStack {
                Text("Title")
                Spacer()
                Text("12")
            }.padding(.horizontal))
        #expect(host.frame(ofText: "Title")?.minX == 16)
        #expect(host.frame(ofText: "12")?.maxX == 384)
    }

    @Test func frameAlignmentPlacesAStack() {
        let host = makeHost(
            VStack { Text("A") }.frame(width: 100, height: 100, alignment: .topTrailing))
        #expect(host.frame(ofText: "A") == CGRect(x: 242, y: 100, width: 8, height: 16))
    }

    @Test func infiniteMaxWidthSiblingsShareEqually() {
        let graph = makeGraph(
            HStack(spacing: 0) {
                Text("A").frame(maxWidth: .infinity)
                Text("BBBBBB").frame(maxWidth: .infinity)
            }.frame(width: 200))
        let frames = lines(of: graph.dump(), containing: "frame (")
        #expect(frames.contains("    frame (100, 142, 100, 16)"), "\(graph.dump())")
        #expect(frames.contains("    frame (200, 142, 100, 16)"), "\(graph.dump())")
    }

    @Test func overlaidGeometryReaderMeasuresTheDecoratedView() {
        let host = makeHost(
            Text("Hello").overlay(
                GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") })
        )
        #expect(host.find(text: "40x16") != nil, "\(host.texts)")
    }

    @Test func backgroundGeometryReaderDoesNotGrowTheView() {
        let host = makeHost(
            HStack {
                Text("Hi").background(GeometryReader { _ in Color.yellow })
                Text("B")
            })
        #expect(host.frame(ofText: "B")?.minX == 208)
        #expect(lines(of: host.dump(), containing: "GeometryReader").first?.contains("(184, 142, 16, 16)") == true)
    }

    @Test func zstackBackgroundPatternFillsTheWindow() {
        let graph = makeGraph(
            ZStack {
                Color.yellow.ignoresSafeArea()
                Text("Center")
            })
        #expect(lines(of: graph.dump(), containing: "ZStack") == ["ZStack (0, 0, 400, 300)"])
        #expect(lines(of: graph.dump(), containing: "Text") == ["  Text (176, 142, 48, 16) \"Center\""])
    }

    @Test func fixedSizeStackOfButtonsShareTheWidestWidth() {
        // The "equal-width buttons" trick: maxWidth: .infinity inside a fixedSize VStack.
        let graph = makeGraph(
            VStack {
                Text("OK").frame(maxWidth: .infinity).background(Color.blue)
                Text("Cancel").frame(maxWidth: .infinity).background(Color.blue)
            }.fixedSize())
        let colors = lines(of: graph.dump(), containing: "Color")
        #expect(colors.count == 2)
        #expect(colors.allSatisfy { $0.contains(", 48, 16)") }, "\(graph.dump())")
    }

    @Test func spacerOutsideAStackExpandsOnBothAxes() {
        #expect(makeGraph(Spacer()).dump() == "Spacer (0, 0, 400, 300)")
        let graph = makeGraph(
            ZStack {
                Spacer()
                Text("A")
            })
        #expect(lines(of: graph.dump(), containing: "ZStack") == ["ZStack (0, 0, 400, 300)"])
    }

    @Test func spacerMinLengthAlsoAppliesOutsideStacks() {
        let graph = makeGraph(Spacer(minLength: 20).fixedSize())
        #expect(lines(of: graph.dump(), containing: "Spacer").first?.contains(", 20, 20)") == true, "\(graph.dump())")
    }

    @Test func dividerDrawsTheSeparatorColor() {
        let host = makeHost(
            VStack {
                Text("A")
                Divider()
            }.frame(width: 100))
        let fills = lines(of: host.dumpDisplayList(), containing: "fill")
        #expect(fills == ["fill #3C3C434A M 150 161.5 L 250 161.5 L 250 162.5 L 150 162.5 Z"], "\(fills)")
        host.setColorScheme(.dark)
        #expect(host.dumpDisplayList().contains("#FFFFFFFF"), "the text turned white")
        #expect(host.dumpDisplayList().contains("fill #5454584A"), "\(host.dumpDisplayList())")
        let mountedDark = ViewHost(
            Divider().frame(width: 100), size: CGSize(width: 400, height: 300), colorScheme: .dark,
            textEngine: MonospaceTextLayoutEngine())
        #expect(mountedDark.dumpDisplayList().contains("fill #5454584A"), "mounted in the dark it is right")
    }
}
