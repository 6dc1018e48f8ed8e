import Foundation

/// How two rendered images differ, for snapshot tests with a tolerance.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
    /// Whether the images have the same width and height (when not, the other fields are 255 and 1).
    public var sameSize: Bool
    /// The largest difference of one premultiplied channel (0…255) over all pixels.
    public var maxChannelDelta: Int
    /// The fraction of pixels (0…1) where some channel differs by more than the tolerance.
    public var fractionOfPixelsDiffering: Double

    /// Whether the images match within a per-channel `tolerance` on at most `allowedFraction` of pixels.
    public func isWithin(channelTolerance tolerance: Int, allowedFraction: Double = 0) -> Bool {
        sameSize && (maxChannelDelta <= tolerance || fractionOfPixelsDiffering <= allowedFraction)
    }

    /// A one-line summary for test failure messages.
    public var description: String {
        guard sameSize else { return "images differ in size" }
        return
            "max channel delta \(maxChannelDelta), \(String(format: "%.4f", fractionOfPixelsDiffering * 100))% of pixels differ"
    }
}
