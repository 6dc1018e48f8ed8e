import Foundation
import PlumeCairo
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of aliased and smooth outlines, light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

/// A score board's frames: the same rounded outline drawn with and without antialiasing, and a
/// ring stroked around its path.
private struct ScoreFrames: View {
    var antialiased: Bool
    var body: some View {
        HStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 14)
                .strokeBorder(Color.green, lineWidth: 6, antialiased: antialiased)
                .frame(width: 80, height: 80)
            Circle()
                .stroke(Color.orange, lineWidth: 5, antialiased: antialiased)
                .frame(width: 70, height: 70)
            Capsule()
                .strokeBorder(style: StrokeStyle(lineWidth: 4, dash: [6, 4]), antialiased: antialiased)
                .foregroundStyle(.purple)
                .frame(width: 90, height: 40)
        }
        .padding(20)
    }
}

@MainActor
@Suite("Strokes drawn without antialiasing")
struct StrokeAntialiasingTests {
    /// How many different colours the rendering holds: the background and one per shape when no
    /// edge is blended, many more when antialiasing blends the edges.
    private func colourCount(antialiased: Bool, scheme: ColorScheme = .light) throws -> Int {
        let host = ViewHost(
            ScoreFrames(antialiased: antialiased), size: CGSize(width: 360, height: 130), colorScheme: scheme)
        let image = try host.render()
        var colours = Set<RenderedImage.Pixel>()
        for y in 0..<image.height {
            for x in 0..<image.width { colours.insert(image.pixel(x: x, y: y)) }
        }
        return colours.count
    }

    @Test func theDisplayListSaysWhichStrokesAreAliased() {
        let host = ViewHost(ScoreFrames(antialiased: false), size: CGSize(width: 360, height: 130))
        let strokes = lines(of: host.dumpDisplayList(), containing: "stroke")
        #expect(strokes.count == 3)
        #expect(strokes.allSatisfy { $0.contains("aliased") })
        let smooth = ViewHost(ScoreFrames(antialiased: true), size: CGSize(width: 360, height: 130))
        #expect(lines(of: smooth.dumpDisplayList(), containing: "aliased").isEmpty)
    }

    @Test func aliasedOutlinesHaveNoBlendedEdges() throws {
        #expect(try colourCount(antialiased: false) == 4)
        #expect(try colourCount(antialiased: false, scheme: .dark) == 4)
        #expect(try colourCount(antialiased: true) > 20)
    }

    @Test func theBorderStaysInsideTheFrame() {
        let host = ViewHost(
            RoundedRectangle(cornerRadius: 8).strokeBorder(lineWidth: 10, antialiased: false)
                .frame(width: 60, height: 40).position(x: 50, y: 50),
            size: CGSize(width: 100, height: 100))
        let stroke = lines(of: host.dumpDisplayList(), containing: "stroke").first ?? ""
        #expect(stroke.contains("w 10"))
        #expect(stroke.contains("aliased"))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func snapshot(_ scheme: ColorScheme) throws {
        let host = ViewHost(
            VStack(spacing: 0) {
                ScoreFrames(antialiased: false)
                ScoreFrames(antialiased: true)
            },
            size: CGSize(width: 360, height: 260), colorScheme: scheme, scale: 2)
        try host.assertSnapshot(named: "stroke-aliased-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
