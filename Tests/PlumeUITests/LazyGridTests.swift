import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Records which cells appeared and disappeared.
private final class CellLog: @unchecked Sendable {
    var appeared: [Int] = []
    var disappeared: [Int] = []
}

/// The frame of the view with accessibility identifier `id`.
private func frame(_ id: String, _ host: ViewHost) -> CGRect? { host.find(identifier: id)?.frame }

/// The numbers of the cells whose texts are "Cell n".
private func cellsShown(_ host: ViewHost) -> [Int] {
    host.texts.compactMap { $0.hasPrefix("Cell ") ? Int($0.dropFirst(5)) : nil }.sorted()
}

private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

/// A photo wall: 100,000 square-ish cells, three flexible columns, in a scroll view.
private struct Wall: View {
    let log: CellLog
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Jump") { proxy.scrollTo(50_000, anchor: .top) }.frame(height: 40)
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                        ForEach(0..<100_000, id: \.self) { i in
                            Text("Cell \(i)")
                                .frame(maxWidth: .infinity)
                                .frame(height: 100)
                                .onAppear { log.appeared.append(i) }
                                .onDisappear { log.disappeared.append(i) }
                        }
                    }
                }
            }
        }
    }
}

/// A grid that grows by seven cells a tap, and shrinks to two.
private struct GrowingGrid: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Button("Add 7") { count += 7 }
                Button("Keep 2") { count = 2 }
            }
            .frame(height: 40)
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                    ForEach(0..<count, id: \.self) { i in Text("Cell \(i)").frame(height: 50) }
                }
            }
        }
    }
}

/// PNG references of a grid of coloured tiles, light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// Twenty coloured tiles with their numbers, in adaptive columns.
private struct Swatches: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 64), spacing: 10)], spacing: 10) {
                ForEach(0..<20, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(Color(hue: Double(i) / 20, saturation: 0.55, brightness: 0.95))
                        .frame(height: 56)
                        .overlay(Text("\(i + 1)").font(.headline).foregroundStyle(.black))
                }
            }
            .padding()
        }
    }
}

