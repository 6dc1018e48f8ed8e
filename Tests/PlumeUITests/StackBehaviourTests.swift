import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// HStack / VStack / ZStack, Spacer and Divider against SwiftUI's documented layout, in a 400 × 300
/// window with fixed-metric text (8 × 16 per character). The root centers its content.
@MainActor
@Suite("Stacks behave as SwiftUI's")
struct StackBehaviourTests {

    // MARK: Spacing

    @Test func hstackPutsEightPointsBetweenChildrenByDefault() {
        let graph = makeGraph(
            HStack {
                Text("A")
                Text("BB")
            })
        #expect(
            graph.dump() == """
                HStack (184, 142, 32, 16)
                  Text (184, 142, 8, 16) "A"
                  Text (200, 142, 16, 16) "BB"
                """)
    }

    @Test func customSpacingReplacesTheDefault() {
        let graph = makeGraph(
            HStack(spacing: 20) {
                Text("A")
                Text("BB")
            })
        #expect(
            graph.dump() == """
                HStack (178, 142, 44, 16)
                  Text (178, 142, 8, 16) "A"
                  Text (206, 142, 16, 16) "BB"
                """)
    }

    @Test func zeroSpacingPacksChildren() {
        let graph = makeGraph(
            VStack(spacing: 0) {
                Text("A")
                Text("B")
                Text("C")
            })
        #expect(
            graph.dump() == """
                VStack (196, 126, 8, 48)
                  Text (196, 126, 8, 16) "A"
                  Text (196, 142, 8, 16) "B"
                  Text (196, 158, 8, 16) "C"
                """)
    }

    // MARK: Alignment

    @Test func vstackLeadingAndTrailingAlignment() {
        let leading = makeGraph(
            VStack(alignment: .leading) {
                Text("Hello")
                Text("Hi")
            })
        #expect(
            leading.dump() == """
                VStack (180, 130, 40, 40)
                  Text (180, 130, 40, 16) "Hello"
                  Text (180, 154, 16, 16) "Hi"
                """)
        let trailing = makeGraph(
            VStack(alignment: .trailing) {
                Text("Hello")
                Text("Hi")
            })
        #expect(
            trailing.dump() == """
                VStack (180, 130, 40, 40)
                  Text (180, 130, 40, 16) "Hello"
                  Text (204, 154, 16, 16) "Hi"
                """)
    }

    @Test func hstackTopAndBottomAlignment() {
        let top = makeHost(
            HStack(alignment: .top) {
                Color.red.frame(width: 20, height: 40)
                Text("A")
            })
        #expect(top.frame(ofText: "A") == CGRect(x: 210, y: 130, width: 8, height: 16))
        let bottom = makeHost(
            HStack(alignment: .bottom) {
                Color.red.frame(width: 20, height: 40)
                Text("A")
            })
        #expect(bottom.frame(ofText: "A") == CGRect(x: 210, y: 154, width: 8, height: 16))
        let center = makeHost(
            HStack {
                Color.red.frame(width: 20, height: 40)
                Text("A")
            })
        #expect(center.frame(ofText: "A") == CGRect(x: 210, y: 142, width: 8, height: 16))
    }

    @Test func firstTextBaselineLinesUpBaselinesNotTops() {
        // "A" has 10 points of padding above it, so its baseline is 10 points lower than "B"'s would be
        // at the same top: aligning baselines moves "B" down by those 10 points.
        let graph = makeGraph(
            HStack(alignment: .firstTextBaseline) {
                Text("A").padding(.top, 10)
                Text("B")
            })
        #expect(
            graph.dump() == """
                HStack (188, 137, 24, 26)
                  padding (188, 137, 8, 26)
                    Text (188, 147, 8, 16) "A"
                  Text (204, 147, 8, 16) "B"
                """)
    }

    @Test func lastTextBaselineUsesTheLastLine() {
        let host = makeHost(
            HStack(alignment: .lastTextBaseline) {
                Text("A\nB")
                Text("C")
            })
        let two = host.frame(ofText: "A\nB")
        let one = host.frame(ofText: "C")
        #expect(two?.height == 32)
        // The single line sits on the second line of the two-line text.
        #expect(one?.minY == two.map { $0.minY + 16 })
    }

    // MARK: Sharing space

    @Test func leastFlexibleChildIsSizedFirstWhateverItsPosition() {
        for fixedFirst in [true, false] {
            let graph = makeGraph(
                HStack(spacing: 0) {
                    if fixedFirst { Color.red.frame(width: 50) }
                    Color.blue
                    if !fixedFirst { Color.red.frame(width: 50) }
                }.frame(width: 200, height: 10))
            let blueWidths = lines(of: graph.dump(), containing: "Color")
            #expect(blueWidths.contains { $0.contains(", 150, 10)") }, "\(graph.dump())")
            #expect(blueWidths.contains { $0.contains(", 50, 10)") }, "\(graph.dump())")
        }
    }

    @Test func cappedChildTakesItsCapAndTheRestSplitEvenly() {
        let graph = makeGraph(
            HStack(spacing: 0) {
                Color.red
                Color.green.frame(maxWidth: 30)
                Color.blue
            }.frame(width: 300, height: 10))
        #expect(
            graph.dump() == """
                frame (50, 145, 300, 10)
                  HStack (50, 145, 300, 10)
                    Color (50, 145, 135, 10) red
                    frame (185, 145, 30, 10)
                      Color (185, 145, 30, 10) green
                    Color (215, 145, 135, 10) blue
                """)
    }

    @Test func shortTextIsServedBeforeWrappingText() {
        // "cc" is less flexible (8…16) than "aaaa bbbb" (8…72), so it gets its full width and the long
        // text wraps in what is left.
        let host = makeHost(
            HStack {
                Text("aaaa bbbb")
                Text("cc")
            }.frame(width: 60))
        #expect(host.frame(ofText: "cc")?.size == CGSize(width: 16, height: 16))
        #expect(host.frame(ofText: "aaaa bbbb")?.size == CGSize(width: 32, height: 32))
    }

    @Test func layoutPriorityGoesFirstAndLeavesOthersTheirMinimum() {
        let even = makeGraph(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 300)
                Color.blue.frame(minWidth: 10, maxWidth: 300)
            }.frame(width: 200, height: 10))
        #expect(lines(of: even.dump(), containing: "Color").map { $0.contains(", 100, 10)") } == [true, true])
        let prioritized = makeGraph(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 300)
                Color.blue.frame(minWidth: 10, maxWidth: 300).layoutPriority(1)
            }.frame(width: 200, height: 10))
        let colors = lines(of: prioritized.dump(), containing: "Color")
        #expect(colors.count == 2)
        #expect(colors.first?.contains("(100, 145, 10, 10)") == true, "\(prioritized.dump())")
        #expect(colors.last?.contains("(110, 145, 190, 10)") == true, "\(prioritized.dump())")
    }

    @Test func layoutPriorityKeepsTextUntruncated() {
        let host = makeHost(
            HStack(spacing: 0) {
                Text("aaaa bbbb")
                Text("cccc dddd").layoutPriority(1)
            }.frame(width: 100))
        #expect(host.frame(ofText: "cccc dddd")?.size == CGSize(width: 72, height: 16))
        #expect(host.frame(ofText: "aaaa bbbb")?.width ?? 99 <= 28)
    }

    // MARK: Spacer

    @Test func spacerHasMinimumLengthEightPlusSpacing() {
        let graph = makeGraph(
            HStack {
                Text("A")
                Spacer()
                Text("B")
            }.fixedSize())
        // 8 (A) + 8 gap + 8 (spacer minimum) + 8 gap + 8 (B)
        #expect(lines(of: graph.dump(), containing: "HStack").first?.contains(", 40, 16)") == true, "\(graph.dump())")
    }

    @Test func spacerCustomMinimumLengthIsKeptEvenWhenTooNarrow() {
        let graph = makeGraph(
            HStack(spacing: 0) {
                Color.red.frame(width: 50)
                Spacer(minLength: 30)
                Color.blue.frame(width: 50)
            }.frame(width: 100, height: 10))
        let spacer = lines(of: graph.dump(), containing: "Spacer")
        #expect(spacer.first?.contains(", 30, 0)") == true, "\(graph.dump())")
    }

    @Test func spacerInVStackPushesApartVertically() {
        let graph = makeGraph(
            VStack(spacing: 0) {
                Text("A")
                Spacer()
                Text("B")
            }.frame(height: 100))
        #expect(
            graph.dump() == """
                frame (196, 100, 8, 100)
                  VStack (196, 100, 8, 100)
                    Text (196, 100, 8, 16) "A"
                    Spacer (200, 116, 0, 68)
                    Text (196, 184, 8, 16) "B"
                """)
    }

    @Test func spacerInNestedHStackIsHorizontalEvenInsideVStack() {
        let graph = makeGraph(
            VStack {
                HStack {
                    Text("A")
                    Spacer()
                }
            }.frame(width: 100, height: 100))
        let spacer = lines(of: graph.dump(), containing: "Spacer")
        #expect(spacer == ["      Spacer (166, 150, 84, 0)"], "\(graph.dump())")
    }

    // MARK: Divider

    @Test func dividerIsAHorizontalLineInAVStack() {
        let graph = makeGraph(
            VStack {
                Text("A")
                Divider()
                Text("B")
            }.frame(width: 100))
        #expect(
            graph.dump() == """
                frame (150, 125.5, 100, 49)
                  VStack (150, 125.5, 100, 49)
                    Text (196, 125.5, 8, 16) "A"
                    Divider (150, 149.5, 100, 1)
                    Text (196, 158.5, 8, 16) "B"
                """)
    }

    @Test func dividerIsAVerticalLineInAnHStack() {
        let graph = makeGraph(
            HStack {
                Text("A")
                Divider()
                Text("B")
            }.frame(height: 40))
        let divider = lines(of: graph.dump(), containing: "Divider")
        #expect(divider.first?.hasSuffix(", 1, 40)") == true, "\(graph.dump())")
    }

    // MARK: Nesting, ZStack

    @Test func nestedStacksCompose() {
        let graph = makeGraph(
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text("A")
                    Text("BB")
                }
                Text("CCCCCC")
            })
        #expect(
            graph.dump() == """
                VStack (176, 132, 48, 36)
                  HStack (176, 132, 32, 16)
                    Text (176, 132, 8, 16) "A"
                    Text (192, 132, 16, 16) "BB"
                  Text (176, 152, 48, 16) "CCCCCC"
                """)
    }

    @Test func zstackAlignsChildrenInsideTheLargest() {
        func textFrame(_ alignment: Alignment) -> CGRect? {
            makeHost(
                ZStack(alignment: alignment) {
                    Color.red.frame(width: 100, height: 60)
                    Text("Hi")
                }
            ).frame(ofText: "Hi")
        }
        #expect(textFrame(.center) == CGRect(x: 192, y: 142, width: 16, height: 16))
        #expect(textFrame(.topLeading) == CGRect(x: 150, y: 120, width: 16, height: 16))
        #expect(textFrame(.bottomTrailing) == CGRect(x: 234, y: 164, width: 16, height: 16))
        #expect(textFrame(.top) == CGRect(x: 192, y: 120, width: 16, height: 16))
        #expect(textFrame(.trailing) == CGRect(x: 234, y: 142, width: 16, height: 16))
    }

    @Test func zstackIsAsLargeAsTheUnionOfItsChildren() {
        let graph = makeGraph(
            ZStack {
                Color.red.frame(width: 100, height: 20)
                Color.blue.frame(width: 20, height: 80)
            })
        #expect(
            graph.dump() == """
                ZStack (150, 110, 100, 80)
                  frame (150, 140, 100, 20)
                    Color (150, 140, 100, 20) red
                  frame (190, 110, 20, 80)
                    Color (190, 110, 20, 80) blue
                """)
    }

    // MARK: Children that are not there

    @Test func emptyViewTakesNoSpaceAndNoSpacing() {
        let withEmpty = makeGraph(
            HStack {
                Text("A")
                EmptyView()
                Text("B")
            })
        let without = makeGraph(
            HStack {
                Text("A")
                Text("B")
            })
        #expect(withEmpty.dump() == without.dump())
        #expect(lines(of: without.dump(), containing: "HStack") == ["HStack (188, 142, 24, 16)"])
    }

    @Test func falseOptionalChildIsSkipped() {
        let show = false
        let graph = makeGraph(
            HStack {
                Text("A")
                if show { Text("X") }
                Text("B")
            })
        #expect(lines(of: graph.dump(), containing: "HStack") == ["HStack (188, 142, 24, 16)"])
        #expect(!graph.dump().contains("\"X\""))
    }

    @Test func ifElseShowsOnlyTheTakenBranch() {
        for flag in [true, false] {
            let graph = makeGraph(
                VStack {
                    if flag { Text("Yes") } else { Text("No!!") }
                    Text("End")
                })
            let dump = graph.dump()
            #expect(dump.contains("\"Yes\"") == flag)
            #expect(dump.contains("\"No!!\"") == !flag)
            #expect(lines(of: dump, containing: "VStack").first?.contains(", 40)") == true, "\(dump)")
        }
    }

    @Test func groupChildrenJoinTheEnclosingStack() {
        let graph = makeGraph(
            HStack(spacing: 0) {
                Group {
                    Text("A")
                    Text("B")
                }
                Text("C")
            })
        #expect(lines(of: graph.dump(), containing: "HStack") == ["HStack (188, 142, 24, 16)"])
    }

    @Test func forEachChildrenAreStackChildren() {
        let graph = makeGraph(
            VStack(spacing: 2) {
                ForEach(0..<3) { i in Text("R\(i)") }
            })
        #expect(
            graph.dump() == """
                VStack (192, 124, 16, 52)
                  Text (192, 124, 16, 16) "R0"
                  Text (192, 142, 16, 16) "R1"
                  Text (192, 160, 16, 16) "R2"
                """)
    }
}
