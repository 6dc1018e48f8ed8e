import Foundation
import PlumeTesting
import PlumeUI
import Testing

private struct Planet: Identifiable {
    let id: Int
    let name: String
}

private final class Moon {
    var name: String
    init(_ name: String) { self.name = name }
}

/// The ways an app writes rows, each made again (equal) by every tap.
enum RemadeRows: String, CaseIterable, Sendable {
    case listOfRange, forEachOfStrings, forEachOfIdentifiable
}

/// Rows made again on every tap from the same data, id and content closure.
private struct RowsRemadeByATap: View {
    let rows: RemadeRows
    let tally: BodyTally
    @State private var taps = 0
    private let planets = [Planet(id: 1, name: "Mercury"), Planet(id: 2, name: "Venus")]

    var body: some View {
        VStack {
            Button("Tap \(taps)") { taps += 1 }
            switch rows {
            case .listOfRange:
                BodyCounted(tally: tally) { List(0..<1000, id: \.self) { n in Text("Row \(n)") } }
            case .forEachOfStrings:
                BodyCounted(tally: tally) { ForEach(["Dune", "Solaris"], id: \.self) { Text($0) } }
            case .forEachOfIdentifiable:
                BodyCounted(tally: tally) { ForEach(planets) { Text($0.name) } }
            }
        }
    }
}

/// Rows over objects whose ids are a property that changes in place, and rows whose closure reads
/// the state that changed.
private struct RowsThatChange: View {
    let tally: BodyTally
    @State private var taps = 0
    @State private var moons = [Moon("Io"), Moon("Europa")]

    var body: some View {
        VStack {
            Button("Rename") {
                moons[0].name = "Ganymede"
                taps += 1
            }
            BodyCounted(tally: tally) { ForEach(moons, id: \.name) { Text($0.name) } }
            ForEach(0..<2, id: \.self) { n in Text("Row \(n) after \(taps) taps") }
        }
    }
}

/// A `ForEach` made again from equal data, the same id key path and the same closure is the same
/// rows: the view above it is not built again (a `List` of a thousand rows presented over is not made,
/// compared or laid out again), while rows over objects, or rows whose closure captured what changed,
/// still are.
@MainActor @Suite struct ForEachUnchangedTests {
    @Test(arguments: RemadeRows.allCases)
    func rowsMadeAgainFromTheSameInputsAreNotBuiltAgain(rows: RemadeRows) throws {
        let tally = BodyTally()
        let host = ViewHost(RowsRemadeByATap(rows: rows, tally: tally), size: CGSize(width: 320, height: 480))
        let first = tally.count
        #expect(first >= 1)
        #expect(host.tap("Tap 0"))
        host.runFrame()
        #expect(host.find(text: "Tap 1") != nil)
        #expect(tally.count == first, "the rows' view ran its body \(tally.count - first) more times")
    }

    @Test func rowsOverObjectsAndRowsThatReadTheChangeAreBuiltAgain() throws {
        let tally = BodyTally()
        let host = ViewHost(RowsThatChange(tally: tally), size: CGSize(width: 320, height: 480))
        let first = tally.count
        #expect(host.find(text: "Row 1 after 0 taps") != nil)
        #expect(host.tap("Rename"))
        host.runFrame()
        #expect(tally.count > first, "rows over objects count as changed")
        #expect(host.find(text: "Ganymede") != nil)
        #expect(host.find(text: "Io") == nil)
        #expect(host.find(text: "Row 1 after 1 taps") != nil)
    }
}
