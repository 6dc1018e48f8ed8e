import Foundation
import PlumeGraphics

struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

extension EnvironmentValues {
    /// The smallest fraction of its font size text inside may shrink to when it does not fit
    /// (`.minimumScaleFactor(_:)`; 1: text never shrinks).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Lets text inside shrink down to `factor` of its font size to fit the space offered (within its
    /// line limit) before it is truncated, as SwiftUI's `minimumScaleFactor(_:)`. The factor is
    /// clamped to 0.01…1 (NaN: 1, no shrinking).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isNaN ? 1 : min(max(factor, 0.01), 1))
    }
}

/// Finds the largest font scale at which a text fits, for `minimumScaleFactor`.
///
/// `TextBehavior` calls it while laying out, with a closure that lays the text out at a scale and
/// says whether it fits (nothing truncated); it tries the whole size first, then the minimum, then
/// narrows down in eight halvings (a scale within 0.4 % of the best, in bounded time).
enum TextScaleFit {
    static func largestFittingScale(minimum: CGFloat, fits: (CGFloat) -> Bool) -> CGFloat {
        guard minimum < 1, !fits(1) else { return 1 }
        if !fits(minimum) { return minimum }
        var (low, high) = (minimum, CGFloat(1))
        for _ in 0..<8 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// `request` with every run's font size and tracking scaled by `scale`.
    static func scaled(_ request: TextLayoutRequest, by scale: CGFloat) -> TextLayoutRequest {
        guard scale != 1 else { return request }
        var scaled = request
        scaled.runs = request.runs.map { run in
            var run = run
            run.font.size = run.font.size * scale
            run.tracking *= scale
            return run
        }
        return scaled
    }
}
