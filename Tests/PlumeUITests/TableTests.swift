import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of tables (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

private struct Person: Identifiable, Hashable {
    let id: Int
    var name: String
    var age: Int
}

private let crew = [
    Person(id: 1, name: "Grace", age: 85), Person(id: 2, name: "Ada", age: 36),
    Person(id: 3, name: "Linus", age: 54), Person(id: 4, name: "Barbara", age: 45),
]

/// A sortable table with one selected row, as a macOS developer writes it.
private struct People: View {
    @State var people = crew
    @State var sortOrder = [KeyPathComparator(\Person.name)]
    @State var selected: Person.ID?
    var body: some View {
        VStack(spacing: 0) {
            Table(people, selection: $selected, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
                TableColumn("Note") { Text($0.age > 50 ? "senior" : "") }
            }
            .onChange(of: sortOrder) { _, order in people.sort(using: order) }
            Text("Order: " + people.map(\.name).joined(separator: ","))
            Text("Selected: \(selected.map(String.init) ?? "none")")
        }
        .onAppear { people.sort(using: sortOrder) }
    }
}

/// Several rows selectable.
private struct ManyPeople: View {
    @State var selection = Set<Person.ID>()
    var body: some View {
        VStack(spacing: 0) {
            Table(crew, selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("Age") { Text("\($0.age)") }
            }
            Text("Selected: " + selection.sorted().map(String.init).joined(separator: ","))
        }
    }
}

private struct Numbered: Identifiable {
    let id: Int
    var label: String { "Row \(id)" }
}

/// What `aSelectionStepRemakesOnlyTheRowsItChanges` counts: reads of `CountedRow.id` and the
/// rows whose cells were made (only that test touches them).
private enum RowReads {
    nonisolated(unsafe) static var ids = 0
    nonisolated(unsafe) static var cells = Set<Int>()
    static func cellMade(_ number: Int) -> Bool { cells.insert(number).inserted }
}

/// A row that counts how often its id is read.
private struct CountedRow: Identifiable {
    let number: Int
    var name: String
    var id: Int {
        RowReads.ids += 1
        return number
    }
}

/// A long sortable table whose cells count when they are made, and a button that renames a row.
private struct CountedTable: View {
    @State var rows = (0..<10_000).map { CountedRow(number: $0, name: "Row \($0)") }
    @State var selected: Int?
    @State var order = [KeyPathComparator(\CountedRow.number)]
    var body: some View {
        VStack(spacing: 0) {
            Table(rows, selection: $selected, sortOrder: $order) {
                TableColumn("Name") { row in
                    let _ = RowReads.cellMade(row.number)
                    Text(row.name)
                }
                TableColumn("Number", value: \.number) { Text("#\($0.number)") }
            }
            .onChange(of: order) { _, order in rows.sort(using: order) }
            Button("Rename 2") {
                if let index = rows.firstIndex(where: { $0.number == 2 }) { rows[index].name = "Renamed" }
            }
            Text("Selected: \(selected.map(String.init) ?? "none")")
        }
    }
}

private func center(_ host: ViewHost, _ text: String) throws -> CGPoint {
    let info = try #require(host.find(text: text), "no \(text) on screen")
    return CGPoint(x: info.frame.midX, y: info.frame.midY)
}

private func line(_ host: ViewHost, _ prefix: String) -> String? { host.texts.first { $0.hasPrefix(prefix) } }

@Suite("Table") struct TableTests {
    let size = CGSize(width: 480, height: 320)

    @Test func clickingAHeaderSortsAndClickingAgainReverses() throws {
        let host = ViewHost(People(), size: size)
        host.advance(by: 0.1)
        #expect(line(host, "Order: ") == "Order: Ada,Barbara,Grace,Linus")
        #expect(host.find(label: "Sort by Name") != nil)
        #expect(host.find(label: "Sort by Note") == nil, "a column without a comparator has no sort button")
        #expect(host.tap("Sort by Age"))
        host.advance(by: 0.1)
        #expect(line(host, "Order: ") == "Order: Ada,Barbara,Linus,Grace")
        #expect(host.tap("Sort by Age"))
        host.advance(by: 0.1)
        #expect(line(host, "Order: ") == "Order: Grace,Linus,Barbara,Ada")
        #expect(host.tap("Sort by Name"))
        host.advance(by: 0.1)
        #expect(line(host, "Order: ") == "Order: Ada,Barbara,Grace,Linus")
        #expect(host.tap("Sort by Name"))
        host.advance(by: 0.1)
        #expect(line(host, "Order: ") == "Order: Linus,Grace,Barbara,Ada")
    }

    @Test func clickingARowSelectsItAndArrowKeysMoveTheSelection() throws {
        let host = ViewHost(People(), size: size)
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: none")
        host.tap(at: try center(host, "Barbara"))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: 4")
        #expect(host.press(.down))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: 1", "Down selects Grace, below Barbara")
        #expect(host.press(.up))
        #expect(host.press(.up))
        #expect(host.press(.up))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: 2", "Up stops at the first row")
    }

    @Test func aSetSelectionTogglesRowsAndShiftArrowExtendsIt() throws {
        let host = ViewHost(ManyPeople(), size: size)
        host.tap(at: try center(host, "Ada"))
        host.tap(at: try center(host, "Barbara"))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: 2,4")
        #expect(host.press(.up, modifiers: .shift))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: 2,3,4", "Shift-Up adds Linus, above Barbara")
        host.tap(at: try center(host, "Ada"))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: 3,4", "a second click removes a row")
        #expect(host.press(.down))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: 3", "Down without Shift selects the row below Ada alone")
    }

    @Test func rowsAreLazySoTenThousandRowsMountFewViews() throws {
        let rows = (0..<10_000).map(Numbered.init)
        struct Big: View {
            let rows: [Numbered]
            @State var selected: Int?
            var body: some View {
                Table(rows, selection: $selected) { TableColumn("Label", value: \.label) }
            }
        }
        let host = ViewHost(Big(rows: rows), size: size)
        #expect(host.find(text: "Row 0") != nil)
        #expect(host.find(text: "Row 9999") == nil)
        let made = host.texts.filter { $0.hasPrefix("Row ") }.count
        #expect(made < 40, "only the visible rows exist (\(made))")
        host.tap(at: try center(host, "Row 0"))
        for _ in 0..<12 { _ = host.press(.down) }
        host.advance(by: 0.5)
        #expect(host.find(text: "Row 12") != nil, "the table scrolled to keep the selection in view")
    }

    @Test func aSelectionStepRemakesOnlyTheRowsItChanges() throws {
        let host = ViewHost(CountedTable(), size: size)
        host.tap(at: try center(host, "Row 3"))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: 3")
        RowReads.ids = 0
        RowReads.cells = []
        #expect(host.press(.down))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: 4")
        #expect(RowReads.cells == [3, 4], "only the rows whose highlight changed are made again")
        #expect(RowReads.ids < 200, "the 10,000 ids are not read again for a step (\(RowReads.ids) reads)")
        // Sorting after steps still reorders the rows (the data changed: ids are read and rows move).
        #expect(host.tap("Sort by Number"))
        host.advance(by: 0.1)
        #expect(host.find(text: "Row 9999") != nil, "reversed, Row 9999 comes first")
        #expect(host.find(text: "Row 0") == nil)
        #expect(host.press(.down))
        host.advance(by: 0.1)
        #expect(line(host, "Selected: ") == "Selected: 3", "Down goes from where the sort moved the anchor row")
        // The table scrolled to keep Row 3 in view, at the end; an edited row there draws its new value.
        #expect(host.find(text: "Row 2") != nil && host.find(text: "Row 9999") == nil)
        RowReads.cells = []
        #expect(host.tap("Rename 2"))
        host.advance(by: 0.1)
        #expect(host.find(text: "Renamed") != nil && host.find(text: "Row 2") == nil)
        #expect(RowReads.cells == [2], "only the edited row is made again")
    }

    @Test func arrowsScrollToRowsWhoseIdsAreSmallNumbers() throws {
        // Rows numbered from 0 share their ids with the column positions 0, 1, 2: scrollTo must
        // still find the rows (it once found the header's cells and reported them out of a scroll view).
        struct Numbers: View {
            let rows = (0..<200).map { Person(id: $0, name: "Person \($0)", age: $0 % 90) }
            @State private var selected: Int?
            var body: some View {
                Table(rows, selection: $selected) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Age") { Text("\($0.age)") }
                    TableColumn("Id") { Text("#\($0.id)") }
                }
            }
        }
        let host = ViewHost(Numbers(), size: CGSize(width: 500, height: 300))
        host.tap(at: try center(host, "Person 0"))
        for _ in 0..<14 { _ = host.press(.down) }
        host.advance(by: 0.5)
        #expect(host.find(text: "Person 14") != nil, "scrolled to the selection")
        #expect(
            !host.withGraph { $0.diagnostics }.contains { $0.contains("scrollTo") },
            "\(host.withGraph { $0.diagnostics })")
    }

    @Test func columnWidthsAreSharedAndBadWidthsClamped() {
        let widths = TableColumnWidths.widths(
            of: [.fixed(60), .flexible(min: nil, ideal: nil, max: 100), .flexible(min: nil, ideal: nil, max: nil)],
            in: 400)
        #expect(widths == [60, 100, 240])
        #expect(TableColumnWidths.clamped(.nan) == TableColumnWidths.minimum)
        #expect(TableColumnWidths.clamped(1e300) == TableColumnWidths.maximum)
        #expect(TableColumnWidths.clamped(-5) == TableColumnWidths.minimum)
        let squeezed = TableColumnWidths.widths(
            of: [.flexible(min: 200, ideal: nil, max: nil), .flexible(min: 200, ideal: nil, max: nil)], in: 100)
        #expect(squeezed == [200, 200], "minimums hold when the table is too narrow")
        #expect(TableColumnWidths.widths(of: [.flexible(min: nil, ideal: nil, max: nil)], in: .nan) == [16])
    }

    @Test func tableRowsListedInABuilder() {
        struct Listed: View {
            var body: some View {
                Table(of: Person.self) {
                    TableColumn("Name", value: \.name)
                } rows: {
                    TableRow(crew[0])
                    TableRow(crew[1])
                }
            }
        }
        let host = ViewHost(Listed(), size: size)
        #expect(host.find(text: "Grace") != nil && host.find(text: "Ada") != nil)
        #expect(host.find(text: "Linus") == nil)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let host = ViewHost(People(), size: CGSize(width: 420, height: 220))
        host.setColorScheme(scheme)
        host.advance(by: 0.1)
        host.tap(at: try center(host, "Grace"))
        host.advance(by: 0.1)
        try host.assertSnapshot(named: "table-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
