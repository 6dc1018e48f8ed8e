import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A row whose whole width takes taps, as iOS 17 apps write it.
private struct Row: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            HStack {
                Text("Row")
                Spacer()
            }
            .containerShape(.rect)
            .onTapGesture { taps += 1 }
            Text("taps \(taps)")
        }
    }
}

/// A platter whose inner tile follows the platter's rounded corners.
private struct Platter: View {
    var body: some View {
        ContainerRelativeShape()
            .fill(Color.blue.opacity(0.5))
            .padding(8)
            .background(RoundedRectangle(cornerRadius: 24).fill(Color.gray.opacity(0.3)))
            .containerShape(RoundedRectangle(cornerRadius: 24))
            .frame(width: 160, height: 100)
    }
}

@Suite("Container shapes")
struct ContainerShapeTests {
    @Test func theRowsEmptySpaceTakesTheTap() throws {
        let host = ViewHost(Row(), size: CGSize(width: 300, height: 200))
        let row = try #require(host.find(text: "Row")?.frame)
        host.tap(at: CGPoint(x: 250, y: row.midY))
        #expect(host.find(text: "taps 1") != nil, "the spacer's area is inside the container shape")
        let plain = ViewHost(
            VStack {
                HStack {
                    Text("Row")
                    Spacer()
                }.onTapGesture {}
            }, size: CGSize(width: 300, height: 200))
        #expect(plain.find(text: "Row") != nil)
    }

    @Test func aContainerRelativeShapeIsTheContainersShapeInsetByItsPadding() throws {
        let host = ViewHost(Platter(), size: CGSize(width: 200, height: 140))
        let blue = Color.blue.opacity(0.5).resolve(in: .light)
        var outline: Path?
        func walk(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .fill(let path, .color(let c), _) where c == blue: outline = path
                case .effect(_, let inner): walk(inner)
                default: break
                }
            }
        }
        walk(host.displayList)
        let path = try #require(outline)
        let box = path.boundingRect
        #expect(abs(box.width - 144) < 0.5 && abs(box.height - 84) < 0.5, "inside the 8-point padding: \(box)")
        // Continuous corners of radius 16 (24 − 8): the corner point is outside; 26 points along an
        // edge the outline is straight (a 24-point continuous corner would still curve there).
        #expect(!path.contains(CGPoint(x: box.minX + 2, y: box.minY + 2)))
        #expect(path.contains(CGPoint(x: box.minX + 26, y: box.minY + 1.5)))
        #expect(path.contains(CGPoint(x: box.minX + 1.5, y: box.minY + 26)))
        // Without a container it is a rectangle.
        #expect(
            ContainerRelativeShape().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(
                CGPoint(x: 0.5, y: 0.5)))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func platterPictures(scheme: ColorScheme) throws {
        let host = ViewHost(Platter(), size: CGSize(width: 200, height: 140), colorScheme: scheme)
        try host.assertSnapshot(named: "container-shape-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
