import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of a rotated arc, light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

/// A meeting timer's ring: the first speaker's quarter, starting at twelve o'clock.
private struct SpeakerRing: View {
    var body: some View {
        ZStack {
            Circle().strokeBorder(Color.gray.opacity(0.3), lineWidth: 12)
            Circle()
                .trim(from: 0, to: 0.25)
                .rotation(.degrees(-90))
                .stroke(Color.orange, lineWidth: 12)
                .padding(6)
        }
        .frame(width: 120, height: 120)
        .padding(10)
    }
}

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.5 && abs(a.minY - b.minY) < 0.5 && abs(a.width - b.width) < 0.5
        && abs(a.height - b.height) < 0.5
}

@Suite("Rotated, scaled and transformed shapes") struct TransformedShapeTests {
    @Test func aRotatedShapeTurnsItsPathAboutTheAnchorAndKeepsItsFrame() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(close(turned, CGRect(x: 10, y: -10, width: 20, height: 40)))
        let aboutCorner = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: rect).boundingRect
        #expect(close(aboutCorner, CGRect(x: -20, y: 0, width: 20, height: 40)))
    }

    @Test func aQuarterArcTurnedBackAQuarterStartsAtTwelve() {
        let rect = CGRect(x: 0, y: 0, width: 120, height: 120)
        let arc = Circle().trim(from: 0, to: 0.25).rotation(.degrees(-90)).path(in: rect).boundingRect
        #expect(close(arc, CGRect(x: 60, y: 0, width: 60, height: 60)))
    }

    @Test func scaledAndTransformedShapes() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(close(Rectangle().scale(0.5).path(in: rect).boundingRect, CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(
            close(
                Rectangle().scale(x: 0.5, y: 1, anchor: .topLeading).path(in: rect).boundingRect,
                CGRect(x: 0, y: 0, width: 50, height: 100)))
        let moved = Rectangle().transform(CGAffineTransform(translationX: 10, y: 5)).path(in: rect).boundingRect
        #expect(close(moved, CGRect(x: 10, y: 5, width: 100, height: 100)))
    }

    @Test func aRotatedInsettableShapeStrokesItsBorderInside() {
        let view = Capsule().rotation(.degrees(90)).strokeBorder(Color.blue, lineWidth: 4).frame(width: 80, height: 40)
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        #expect(host.dumpDisplayList().contains("stroke"))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func pictureOfARotatedArc(scheme: ColorScheme) throws {
        let host = ViewHost(SpeakerRing(), size: CGSize(width: 140, height: 140), colorScheme: scheme)
        try host.assertSnapshot(
            named: "shape-rotated-arc-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
