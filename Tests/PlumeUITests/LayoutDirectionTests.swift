import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// A custom layout that puts its subviews in a row and reports the direction it was given.
private struct RowLayout: Layout {
    let seen: Recorder<LayoutDirection?>
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        seen.record(subviews.layoutDirection)
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Shows the direction its environment has.
private struct DirectionReader: View {
    @Environment(\.layoutDirection) var direction
    var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
}

private struct FocusRow: View {
    enum Field: Hashable { case first, second }
    @State private var a = ""
    @State private var b = ""
    @FocusState private var field: Field?
    var body: some View {
        VStack {
            Text("Focus: \(field.map { "\($0)" } ?? "none")")
            HStack {
                TextField("First", text: $a).focused($field, equals: .first).frame(width: 100)
                TextField("Second", text: $b).focused($field, equals: .second).frame(width: 100)
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
    }
}

private struct SliderBox: View {
    @State var value = 0.5
    var body: some View {
        VStack {
            Text("Value \(Int((value * 100).rounded()))")
            Slider(value: $value).frame(width: 300)
        }
    }
}

/// A right triangle with its right angle at the bottom left (drawn for left to right).
private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// The same wedge, declared never to mirror.
private struct FixedWedge: Shape {
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path { Wedge().path(in: rect) }
}

@MainActor @Suite("Right-to-left layout") struct LayoutDirectionTests {
    @Test func customShapesMirrorUnlessFixedAsInSwiftUI() {
        func hit(_ view: some View, at point: CGPoint) -> Bool {
            let host = makeHost(view.frame(width: 100, height: 100).environment(\.layoutDirection, .rightToLeft))
            return host.graph.hitTest(point)?.typeName.contains("Wedge") == true
        }
        // The box spans 150…250 × 100…200; the wedge's right angle is at the bottom left, mirrored to the right.
        #expect(hit(Wedge(), at: CGPoint(x: 240, y: 120)))
        #expect(!hit(Wedge(), at: CGPoint(x: 160, y: 120)))
        #expect(hit(FixedWedge(), at: CGPoint(x: 160, y: 120)))
        #expect(!hit(FixedWedge(), at: CGPoint(x: 240, y: 120)))
        #expect(Circle().layoutDirectionBehavior == .fixed)
        #expect(Wedge().layoutDirectionBehavior == .mirrors)
        #expect(Wedge().trim(from: 0, to: 0.5).layoutDirectionBehavior == .mirrors)
    }

    @Test func theDirectionDefaultsToLeftToRightAndViewsReadIt() {
        let host = makeHost(
            VStack {
                DirectionReader()
                DirectionReader().environment(\.layoutDirection, .rightToLeft)
            })
        #expect(host.find(text: "ltr") != nil)
        #expect(host.find(text: "rtl") != nil)
        #expect(EnvironmentValues().layoutDirection == .leftToRight)
    }

    @Test func anHStackRunsFromTheRight() throws {
        let row = HStack(spacing: 0) {
            Text("AA")
            Text("BBBB")
        }
        let ltr = makeHost(row)
        let rtl = makeHost(row.environment(\.layoutDirection, .rightToLeft))
        // 48 points wide, centred in 400: 176…224.
        #expect(ltr.frame(ofText: "AA") == CGRect(x: 176, y: 142, width: 16, height: 16))
        #expect(ltr.frame(ofText: "BBBB")?.minX == 192)
        #expect(rtl.frame(ofText: "AA") == CGRect(x: 208, y: 142, width: 16, height: 16))
        #expect(rtl.frame(ofText: "BBBB") == CGRect(x: 176, y: 142, width: 32, height: 16))
    }

    @Test func leadingPaddingAlignmentAndOffsetsSwapSides() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("AAAA")
            Text("B")
            Text("C").padding(.leading, 20).frame(maxWidth: .infinity, alignment: .leading)
            Text("D").offset(x: 10)
            Text("E").frame(width: 100, height: 16, alignment: .topLeading)
        }
        let host = makeHost(view.environment(\.layoutDirection, .rightToLeft))
        let a = try #require(host.frame(ofText: "AAAA"))
        let b = try #require(host.frame(ofText: "B"))
        #expect(b.maxX == a.maxX, "leading is the right edge")
        let c = try #require(host.frame(ofText: "C"))
        #expect(abs(c.minX - (400 - 20 - 8)) < 0.001, "\(c.minX)")
        // `offset(x: 10)` moves towards the trailing edge: left (D is centred under the others' right edge otherwise).
        let d = try #require(host.frame(ofText: "D"))
        #expect(abs(d.maxX - (400 - 10)) < 0.001, "\(d.maxX)")
        let e = try #require(host.frame(ofText: "E"))
        #expect(e.maxX == 400, "topLeading in a 100-point frame at the right edge")
        let ltr = makeHost(view)
        #expect(ltr.frame(ofText: "C")?.minX == 20)
        #expect(ltr.frame(ofText: "D")?.minX == 10)
    }

