import Foundation
import PlumeGraphics
import Testing

@testable import PlumeUI

/// The frame of the text `text` in `graph` (fixed-metric text: 8 × 16 points a character).
@MainActor
private func frame(of text: String, _ graph: ViewGraph) -> CGRect? {
    graph.views().first { $0.text == text }?.frame
}

@MainActor
private func frame(id: String, _ graph: ViewGraph) -> CGRect? {
    graph.views().first { $0.identifier == id }?.frame
}

@MainActor
@Suite("Grid") struct GridTests {
    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        let graph = makeGraph(
            Grid {
                GridRow {
                    Text("a")
                    Text("bbbb")
                }
                GridRow {
                    Text("cc")
                    Text("d")
                }
            })
        // Columns of 16 and 32, 8 apart; rows of 16, 8 apart: 56 × 40, centered in 400 × 300.
        #expect(
            graph.dump() == """
                GridLayout (172, 130, 56, 40)
                  Text (176, 130, 8, 16) "a"
                  Text (196, 130, 32, 16) "bbbb"
                  Text (172, 154, 16, 16) "cc"
                  Text (208, 154, 8, 16) "d"
                """)
    }

    @Test func aColumnAlignmentSetOnOneCellAppliesToTheColumn() throws {
        let graph = makeGraph(
            Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 0) {
                GridRow {
                    Text("Name:").gridColumnAlignment(.trailing)
                    Text("Ada")
                }
                GridRow {
                    Text("ID:")
                    Text("7")
                }
            })
        let name = try #require(frame(of: "Name:", graph))
        let id = try #require(frame(of: "ID:", graph))
        #expect(id.maxX == name.maxX)  // trailing
        let ada = try #require(frame(of: "Ada", graph))
        let seven = try #require(frame(of: "7", graph))
        #expect(seven.minX == ada.minX && ada.minX == name.maxX + 4)  // the grid's leading
        #expect(seven.minY == ada.maxY)
    }

    @Test func aCellSpanningColumnsWidensThemWhenItNeedsMore() throws {
        let graph = makeGraph(
            Grid(horizontalSpacing: 8) {
                GridRow {
                    Text("a")
                    Text("b")
                    Text("c")
                }
                GridRow {
                    Text("wide").gridCellColumns(2)
                    Text("z")
                }
            })
        // "wide" needs 32 where two columns of 8 and their spacing give 24: each grows by 4.
        let a = try #require(frame(of: "a", graph))
        let b = try #require(frame(of: "b", graph))
        let wide = try #require(frame(of: "wide", graph))
        let c = try #require(frame(of: "c", graph))
        let z = try #require(frame(of: "z", graph))
        #expect(a.minX == wide.minX + 2 && b.maxX == wide.maxX - 2)
        #expect(z.midX == c.midX && c.minX == wide.maxX + 8)
        #expect(graph.dump().hasPrefix("GridLayout (176, 130, 48, 40)"))
    }

    @Test func aDividerOutsideRowsWidensTheGridUnlessItsWidthIsUnsized() throws {
        func grid(unsized: Bool) -> some View {
            Grid {
                GridRow {
                    Text("aa")
                    Text("bb")
                }
                if unsized { Divider().gridCellUnsizedAxes(.horizontal) } else { Divider() }
                GridRow {
                    Text("cc")
                    Text("dd")
                }
            }
        }
        let tight = makeGraph(grid(unsized: true))
        let line = try #require(tight.views().first { $0.typeName.contains("Divider") }).frame
        let aa = try #require(frame(of: "aa", tight))
        let bb = try #require(frame(of: "bb", tight))
        #expect(line.minX == aa.minX && line.maxX == bb.maxX && line.width == 40)
        let wide = makeGraph(grid(unsized: false))
        let full = try #require(wide.views().first { $0.typeName.contains("Divider") }).frame
        #expect(full.minX == 0 && full.width == 400)
        let cc = try #require(frame(of: "cc", wide))
        #expect(abs(cc.midX - 98) < 0.01)  // two columns of (400 − 8) / 2 = 196, texts centered
    }

    @Test func flexibleCellsShareTheSpaceOffered() throws {
        let graph = makeGraph(
            Grid {
                GridRow {
                    Color.red.accessibilityIdentifier("left")
                    Color.blue.accessibilityIdentifier("right")
                }
            })
        let left = try #require(frame(id: "left", graph))
        let right = try #require(frame(id: "right", graph))
        #expect(left == CGRect(x: 0, y: 0, width: 196, height: 300))
        #expect(right == CGRect(x: 204, y: 0, width: 196, height: 300))
    }

    @Test func rowAlignmentAndCellAnchor() throws {
        let graph = makeGraph(
            Grid {
                GridRow(alignment: .top) {
                    Color.red.frame(width: 10, height: 50).accessibilityIdentifier("tall")
                    Text("t")
                }
                GridRow {
                    Color.red.frame(width: 40, height: 40).accessibilityIdentifier("box")
                    Color.blue.frame(width: 4, height: 4).gridCellAnchor(.bottomTrailing).accessibilityIdentifier("dot")
                    Text("c")
                }
            })
        let tall = try #require(frame(id: "tall", graph))
        let t = try #require(frame(of: "t", graph))
        #expect(t.minY == tall.minY)
        let box = try #require(frame(id: "box", graph))
        let dot = try #require(frame(id: "dot", graph))
        let c = try #require(frame(of: "c", graph))
        #expect(dot.maxY == box.maxY)  // the row is 40 tall; the dot in its bottom trailing corner
        #expect(dot.maxX == t.maxX)  // column 2 is 8 wide (the texts)
        #expect(c.midY == box.midY)  // the grid's center alignment
    }

    @Test func rowsFromForEachAndCellsFromForEach() throws {
        let graph = makeGraph(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                ForEach(0..<3, id: \.self) { row in
                    GridRow {
                        ForEach(0..<3, id: \.self) { column in Text("\(row)\(column)") }
                    }
                }
            })
        let c00 = try #require(frame(of: "00", graph))
        let c21 = try #require(frame(of: "21", graph))
        #expect(c21.minX == c00.minX + 16 && c21.minY == c00.minY + 32)
    }

    @Test func gridLayoutIsALayout() throws {
        let graph = makeGraph(
            GridLayout(alignment: .leading, horizontalSpacing: 0) {
                GridRow {
                    Text("x")
                    Text("yy")
                }
                GridRow {
                    Text("zzz")
                    Text("w")
                }
            })
        let x = try #require(frame(of: "x", graph))
        let w = try #require(frame(of: "w", graph))
        #expect(w.minX == x.minX + 24)
    }

    @Test func outsideAGridARowIsAGroup() throws {
        let graph = makeGraph(
            HStack(spacing: 0) {
                GridRow {
                    Text("a")
                    Text("b")
                }
            })
        let a = try #require(frame(of: "a", graph))
        let b = try #require(frame(of: "b", graph))
        #expect(b.minX == a.maxX)
    }

    @Test func badInputIsClampedAndReported() throws {
        let graph = makeGraph(
            Grid(horizontalSpacing: .nan, verticalSpacing: .infinity) {
                GridRow {
                    Text("a").gridCellColumns(0)
                    Text("b")
                }
                GridRow {
                    Text("c")
                    Text("d").gridCellColumns(5)
                }
            })
        #expect(graph.diagnostics.contains { $0.contains("gridCellColumns(0)") })
        #expect(graph.diagnostics.contains { $0.contains("horizontalSpacing nan") })
        #expect(graph.diagnostics.contains { $0.contains("verticalSpacing inf") })
        let a = try #require(frame(of: "a", graph))
        let c = try #require(frame(of: "c", graph))
        let d = try #require(frame(of: "d", graph))
        #expect(a.minX == c.minX && c.maxY == d.maxY && d.minX == c.maxX)
        let empty = makeGraph(Grid {})
        #expect(empty.dump() == "GridLayout (200, 150, 0, 0)")
    }

    @Test func applesGridRowExampleWithAnEmptyCornerCell() throws {
        let graph = makeGraph(
            Grid {
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).accessibilityIdentifier("corner")
                    ForEach(1..<4) { column in Text("C\(column)") }
                }
                ForEach(1..<4) { row in
                    GridRow {
                        Text("R\(row)")
                        ForEach(1..<4) { _ in Circle().foregroundStyle(.mint) }
                    }
                }
            })
        // The texts' column is 16 wide; the circles share the rest: (400 − 3 × 8 − 16) / 3 = 120.
        // The header row is 16 tall; the circles' rows share the rest: (300 − 3 × 8 − 16) / 3.
        let corner = try #require(frame(id: "corner", graph))
        #expect(corner == CGRect(x: 0, y: 0, width: 16, height: 16))
        let c1 = try #require(frame(of: "C1", graph))
        let c3 = try #require(frame(of: "C3", graph))
        #expect(abs(c1.midX - (24 + 60)) < 0.01 && abs(c3.midX - (24 + 2 * 128 + 60)) < 0.01)
        let r1 = try #require(frame(of: "R1", graph))
        let r3 = try #require(frame(of: "R3", graph))
        let row = (300 - 24 - 16) / 3.0
        #expect(abs(r1.midY - (24 + row / 2)) < 0.01 && abs(r3.midY - (24 + 2 * (row + 8) + row / 2)) < 0.01)
    }
}
