import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

/// The layout cache is bounded by bytes, whatever the number of layouts, and an engine sharing
/// fonts gives its layouts back when it goes; the most recent layout larger than half the budget
/// is kept on its own.
@Suite struct TextLayoutCacheTests {
    /// A 20 KB paragraph that differs by its last characters, as a `Text` mirroring a typed field.
    private func mirrored(_ keystrokes: Int) -> TextLayoutRequest {
        T.text(
            String(repeating: "The quick brown fox jumps. ", count: 740) + String(repeating: "x", count: keystrokes),
            maxWidth: 300)
    }

    @Test func bytesStayWithinTheBudgetAfterManyDistinctLayouts() {
        let budget = 8 << 20
        let engine = PangoTextLayoutEngine(cacheBudget: budget)
        var largest = 0
        for keystroke in 0..<120 {
            _ = engine.layout(mirrored(keystroke))
            largest = max(largest, engine.cachedBytes)
            #expect(engine.cachedBytes <= budget)
        }
        // Many short texts too: the count alone would allow 8192 of them.
        for index in 0..<3000 { _ = engine.layout(T.text("Label \(index)", maxWidth: 120)) }
        #expect(engine.cachedBytes <= budget)
        #expect(largest > budget / 4, "the cache is used up to its budget (largest \(largest) bytes)")
        #expect(engine.cachedLayoutCount < 3000)
    }

    @Test func theMostRecentLayoutLargerThanHalfTheBudgetIsKeptOnItsOwn() {
        let engine = PangoTextLayoutEngine(cacheBudget: 64 << 10)
        let request = mirrored(0)
        #expect(PangoTextLayoutEngine.estimatedCost(of: request, lineCount: 1) > 32 << 10)
        let result = engine.layout(request)
        #expect(result == PangoTextLayoutEngine.shared.layout(request))
        #expect(engine.layout(request) == result)
        #expect(engine.builtLayoutCount == 1, "drawn again unchanged, it is not laid out again")
        #expect(engine.cachedLayoutCount == 1)
        let kept = engine.cachedBytes
        #expect(kept > 32 << 10)
        // Small layouts come and go in the budget beside it.
        for index in 0..<200 { _ = engine.layout(T.text("Label \(index)", maxWidth: 120)) }
        #expect(engine.cachedBytes <= (64 << 10) + kept)
        _ = engine.layout(request)
        #expect(engine.builtLayoutCount == 201)
        // Another large layout takes its place.
        _ = engine.layout(mirrored(1))
        _ = engine.layout(request)
        #expect(engine.builtLayoutCount == 203)
        engine.removeAllCachedLayouts()
        #expect(engine.cachedLayoutCount == 0)
        #expect(engine.cachedBytes == 0)
    }

    @Test func aTextBeyondPangosCapIsCountedForWhatItLaysOutAndItsKey() throws {
        let text = (1...10_000).map { "Line \($0): the quick brown fox jumps over the lazy dog" }.joined(
            separator: "\n")
        let request = T.text(text)
        let limit = try #require(PangoTextLayoutEngine.shared.limit(for: request))
        let laidOut = try #require(request.cut(to: limit))
        let cost = PangoTextLayoutEngine.estimatedCost(of: request, lineCount: 2000)
        let laidOutBytes = laidOut.runs.reduce(0) { $0 + $1.text.utf8.count }
        #expect(laidOutBytes <= 100_004)
        #expect(cost == 2048 + laidOutBytes * 49 + text.utf8.count + 2000 * 160 + 256)
        #expect(cost < PangoTextLayoutEngine.defaultCacheBudget / 4)
    }

    @Test func theDefaultBudgetIs32MB() {
        #expect(PangoTextLayoutEngine.defaultCacheBudget == 32 << 20)
        #expect(PangoTextLayoutEngine().cacheBudget == 32 << 20)
    }

    @Test func anEngineSharingFontsMeasuresTheSameAndReleasesItsLayouts() {
        weak var released: PangoTextLayoutEngine?
        var cached = 0
        do {
            let engine = PangoTextLayoutEngine(sharingFontsWith: .shared)
            for keystroke in 0..<10 {
                let request = mirrored(keystroke)
                #expect(engine.layout(request) == PangoTextLayoutEngine.shared.layout(request))
            }
            cached = engine.cachedBytes
            released = engine
        }
        #expect(cached > 0)
        #expect(released == nil)
    }

    @Test func removingAllLayoutsAccountsNoBytes() {
        let engine = PangoTextLayoutEngine()
        _ = engine.layout(T.text("Hello"))
        #expect(engine.cachedBytes > 0)
        engine.removeAllCachedLayouts()
        #expect(engine.cachedBytes == 0)
        #expect(engine.cachedLayoutCount == 0)
    }
}
