import Foundation
import Observation
import PlumeGraphics
import PlumeTesting
import PlumeUI
import Testing

private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// Which tile or row is highlighted: the test changes it between scroll steps.
@Observable private final class Highlight {
    var index = 3
}

/// A photo wall as a person writes it: a lazy grid of coloured tiles with captions.
private struct TileWall: View {
    let highlight: Highlight
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8) {
                ForEach(0..<600, id: \.self) { i in
                    VStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 6)
                            .fill(
                                i == highlight.index
                                    ? Color.black : Color(hue: Double(i % 36) / 36, saturation: 0.6, brightness: 0.9)
                            )
                            .frame(height: 80)
                        Text("Tile \(i)").font(.caption)
                    }
                }
            }
            .padding()
        }
    }
}

/// A list with a badge over it that does not scroll (drawn over the scroll view).
private struct BadgedList: View {
    let highlight: Highlight
    var body: some View {
        List(0..<300, id: \.self) { n in
            HStack {
                Text("Row \(n)").bold(n == highlight.index)
                Spacer()
                Text("\(n * 7 % 100) min").foregroundStyle(.secondary)
            }
        }
        .overlay(alignment: .bottomTrailing) {
            Text("Badge").padding(6).background(Capsule().fill(Color.orange.opacity(0.8))).padding()
        }
    }
}

/// A scroll step whose content moved by whole device pixels moves the canvas's pixels and draws
/// only the strip coming in and what changed (`ScrollCopy`); every frame must equal a full redraw
/// byte for byte.
@MainActor @Suite struct ScrollPixelCopyTests {
    /// Where the retained frame differs from a fresh full render; nil when they are the same.
    static func mismatch(_ host: ViewHost) throws -> String? {
        let retained = try host.render()
        let scratch = try host.renderFromScratch()
        guard retained.bytes != scratch.bytes else { return nil }
        var differing = 0
        var first: (Int, Int)?
        for y in 0..<scratch.height {
            for x in 0..<scratch.width {
                let i = y * scratch.stride + x * 4
                if (0..<4).contains(where: { retained.bytes[i + $0] != scratch.bytes[i + $0] }) {
                    differing += 1
                    if first == nil { first = (x, y) }
                }
            }
        }
        return "\(differing) pixels differ, first at \(first.map { "\($0.0),\($0.1)" } ?? "-")"
    }

    /// Scrolls `host` by wheel steps of whole and fractional points in both directions, changing the
    /// highlighted item now and then, and compares every frame; returns the problems found.
    fileprivate static func scrollAndCompare(_ host: ViewHost, highlight: Highlight, label: String) throws -> [String] {
        var problems: [String] = []
        let middle = CGPoint(x: host.size.width / 2, y: host.size.height / 2)
        let steps: [CGFloat] = [30, 30, 45, 7.25, 30, 0.5, 60, -30, -12, -30, 30, 90, -45, 1, 30, 30, -60]
        for round in 0..<3 {
            for (index, step) in steps.enumerated() {
                if index % 5 == 4 { highlight.index += 1 }
                #expect(host.scroll(at: middle, by: CGSize(width: 0, height: step)), "\(label): the wheel scrolls")
                if let problem = try mismatch(host) {
                    problems.append("\(label) round \(round) step \(index): \(problem)")
                }
            }
            host.advance(by: 0.5)
            if let problem = try mismatch(host) { problems.append("\(label) round \(round) at rest: \(problem)") }
        }
        return problems
    }

    @Test(arguments: [ColorScheme.light, .dark], [1.0, 2.0])
    func aLazyGridScrolledStepByStepEqualsAFullRedraw(_ scheme: ColorScheme, _ scale: CGFloat) throws {
        let highlight = Highlight()
        let host = ViewHost(
            TileWall(highlight: highlight), size: CGSize(width: 400, height: 300), colorScheme: scheme, scale: scale)
        _ = try host.render()
        let problems = try Self.scrollAndCompare(host, highlight: highlight, label: "grid \(scheme) @\(scale)x")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(host.scrollCopyCount > 20, "most whole-pixel steps move pixels (\(host.scrollCopyCount))")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aListUnderAnOverlayScrolledStepByStepEqualsAFullRedraw(_ scheme: ColorScheme) throws {
        let highlight = Highlight()
        let host = ViewHost(
            BadgedList(highlight: highlight), size: CGSize(width: 360, height: 420), colorScheme: scheme)
        _ = try host.render()
        let problems = try Self.scrollAndCompare(host, highlight: highlight, label: "list \(scheme)")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(host.scrollCopyCount > 20, "most whole-pixel steps move pixels (\(host.scrollCopyCount))")
        try host.assertSnapshot(
            named: "scroll-copy-list-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
