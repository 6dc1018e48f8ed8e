import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// A row with state of its own: how many times it was tapped.
private struct CountedRow: View {
    let name: String
    @State private var taps = 0
    var body: some View { Button("\(name) \(taps)") { taps += 1 } }
}

private struct Fruit: Identifiable {
    let id: String
}

/// `List(data)` and `List { ForEach(data) }` with rows outside any section; "Add" puts a row first.
private struct FruitList: View {
    let usesForEach: Bool
    @State private var fruits = [Fruit(id: "Apple"), Fruit(id: "Banana")]

    var body: some View {
        VStack {
            if usesForEach {
                List { ForEach(fruits) { CountedRow(name: $0.id) } }
            } else {
                List(fruits) { CountedRow(name: $0.id) }
            }
            Button("Add") { fruits.insert(Fruit(id: "Cherry"), at: 0) }
        }
    }
}

/// Rows outside any section are gathered into one implicit section; its identity must not be its
/// first row's, or a row inserted first would make the whole section, and every row's state, new.
@Suite("List rows keep their state") struct ListRowStateTests {
    @Test(arguments: [false, true])
    func aRowInsertedFirstLeavesTheOtherRowsState(usesForEach: Bool) {
        let host = ViewHost(FruitList(usesForEach: usesForEach), size: CGSize(width: 240, height: 320))
        #expect(host.tap("Banana 0"))
        #expect(host.tap("Banana 1"))
        host.advance(by: 0.1)
        #expect(host.tap("Add"))
        host.advance(by: 0.5)
        #expect(host.texts.prefix(4) == ["Cherry 0", "Apple 0", "Banana 2", "Add"])
    }
}
