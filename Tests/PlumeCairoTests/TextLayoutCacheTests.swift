import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

/// The layout cache is bounded by bytes, whatever the number of layouts, and an engine sharing
/// fonts gives its layouts back when it goes.
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

    @Test func aLayoutLargerThanHalfTheBudgetIsMeasuredButNotKept() {
        let engine = PangoTextLayoutEngine(cacheBudget: 64 << 10)
        let request = mirrored(0)
        #expect(PangoTextLayoutEngine.estimatedCost(of: request, lineCount: 1) > 32 << 10)
        let result = engine.layout(request)
        #expect(result == PangoTextLayoutEngine.shared.layout(request))
        #expect(engine.cachedLayoutCount == 0)
        #expect(engine.cachedBytes == 0)
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
