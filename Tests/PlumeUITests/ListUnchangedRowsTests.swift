import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// A list of rows as an app writes them (a label, a spacer and a faded detail), presenting a sheet
/// from the view that makes the list: presenting runs that body again, which makes every row again.
private struct RowsUnderASheet: View {
    @State private var presented = false
    @State private var renamed = false

    var body: some View {
        VStack {
            Button("Present") { presented = true }
            Button("Rename") { renamed = true }
            List(0..<300, id: \.self) { n in
                HStack {
                    Text(renamed && n == 3 ? "Renamed" : "Row \(n)")
                    Spacer()
                    Text("\(n * 7 % 100) min").foregroundStyle(.secondary)
                }
                .disabled(n == 5)
            }
        }
        .sheet(isPresented: $presented) { Text("A sheet over the rows") }
    }
}

/// When the view that makes a `List` runs its body again, rows whose inputs are equal are not built
/// again (a row's view keeps its `foregroundStyle` and `disabled` as values, not closures); a row
/// whose input changed is.
@Suite struct ListUnchangedRowsTests {
    @Test func presentingASheetOverAListDoesNotRebuildItsRows() throws {
        let host = ViewHost(RowsUnderASheet(), size: CGSize(width: 320, height: 480))
        #expect(host.find(text: "Row 3") != nil)
        let before = host.bodyEvaluations
        #expect(host.tap("Present"))
        host.runFrame()
        #expect(host.find(text: "A sheet over the rows") != nil)
        // The presenting view, the list and the sheet: a few dozen bodies, not one per row.
        #expect(host.bodyEvaluations - before < 60, "\(host.bodyEvaluations - before) bodies")
    }

    @Test func aRowWhoseInputChangedIsBuiltAgain() throws {
        let host = ViewHost(RowsUnderASheet(), size: CGSize(width: 320, height: 480))
        let before = host.bodyEvaluations
        #expect(host.tap("Rename"))
        host.runFrame()
        #expect(host.find(text: "Renamed") != nil)
        #expect(host.find(text: "Row 3") == nil)
        #expect(host.find(text: "Row 4") != nil)
        #expect(host.bodyEvaluations - before < 60, "\(host.bodyEvaluations - before) bodies")
    }
}
