import Foundation
import PlumeGraphics

struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether text inside may draw its letters closer together to fit before it is truncated
    /// (`.allowsTightening(_:)`), as SwiftUI's `\.allowsTightening`.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Lets text inside draw its letters a little closer together when it would otherwise be
    /// truncated, as SwiftUI's `allowsTightening(_:)`: up to `TextTightening.maximumFraction` of the
    /// font size less space per character, only as much as makes the text fit. Text that would not
    /// fit even so is truncated at its usual spacing. Tightening is tried before
    /// `minimumScaleFactor` shrinks the text.
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}

/// How much a text's letters are drawn closer together to fit (`allowsTightening`).
///
/// `TextBehavior` calls it while measuring and drawing a text that is truncated at its proposal,
/// with a closure that lays the text out tightened by a fraction of its font size and says whether
/// it fits; it touches nothing else. Bounded: one try at the largest amount, then six halvings.
enum TextTightening {
    /// The most space taken away between characters, as a fraction of the font size (Apple does
    /// not document its amount; 6 % keeps text readable).
    static let maximumFraction: CGFloat = 0.06

    /// The smallest fraction (within 1/64 of the maximum) at which the text fits, or 0 when it does
    /// not fit even at the maximum.
    static func smallestFittingFraction(fits: (CGFloat) -> Bool) -> CGFloat {
        guard fits(maximumFraction) else { return 0 }
        var (low, high) = (CGFloat(0), maximumFraction)
        for _ in 0..<6 {
            let middle = (low + high) / 2
            if fits(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// `request` with each run's tracking reduced by `fraction` of its font size.
    static func tightened(_ request: TextLayoutRequest, by fraction: CGFloat) -> TextLayoutRequest {
        guard fraction > 0 else { return request }
        var tightened = request
        tightened.runs = request.runs.map { run in
            var run = run
            run.tracking -= fraction * run.font.size
            return run
        }
        return tightened
    }
}
