import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// `allowsTightening(_:)` and `privacySensitive(_:)`, as an app uses them, checked in what is drawn.
@Suite("Text tightening and privacy") struct TextTighteningTests {
    private let phrase = "Tighten these letters"

    /// The texts drawn by `host`, with their frames.
    private func drawnTexts(_ host: ViewHost) -> [(request: TextLayoutRequest, frame: CGRect)] {
        func walk(_ list: DisplayList) -> [(TextLayoutRequest, CGRect)] {
            list.items.flatMap { item -> [(TextLayoutRequest, CGRect)] in
                switch item {
                case .text(let request, let frame, _): return [(request, frame)]
                case .effect(_, let inner): return walk(inner)
                default: return []
                }
            }
        }
        return walk(host.displayList).map { (request: $0.0, frame: $0.1) }
    }

    /// Whether the text drawn by `host` is cut with "…".
    private func isCut(_ host: ViewHost) throws -> Bool {
        let drawn = try #require(drawnTexts(host).first)
        return host.textEngine.layout(drawn.request).isTruncated
    }

    /// The width `phrase` needs at its usual spacing.
    private func naturalWidth() throws -> CGFloat {
        let host = ViewHost(Text(phrase).fixedSize(), size: CGSize(width: 400, height: 60))
        return try #require(host.find(text: phrase)).frame.width
    }

    @Test func aTextSlightlyTooWideTightensInsteadOfTruncating() throws {
        let squeezed = Text(phrase).lineLimit(1).frame(width: try naturalWidth() - 6)
        let plain = ViewHost(squeezed, size: CGSize(width: 400, height: 60))
        #expect(try isCut(plain))
        let tight = ViewHost(squeezed.allowsTightening(true), size: CGSize(width: 400, height: 60))
        #expect(try !isCut(tight))
        let tracking = try #require(drawnTexts(tight).first?.request.runs.first?.tracking)
        #expect(tracking < 0 && tracking >= -TextTightening.maximumFraction * 17)
    }

    @Test func aTextThatFitsKeepsItsSpacing() throws {
        let host = ViewHost(Text(phrase).allowsTightening(true), size: CGSize(width: 400, height: 60))
        #expect(drawnTexts(host).first?.request.runs.first?.tracking == 0)
    }

    @Test func aTextFarTooWideIsTruncatedAtItsUsualSpacing() throws {
        let host = ViewHost(
            Text(phrase).lineLimit(1).frame(width: 60).allowsTightening(true), size: CGSize(width: 400, height: 60))
        #expect(try isCut(host))
        #expect(drawnTexts(host).first?.request.runs.first?.tracking == 0)
    }

    private struct Account: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Balance")
                Text("$1,234.56").privacySensitive()
            }
        }
    }

    @Test func privateViewsAreHiddenOnlyUnderThePrivacyReason() {
        let shown = ViewHost(Account(), size: CGSize(width: 200, height: 80))
        #expect(drawnTexts(shown).count == 2)
        let redacted = ViewHost(Account().redacted(reason: .privacy), size: CGSize(width: 200, height: 80))
        #expect(drawnTexts(redacted).map(\.request.string) == ["Balance"])
        #expect(redacted.find(text: "$1,234.56") != nil)
        let notSensitive = ViewHost(
            VStack { Text("$1").privacySensitive(false) }.redacted(reason: .privacy),
            size: CGSize(width: 200, height: 80))
        #expect(drawnTexts(notSensitive).count == 1)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func privacySnapshot(_ scheme: ColorScheme) throws {
        let host = ViewHost(
            Account().padding(12).redacted(reason: .privacy), size: CGSize(width: 160, height: 70), colorScheme: scheme)
        try host.assertSnapshot(named: "text-privacy-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