@Suite("Lazy grids")
struct LazyGridTests {
    @Test func adaptiveColumnsFitAsManyAsTheWidthAllows() throws {
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<100) { Text("\($0)") }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 390, height: 844))
        // (390 + 8) / (80 + 8) → 4 columns of (390 - 3 × 8) / 4 = 91.5, 8 apart.
        let first = try #require(host.find(text: "0")).frame
        let row = host.views.filter { $0.text != nil && near($0.frame.midY, first.midY) }
        #expect(row.compactMap(\.text) == ["0", "1", "2", "3"])
        let mids = try ["0", "1", "2", "3"].map { try #require(host.find(text: $0)).frame.midX }
        #expect(zip(mids, [45.75, 145.25, 244.75, 344.25]).allSatisfy { near($0, $1) })
        // The fifth cell starts the second row, one text height and 8 points lower.
        let fifth = try #require(host.find(text: "4")).frame
        #expect(near(fifth.midX, 45.75))
        #expect(near(fifth.minY, first.maxY + 8))
    }

    @Test func fixedColumnsTakeTheirSizeAndFlexibleOnesShareTheRest() throws {
        let columns = [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(maximum: 50))]
        let view = LazyVGrid(columns: columns) {
            ForEach(0..<6, id: \.self) { i in Color.blue.frame(height: 30).accessibilityIdentifier("c\(i)") }
        }
        let host = ViewHost(view, size: CGSize(width: 390, height: 300))
        // 390 − 100 − 2 × 8 = 274 shared by two: 137 and (clamped) 50; the 303-point block is centered.
        let c0 = try #require(frame("c0", host))
        let c1 = try #require(frame("c1", host))
        let c2 = try #require(frame("c2", host))
        #expect(near(c0.minX, 43.5) && near(c0.width, 100))
        #expect(near(c1.minX, 151.5) && near(c1.width, 137))
        #expect(near(c2.minX, 296.5) && near(c2.width, 50))
        let c3 = try #require(frame("c3", host))
        #expect(near(c3.minX, c0.minX) && near(c3.minY, c0.maxY + 8))
    }

    @Test func itemSpacingAndRowSpacing() throws {
        let columns = [GridItem(.flexible(), spacing: 0), GridItem(.flexible())]
        let view = LazyVGrid(columns: columns, spacing: 20) {
            ForEach(0..<4, id: \.self) { i in Color.red.frame(height: 40).accessibilityIdentifier("c\(i)") }
        }
        let host = ViewHost(view, size: CGSize(width: 390, height: 300))
        let c0 = try #require(frame("c0", host))
        let c1 = try #require(frame("c1", host))
        let c2 = try #require(frame("c2", host))
        #expect(near(c0.width, 195) && near(c1.minX, c0.maxX))
        #expect(near(c2.minY, c0.maxY + 20))
    }

    @Test func cellsSitInTheirSpaceByTheItemsAlignment() throws {
        let columns = [
            GridItem(.fixed(100), alignment: .topLeading), GridItem(.fixed(100), alignment: .bottomTrailing),
        ]
        let view = LazyVGrid(columns: columns) {
            Color.red.frame(width: 20, height: 60).accessibilityIdentifier("tall")
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("small")
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("corner")
        }
        let host = ViewHost(view, size: CGSize(width: 390, height: 300))
        let tall = try #require(frame("tall", host))
        let small = try #require(frame("small", host))
        // The row is as tall as its tallest cell; the second column's cell sits at its bottom trailing corner.
        #expect(near(small.maxY, tall.maxY))
        #expect(near(small.maxX, tall.minX + 100 + 8 + 100))
        let corner = try #require(frame("corner", host))
        #expect(near(corner.minX, tall.minX) && near(corner.minY, tall.maxY + 8))
    }

    @Test func anElementThatBuildsTwoViewsFillsTwoColumns() throws {
        // Apple's `VerticalSmileys` pattern: a code and its glyph side by side.
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<500, id: \.self) { i in
                    Text("code \(i)")
                    Text("glyph \(i)")
                }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 390, height: 400))
        let code = try #require(host.find(text: "code 7")).frame
        let glyph = try #require(host.find(text: "glyph 7")).frame
        #expect(near(code.midY, glyph.midY))
        // Two columns of (390 − 8) / 2 = 191.
        #expect(near(code.midX, 95.5) && near(glyph.midX, 191 + 8 + 95.5))
        #expect(host.texts.count < 80)
        #expect(host.withGraph { $0.diagnostics }.isEmpty)
    }

    @Test func lazyHGridFillsColumnByColumn() throws {
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))], spacing: 10) {
                ForEach(0..<1_000, id: \.self) { i in Text("Cell \(i)").frame(width: 50) }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 400, height: 300))
        let c0 = try #require(host.find(text: "Cell 0")).frame
        let c1 = try #require(host.find(text: "Cell 1")).frame
        let c2 = try #require(host.find(text: "Cell 2")).frame
        #expect(near(c0.midX, c1.midX) && near(c2.midX, c0.midX + 60))
        // Rows of 60 + 8 + 60 centered in 300 points: centers at 116 and 184.
        #expect(near(c0.midY, 116) && near(c1.midY, 184))
        #expect(cellsShown(host).count < 30)
        for _ in 0..<10 { host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 600, height: 0)) }
        let later = cellsShown(host)
        // Columns within a viewport beyond the margin behind are kept, as in the lazy stacks.
        #expect(!later.contains(0) && later.contains(200) && later.count < 50)
    }

    @Test func onlyTheRowsInViewAreBuiltAndScrollingToTheEndIsCheap() throws {
        let log = CellLog()
        let host = ViewHost(Wall(log: log), size: CGSize(width: 390, height: 840))
        // Rows of 100 + 8 in an 800-point viewport with a 200-point margin: rows 0…9, 30 cells.
        #expect(cellsShown(host) == Array(0..<30))
        #expect(Set(log.appeared) == Set(0..<30))
        #expect(host.dump().contains("LazyVGrid") && host.dump().contains("30 of 100000 cells"))
        let c0 = try #require(host.find(text: "Cell 0")).frame
        let c1 = try #require(host.find(text: "Cell 1")).frame
        let c3 = try #require(host.find(text: "Cell 3")).frame
        #expect(near(c1.midX - c0.midX, (390 - 16) / 3 + 8))
        #expect(near(c3.midY - c0.midY, 108))
        // 100 rows down: row 100 (cells 300…302) at the top of the viewport.
        #expect(host.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 10_800)))
        let top = try #require(host.find(text: "Cell 300")).frame
        #expect(near(top.midY, 40 + 50))
        let shown = cellsShown(host)
        #expect(shown.first ?? 0 >= 294 && shown.count <= 42)
        #expect(log.disappeared.contains(0))
        // The last of 33,334 rows holds cell 99,999 alone, at the bottom of the viewport.
        #expect(host.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 10_000_000)))
        let last = try #require(host.find(text: "Cell 99999")).frame
        #expect(near(last.midY, 840 - 50))
        #expect(near(last.midX, c0.midX))
        #expect(cellsShown(host).count <= 42)
    }

    @Test func scrollToACellThatWasNeverBuilt() throws {
        let log = CellLog()
        let host = ViewHost(Wall(log: log), size: CGSize(width: 390, height: 840))
        #expect(host.tap("Jump"))
        host.settle()
        // Cell 50,000 is in row 16,666, the second of its row.
        let target = try #require(host.find(text: "Cell 50000")).frame
        #expect(near(target.midY, 40 + 50))
        #expect(cellsShown(host).count <= 42)
    }

    @Test func badItemsAreClampedAndReported() throws {
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) {
                ForEach(0..<100, id: \.self) { i in Color.green.frame(height: 10).accessibilityIdentifier("c\(i)") }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 390, height: 400))
        // A minimum of 0 is 1: (390 + 8) / 9 → 44 columns, 100 cells in 3 rows.
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("adaptive minimum 0 is below 1 point") })
        let c43 = try #require(frame("c43", host))
        let c44 = try #require(frame("c44", host))
        #expect(near(c44.minY, c43.maxY + 8))
        #expect(frame("c99", host) != nil)

        let odd = [
            GridItem(.fixed(-10)), GridItem(.fixed(.nan)), GridItem(.flexible(minimum: .nan, maximum: -5)),
            GridItem(.fixed(.infinity), spacing: .nan), GridItem(.adaptive(minimum: .infinity, maximum: .nan)),
        ]
        let strange = LazyVGrid(columns: odd, spacing: -.infinity) {
            ForEach(0..<20, id: \.self) { i in Color.green.frame(height: 10).accessibilityIdentifier("s\(i)") }
        }
        let other = ViewHost(strange, size: CGSize(width: 390, height: 400))
        let problems = other.withGraph { $0.diagnostics }
        #expect(problems.contains { $0.contains("fixed size -10") })
        #expect(problems.contains { $0.contains("fixed size nan") })
        #expect(problems.contains { $0.contains("spacing -inf") })
        for i in 0..<20 {
            let f = try #require(frame("s\(i)", other))
            #expect(f.minX.isFinite && f.minY.isFinite && f.width >= 0 && f.height >= 0)
        }
    }

    @Test func emptyColumnsShowNothing() {
        let view = ScrollView {
            LazyVGrid(columns: []) { ForEach(0..<10, id: \.self) { Text("Cell \($0)") } }
        }
        let host = ViewHost(view, size: CGSize(width: 390, height: 400))
        #expect(cellsShown(host).isEmpty)
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("columns is empty") })
    }

    @Test func duplicateIDsStillGiveEveryCell() throws {
        let view = LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
            ForEach([1, 1, 2, 2, 3], id: \.self) { Text("d\($0)") }
        }
        let host = ViewHost(view, size: CGSize(width: 390, height: 300))
        let ones = host.findAll(text: "d1").map(\.frame)
        #expect(ones.count == 2)
        #expect(ones.count == 2 && !near(ones[0].midX, ones[1].midX))
        let twos = host.findAll(text: "d2").map(\.frame)
        #expect(twos.count == 2 && !near(twos[0].midY, twos[1].midY))
    }

    @Test func elementsThatBuildDifferentNumbersOfViewsAreReported() {
        let view = LazyVGrid(columns: [GridItem(), GridItem()]) {
            ForEach(0..<4, id: \.self) { i in
                Text("a\(i)")
                if i == 2 { Text("extra") }
            }
        }
        let host = ViewHost(view, size: CGSize(width: 390, height: 300))
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("must build the same number of cells") })
        #expect(host.find(text: "a3") != nil)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func tilesPicture(scheme: ColorScheme) throws {
        let host = ViewHost(Swatches(), size: CGSize(width: 360, height: 320), colorScheme: scheme)
        try host.assertSnapshot(named: "grid-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }

    @Test func cellsAddedAndRemovedFlowIntoTheRows() throws {
        let host = ViewHost(GrowingGrid(), size: CGSize(width: 390, height: 440))
        #expect(host.tap("Add 7"))
        #expect(cellsShown(host) == Array(0..<7))
        let six = try #require(host.find(text: "Cell 6")).frame
        let zero = try #require(host.find(text: "Cell 0")).frame
        #expect(near(six.midX, zero.midX) && near(six.midY, zero.midY + 2 * 58))
        for _ in 0..<20 { #expect(host.tap("Add 7")) }
        #expect(cellsShown(host).first == 0 && cellsShown(host).count < 40)
        #expect(host.scroll(at: CGPoint(x: 195, y: 300), by: CGSize(width: 0, height: 100_000)))
        #expect(cellsShown(host).contains(146))
        #expect(host.tap("Keep 2"))
        #expect(cellsShown(host) == [0, 1])
        let first = try #require(host.find(text: "Cell 0")).frame
        #expect(near(first.midY, 40 + 25))
    }
}
