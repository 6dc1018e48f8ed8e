import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of a pushed value page in light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

private struct Park: Hashable {
    let name: String
    let state: String
    let acres: Int
}

private let parks = [
    Park(name: "Yosemite", state: "California", acres: 759_620),
    Park(name: "Zion", state: "Utah", acres: 147_242),
    Park(name: "Acadia", state: "Maine", acres: 49_075),
]

private struct ParksApp: View {
    @State var path: [Park] = []
    var body: some View {
        NavigationStack(path: $path) {
            Form {
                Section("Parks") {
                    ForEach(parks, id: \.self) { park in NavigationLink(park.name, value: park) }
                }
            }
            .navigationTitle("National Parks")
            .navigationDestination(for: Park.self) { park in
                VStack(alignment: .leading, spacing: 10) {
                    Text(park.name).font(.title).bold()
                    Text(park.state).foregroundColor(.secondary)
                    Text("\(park.acres) acres")
                    Spacer()
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .navigationTitle(park.name)
            }
        }
    }
}

@Suite("Navigation pictures") struct NavigationSnapshotTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func pushedValuePage(scheme: ColorScheme) throws {
        let host = ViewHost(ParksApp(), size: CGSize(width: 390, height: 420), colorScheme: scheme)
        #expect(host.tap("Zion"))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "navigation-value-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }

    @Test func halfwayThroughASwipeBack() throws {
        let host = ViewHost(ParksApp(), size: CGSize(width: 390, height: 420))
        #expect(host.tap("Zion"))
        host.advance(by: 0.5)
        host.press(at: CGPoint(x: 6, y: 250))
        host.move(from: CGPoint(x: 6, y: 250), to: CGPoint(x: 160, y: 252), steps: 10, duration: 1)
        try host.assertSnapshot(named: "navigation-swipe-light", in: snapshotDirectory)
        host.release(at: CGPoint(x: 160, y: 252))
    }
}
