import Foundation

extension RenderedImage {
    /// Compares two images pixel by pixel; a pixel counts as differing when a channel differs by
    /// more than `tolerance` (0…255).
    /// ```swift
    /// let diff = rendered.difference(golden, tolerance: 2)
    /// #expect(diff.fractionOfPixelsDiffering < 0.001)
    /// ```
    public func difference(_ other: RenderedImage, tolerance: Int = 0) -> ImageDifference {
        guard width == other.width, height == other.height else {
            return ImageDifference(sameSize: false, maxChannelDelta: 255, fractionOfPixelsDiffering: 1)
        }
        guard width > 0, height > 0 else {
            return ImageDifference(sameSize: true, maxChannelDelta: 0, fractionOfPixelsDiffering: 0)
        }
        var maxDelta = 0
        var differing = 0
        for y in 0..<height {
            for x in 0..<width {
                let a = premultipliedWord(x: x, y: y)
                let b = other.premultipliedWord(x: x, y: y)
                if a == b { continue }
                var pixelMax = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    let d = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                    pixelMax = max(pixelMax, d)
                }
                maxDelta = max(maxDelta, pixelMax)
                if pixelMax > tolerance { differing += 1 }
            }
        }
        return ImageDifference(
            sameSize: true, maxChannelDelta: maxDelta,
            fractionOfPixelsDiffering: Double(differing) / Double(width * height))
    }
}
