import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

/// Decoded images are cached by bytes as well as by count.
@Suite struct ImageCacheTests {
    private func square(_ index: Int, side: Int = 100) -> ImageSource {
        .pixels(
            Data(repeating: UInt8(index % 256), count: side * side * 4), width: side, height: side,
            name: "square \(index)")
    }

    @Test func decodedBytesStayWithinTheBudget() throws {
        let budget = 200 << 10
        let loader = CairoImageLoader(cacheBudget: budget)
        var largest = 0
        for index in 0..<40 {
            #expect(try loader.size(of: square(index)) == CGSize(width: 100, height: 100))
            largest = max(largest, loader.cachedBytes)
            #expect(loader.cachedBytes <= budget)
        }
        #expect(largest >= 40_000, "the cache is used (largest \(largest) bytes)")
    }

    @Test func anImageLargerThanHalfTheBudgetIsDecodedButNotKept() throws {
        let loader = CairoImageLoader(cacheBudget: 64 << 10)
        #expect(try loader.size(of: square(0, side: 200)) == CGSize(width: 200, height: 200))
        #expect(loader.cachedBytes == 0)
        loader.removeAllCachedImages()
        #expect(loader.cachedBytes == 0)
    }
}
