import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// A list of rows over a toggle: tapping it runs the body that makes the `List` again.
private struct RowsUnderAToggle: View {
    @State private var flag = false

    var body: some View {
        VStack {
            Button(flag ? "On" : "Off") { flag.toggle() }
            List(0..<200, id: \.self) { n in
                Text(flag && n == 3 ? "Changed" : "Row \(n)")
                    .listRowBackground(Color.yellow)
            }
        }
    }
}

/// When the view that makes a `List` runs its body again, rows whose inputs are equal (modifier
/// traits such as `listRowBackground` included) are not built again; a row whose input changed is.
@Suite struct ListUnchangedRowsTests {
    @Test func rowsWithEqualInputsAreNotBuiltAgain() throws {
        let host = ViewHost(RowsUnderAToggle(), size: CGSize(width: 320, height: 480))
        #expect(host.find(text: "Row 3") != nil)
        let before = host.bodyEvaluations
        #expect(host.tap("Off"))
        host.runFrame()
        #expect(host.find(text: "On") != nil)
        #expect(host.find(text: "Changed") != nil)
        #expect(host.find(text: "Row 3") == nil)
        #expect(host.find(text: "Row 4") != nil)
        // The toggle's view, the list and its sections: a few dozen bodies, not one per row.
        #expect(host.bodyEvaluations - before < 40)
    }
}
