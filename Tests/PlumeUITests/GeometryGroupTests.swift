import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of a pill halfway through growing, light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

/// A pill drawn from the size its reader is given, rounded by a quarter of its height, with its width.
private struct WidthPill: View {
    var body: some View {
        GeometryReader { proxy in
            ZStack {
                RoundedRectangle(cornerRadius: proxy.size.height / 4).fill(Color.teal)
                Text("w\(Int(proxy.size.width.rounded()))")
            }
        }
    }
}

/// A card whose badge grows when "Grow" is tapped, with the badge grouped or not.
private struct GrowingCard: View {
    var grouped: Bool
    @State private var large = false
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Button("Grow") { withAnimation(.linear(duration: 1)) { large.toggle() } }
            Group {
                if grouped { WidthPill().geometryGroup() } else { WidthPill() }
            }
            .frame(width: large ? 240 : 80, height: large ? 120 : 40)
        }
        .padding(10)
    }
}

@MainActor
@Suite("geometryGroup()")
struct GeometryGroupTests {
    private func host(grouped: Bool) -> ViewHost { makeHost(GrowingCard(grouped: grouped), width: 300, height: 200) }

    /// The width the badge's reader reports now.
    private func shownWidth(_ host: ViewHost) -> String? {
        host.views.last { $0.text?.hasPrefix("w") == true }?.text
    }

    @Test func theContentIsLaidOutAtTheAnimatedSize() {
        let host = host(grouped: true)
        #expect(shownWidth(host) == "w80")
        #expect(host.tap("Grow"))
        host.advance(by: 0.5)
        #expect(shownWidth(host) == "w160")
        host.advance(by: 0.25)
        #expect(shownWidth(host) == "w200")
        host.advance(by: 0.5)
        #expect(shownWidth(host) == "w240")
        #expect(!host.isAnimating)
    }

    @Test func withoutTheGroupTheReaderSeesTheFinalSizeAtOnce() {
        let host = host(grouped: false)
        #expect(host.tap("Grow"))
        host.advance(by: 0.5)
        #expect(shownWidth(host) == "w240")
    }

    @Test func theDrawingFollowsTheGroup() throws {
        let host = host(grouped: true)
        #expect(host.tap("Grow"))
        host.advance(by: 0.5)
        let badge = try #require(host.views.last { $0.text == "w160" })
        // The group's frame is its final one (240 × 120); its content stands where it is drawn now,
        // 160 × 80, with the label at the centre.
        let group = try #require(host.views.first { $0.typeName == "geometryGroup" })
        #expect(group.frame.size == CGSize(width: 240, height: 120))
        let reader = try #require(host.views.first { $0.typeName == "GeometryReader" })
        #expect(reader.frame.size == CGSize(width: 160, height: 80))
        #expect(abs(badge.frame.midX - reader.frame.midX) < 0.5)
        #expect(abs(badge.frame.midY - reader.frame.midY) < 0.5)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func snapshot(_ scheme: ColorScheme) throws {
        let host = ViewHost(GrowingCard(grouped: true), size: CGSize(width: 300, height: 200), colorScheme: scheme)
        #expect(host.tap("Grow"))
        host.advance(by: 0.5)
        try host.assertSnapshot(named: "geometry-group-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