    @Test func overlaysBackgroundsAndSafeAreaInsetsUseTheLeadingEdge() throws {
        let view = Color.clear.frame(width: 200, height: 100)
            .overlay(alignment: .leading) { Text("O") }
            .background(alignment: .bottomTrailing) { Text("K") }
            .environment(\.layoutDirection, .rightToLeft)
        let host = makeHost(view)
        // The 200-point box spans 100…300.
        #expect(host.frame(ofText: "O")?.maxX == 300)
        #expect(host.frame(ofText: "K")?.minX == 100)
    }

    @Test func leadingSafeAreaInsetsPositionsAndEdgeInsets() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 40)
                .safeAreaInset(edge: .leading, spacing: 0) { Text("I").frame(width: 30) }
            Text("P").position(x: 20, y: 8).frame(height: 16)
            Text("E").padding(EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 0))
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        let host = makeHost(view.environment(\.layoutDirection, .rightToLeft))
        let inset = try #require(host.frame(ofText: "I"))
        #expect(abs(inset.midX - 385) < 0.001, "the 30-point leading inset is at the right edge: \(inset)")
        let p = try #require(host.frame(ofText: "P"))
        #expect(abs(p.midX - 380) < 0.001, "position(x: 20) is 20 points from the right: \(p)")
        let e = try #require(host.frame(ofText: "E"))
        #expect(abs(e.maxX - 388) < 0.001)
    }

    @Test func scrollingToAnIDInARightToLeftScroller() throws {
        let view = ScrollViewReader { proxy in
            VStack {
                Button("Jump") { proxy.scrollTo(7, anchor: .leading) }
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { Text("n\($0)").frame(width: 100, height: 40).id($0) }
                    }
                }
            }
        }
        let host = makeHost(view.environment(\.layoutDirection, .rightToLeft))
        #expect(host.frame(ofText: "n0")?.midX == 350)
        #expect(host.tap("Jump"))
        host.advance(by: 1)
        let seven = try #require(host.frame(ofText: "n7"))
        #expect(abs(seven.midX - 350) < 0.5, "item 7's leading (right) edge at the viewport's: \(seven)")
    }

    @Test func aGridAndALazyGridPutTheirFirstColumnAtTheRight() throws {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow {
                Text("A")
                Text("BB")
            }
            GridRow {
                Text("CCC")
                Text("D")
            }
        }
        let host = makeHost(grid.environment(\.layoutDirection, .rightToLeft))
        let a = try #require(host.frame(ofText: "A"))
        let bb = try #require(host.frame(ofText: "BB"))
        let ccc = try #require(host.frame(ofText: "CCC"))
        #expect(bb.maxX <= a.minX, "the second column is left of the first")
        #expect(a.midX == ccc.midX, "one column")
        #expect(ccc.minX >= bb.maxX)
        let columns = [GridItem(.fixed(100), spacing: 0), GridItem(.fixed(100), spacing: 0)]
        let lazy = LazyVGrid(columns: columns, spacing: 0) { ForEach(["one", "two", "six"], id: \.self) { Text($0) } }
        let lazyHost = makeHost(lazy.environment(\.layoutDirection, .rightToLeft))
        let one = try #require(lazyHost.frame(ofText: "one"))
        let two = try #require(lazyHost.frame(ofText: "two"))
        let six = try #require(lazyHost.frame(ofText: "six"))
        #expect(one.minX > two.minX)
        #expect(six.midX == one.midX, "the second line starts under the first cell, at the right")
    }

    @Test func aHorizontalScrollViewStartsAtItsRightEndAndScrollsLeftwards() throws {
        let strip = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { Text("item\($0)").frame(width: 100, height: 40) }
            }
        }
        let host = makeHost(strip.environment(\.layoutDirection, .rightToLeft))
        // Each 40-point label is centred in its 100-point cell: item0's cell is 300…400, item3's 0…100.
        #expect(host.frame(ofText: "item0")?.midX == 350)
        #expect(host.frame(ofText: "item3")?.midX == 50)
        // A drag to the right brings in the items further on (to the left).
        host.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 300, y: 150), steps: 20, duration: 2)
        host.advance(by: 2)
        let first = try #require(host.frame(ofText: "item0"))
        #expect(first.minX > 400, "item0 went off the right edge: \(first)")
        #expect((host.frame(ofText: "item5")?.maxX ?? 0) > 0)
        // The wheel moves the content the way it points: a leftward delta brings in the items on the left.
        let back = makeHost(strip.environment(\.layoutDirection, .rightToLeft))
        #expect(!back.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 100, height: 0)), "already at the start")
        #expect(back.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: -100, height: 0)))
        #expect(back.frame(ofText: "item0")?.midX == 450)
    }

    @Test func aSliderFillsFromTheRightAndADragToTheLeftIncreasesIt() throws {
        let host = makeHost(SliderBox().environment(\.layoutDirection, .rightToLeft))
        #expect(host.find(text: "Value 50") != nil)
        // The slider spans 50…350; the knob at 50% is at the centre either way.
        host.drag(from: CGPoint(x: 200, y: 158), to: CGPoint(x: 80, y: 158))
        let value = try #require(host.views.first { $0.text?.hasPrefix("Value ") == true }?.text)
        let percent = Int(value.dropFirst(6)) ?? -1
        #expect(percent > 80, "dragging left raises an RTL slider: \(value)")
        host.drag(from: CGPoint(x: 80, y: 158), to: CGPoint(x: 340, y: 158))
        #expect(host.find(text: "Value 0") != nil)
    }

    @Test func tabMovesFromRightToLeftInARightToLeftRow() {
        let host = makeHost(FocusRow())
        #expect(host.press(.tab))
        #expect(host.find(text: "Focus: first") != nil)
        let first = host.views.first { $0.label == "First" }?.frame
        let second = host.views.first { $0.label == "Second" }?.frame
        if let first, let second { #expect(first.minX > second.minX, "the first field is at the right") }
        #expect(host.press(.tab))
        #expect(host.find(text: "Focus: second") != nil)
    }

    @Test func aCustomLayoutIsToldTheDirectionAndIsMirroredForIt() throws {
        let seen = Recorder<LayoutDirection?>(nil)
        let row = RowLayout(seen: seen) {
            Text("AA")
            Text("B")
        }
        let host = makeHost(row.environment(\.layoutDirection, .rightToLeft))
        #expect(seen.value == .rightToLeft)
        let aa = try #require(host.frame(ofText: "AA"))
        let b = try #require(host.frame(ofText: "B"))
        #expect(b.maxX == aa.minX, "placed left to right by the layout, mirrored by the graph")
        _ = makeHost(row)
        #expect(seen.value == .leftToRight)
    }

    @Test func textAlignsItsLinesToTheRightAndDirectionalSymbolsMirror() throws {
        let view = VStack {
            Text("one\ntwo three").frame(width: 200)
            Image(systemName: "chevron.forward")
            Image(systemName: "star")
        }
        let host = makeHost(view.environment(\.layoutDirection, .rightToLeft))
        var alignments: [TextAlignment] = []
        var mirrored = 0
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .text(let request, _, _): alignments.append(request.alignment)
                case .effect(.transform(let t), let inner):
                    if t.a == -1 { mirrored += 1 }
                    visit(inner)
                case .effect(_, let inner): visit(inner)
                default: break
                }
            }
        }
        visit(host.displayList)
        #expect(alignments.first == .trailing, "leading lines are drawn from the right")
        #expect(mirrored == 1, "only the forward chevron is mirrored, not the star or the text")
    }

    /// Pango aligns a Hebrew paragraph by its own direction; Plume's alignment is the layout's.
    @Test func aHebrewParagraphAlignsByTheLayoutDirection() {
        let host = ViewHost(Text("x"), size: CGSize(width: 100, height: 100))
        let first = "שלום עולם רב"
        func secondLineStart(_ alignment: TextAlignment) -> (caret: CGFloat, width: CGFloat) {
            let request = TextLayoutRequest(
                runs: [TextRun(first + "\nכאן", font: .body)], maxWidth: nil, maxHeight: nil, lineLimit: nil,
                alignment: alignment)
            let width = host.textEngine.layout(request).size.width
            // The second line's first character is at its right end (the line runs right to left).
            return (host.textEngine.caretRect(in: request, atCharacterOffset: first.count + 1).minX, width)
        }
        let leading = secondLineStart(.leading)
        let trailing = secondLineStart(.trailing)
        #expect(leading.caret < leading.width / 2, "leading: the short line at the left: \(leading)")
        #expect(abs(trailing.caret - trailing.width) < 1, "trailing: at the right: \(trailing)")
    }

    @Test func flipsForRightToLeftMirrorsDrawingAndHitTesting() throws {
        let view = HStack(spacing: 0) {
            Button("Go") {}.frame(width: 50, height: 40)
            Color.clear.frame(width: 150, height: 40)
        }
        .flipsForRightToLeftLayoutDirection(true)
        .environment(\.layoutDirection, .rightToLeft)
        let host = makeHost(view)
        // Laid out left to right inside (Go at 100…150), drawn mirrored: Go shows at 250…300.
        func hitsButton(at point: CGPoint) -> Bool {
            var node = host.graph.hitTest(point)
            while let n = node {
                if n.typeName.hasPrefix("Button") { return true }
                node = n.parent
            }
            return false
        }
        #expect(hitsButton(at: CGPoint(x: 275, y: 150)))
        #expect(!hitsButton(at: CGPoint(x: 125, y: 150)))
        var mirrored = false
        for case .effect(.transform(let t), _) in host.displayList.items where t.a == -1 { mirrored = true }
        #expect(mirrored || host.dumpDisplayList().contains("-1"))
        let fixed = makeHost(
            Text("A").layoutDirectionBehavior(.fixed).environment(\.layoutDirection, .rightToLeft))
        #expect(!fixed.dumpDisplayList().contains("transform"))
    }

    @Test func theSwipeBackStartsAtTheRightEdgeAndPagesSlideFromTheLeft() throws {
        let view = NavigationStack {
            NavigationLink("Open") { Text("Detail page") }
        }
        let host = makeHost(view.environment(\.layoutDirection, .rightToLeft))
        #expect(host.tap("Open"))
        host.advance(by: 0.1)
        let sliding = try #require(host.frame(ofText: "Detail page"))
        #expect(sliding.maxX < 200, "mid-push the page comes in from the left: \(sliding)")
        host.advance(by: 1)
        #expect(host.find(text: "Detail page") != nil)
        // From the left edge nothing happens; from the right edge, leftwards, the page pops.
        host.drag(from: CGPoint(x: 5, y: 150), to: CGPoint(x: 300, y: 150))
        host.advance(by: 1)
        #expect(host.find(text: "Detail page") != nil)
        host.drag(from: CGPoint(x: 395, y: 150), to: CGPoint(x: 60, y: 150))
        host.advance(by: 1)
        #expect(host.find(text: "Detail page") == nil)
    }

    @Test func aMoveTransitionFromTheLeadingEdgeComesFromTheRight() {
        let effect = EffectModifier(kind: .translation(.zero, .leading, 1))
        let host = makeHost(Text("M").modifier(effect).environment(\.layoutDirection, .rightToLeft))
        var moved: CGAffineTransform?
        for case .effect(.transform(let t), _) in host.displayList.items { moved = t }
        #expect((moved?.tx ?? 0) > 0, "pushed out past the right edge: \(String(describing: moved))")
    }

    @Test func switchingTheDirectionAtRunTimeMovesViews() {
        struct Switcher: View {
            @State var rtl = false
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Flip") { rtl.toggle() }
                    Text("AAAAAAAA")
                    Text("B")
                }
                .frame(width: 200)
                .environment(\.layoutDirection, rtl ? .rightToLeft : .leftToRight)
            }
        }
        let host = makeHost(Switcher())
        // The 64-point column is centred in its 200-point frame (168…232).
        #expect(host.frame(ofText: "B")?.minX == 168)
        #expect(host.tap("Flip"))
        #expect(host.frame(ofText: "B")?.maxX == 232)
        #expect(host.tap("Flip"))
        #expect(host.frame(ofText: "B")?.minX == 168)
    }
}
