import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// A list of rows over a toggle: tapping it runs the body that makes the `List` again.
private struct RowsUnderAToggle: View {
    @State private var flag = false
    let withBackground: Bool

    var body: some View {
        VStack {
            Button(flag ? "On" : "Off") { flag.toggle() }
            List(0..<200, id: \.self) { n in
                HStack {
                    Text(flag && n == 3 ? "Changed" : "Row \(n)")
                    Spacer()
                    Text("\(n * 7 % 100) min").foregroundStyle(.secondary)
                }
                .listRowBackground(withBackground ? Color.yellow : nil)
            }
        }
    }
}

/// When the view that makes a `List` runs its body again, rows whose inputs are equal (modifier
/// traits such as `listRowBackground` included) are not built again; a row whose input changed is.
@Suite struct ListUnchangedRowsTests {
    @Test(arguments: [false, true]) func rowsWithEqualInputsAreNotBuiltAgain(withBackground: Bool) throws {
        let host = ViewHost(RowsUnderAToggle(withBackground: withBackground), size: CGSize(width: 320, height: 480))
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
