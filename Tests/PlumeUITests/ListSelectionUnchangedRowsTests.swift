import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// A selectable list of rows as an app writes them, presenting a sheet from the view that makes the
/// list: presenting runs that body again, which makes the list, its selection and every row again.
private struct SelectableRowsUnderASheet: View {
    let multiple: Bool
    @State private var presented = false
    @State private var one: Int?
    @State private var many: Set<Int> = []

    var body: some View {
        VStack {
            Button("Present") { presented = true }
            Text(multiple ? "Picked: " + many.sorted().map(String.init).joined(separator: ",") : "Picked: \(one ?? -1)")
            if multiple {
                List(0..<300, id: \.self, selection: $many) { n in SelectableRow(n: n) }
            } else {
                List(0..<300, id: \.self, selection: $one) { n in SelectableRow(n: n) }
            }
        }
        .sheet(isPresented: $presented) {
            Button("Done") { presented = false }
        }
    }
}

private struct SelectableRow: View {
    let n: Int
    var body: some View {
        HStack {
            Text("Row \(n)")
            Spacer()
            Text("\(n * 7 % 100) min").foregroundStyle(.secondary)
        }
    }
}

/// A `List(selection:)` made again over an unchanged selection hands its rows an equal selection
/// (`ListSelection` compares by where its binding points and the value it saw), so rows whose inputs
/// are unchanged are not built again; a tap still selects through the rows that were kept.
@MainActor @Suite struct ListSelectionUnchangedRowsTests {
    @Test(arguments: [false, true])
    func presentingASheetOverASelectableListDoesNotRebuildItsRows(multiple: Bool) throws {
        let host = ViewHost(SelectableRowsUnderASheet(multiple: multiple), size: CGSize(width: 320, height: 480))
        #expect(host.find(text: "Row 3") != nil)
        let bodies = try #require(host.bodiesEvaluated(tapping: "Present"))
        #expect(host.find(text: "Done") != nil)
        // The presenting view, the list and the sheet: a few dozen bodies, not one per row.
        #expect(bodies < 60, "\(bodies) bodies")
    }

    @Test func aTapSelectsThroughRowsKeptFromAnEarlierList() throws {
        let host = ViewHost(SelectableRowsUnderASheet(multiple: false), size: CGSize(width: 320, height: 480))
        presentAndDismissTheSheet(host)
        let row = try #require(host.find(text: "Row 3")).frame
        let probe = (x: Int(row.maxX) + 20, y: Int(row.midY))
        #expect(try host.render().pixel(x: probe.x, y: probe.y).red > 240, "unselected rows are white")
        #expect(host.tap("Row 3"))
        host.runFrame()
        #expect(host.find(text: "Picked: 3") != nil)
        // The selected row is drawn grey: the rows read the new selection.
        let selected = try host.render().pixel(x: probe.x, y: probe.y)
        #expect((195...225).contains(selected.red), "\(selected)")
        #expect(host.tap("Row 5"))
        host.runFrame()
        #expect(host.find(text: "Picked: 5") != nil)
        #expect(try host.render().pixel(x: probe.x, y: probe.y).red > 240, "row 3 is no longer selected")
    }

    @Test func aTapAddsToAMultipleSelectionThroughRowsKeptFromAnEarlierList() throws {
        let host = ViewHost(SelectableRowsUnderASheet(multiple: true), size: CGSize(width: 320, height: 480))
        presentAndDismissTheSheet(host)
        #expect(host.tap("Row 3"))
        host.runFrame()
        #expect(host.tap("Row 5"))
        host.runFrame()
        #expect(host.find(text: "Picked: 3,5") != nil)
        #expect(host.tap("Row 3"))
        host.runFrame()
        #expect(host.find(text: "Picked: 5") != nil)
    }

    /// Presents the sheet (which makes the list and its selection again) and dismisses it.
    private func presentAndDismissTheSheet(_ host: ViewHost) {
        #expect(host.tap("Present"))
        host.advance(by: 1)
        #expect(host.tap("Done"))
        host.advance(by: 1)
    }
}
