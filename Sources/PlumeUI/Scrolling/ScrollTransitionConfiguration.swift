import Foundation
import PlumeAnimation
import PlumeGraphics

/// Where a view is in a scroll transition, as SwiftUI's `ScrollTransitionPhase`: entering at the
/// top (or leading) edge, fully shown, or entering at the bottom (or trailing) edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Partly or wholly past the top or leading edge of the scroll view.
    case topLeading
    /// Shown past the configuration's threshold.
    case identity
    /// Partly or wholly past the bottom or trailing edge.
    case bottomTrailing

    /// Whether this is `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// -1 for `.topLeading`, 0 for `.identity`, 1 for `.bottomTrailing`: scale an effect by it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition moves between its phases, as SwiftUI's `ScrollTransitionConfiguration`:
/// following the scroll (`.interactive`) or animating once a threshold is crossed (`.animated`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case identity
        case animated(Animation)
        case interactive(UnitCurve)
    }
    let mode: Mode
    var threshold = Threshold.visible

    /// A configuration that never changes the view.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)
    /// Follows the scroll with an ease-in-out curve: the effect goes from the edge phase to the
    /// identity as the view goes from hidden to its threshold.
    public static let interactive = ScrollTransitionConfiguration(mode: .interactive(.easeInOut))
    /// Animates to the new phase with the default animation when the view crosses its threshold.
    public static let animated = ScrollTransitionConfiguration(mode: .animated(.default))

    /// Animates to the new phase with `animation` when the view crosses its threshold.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }

    /// Follows the scroll, paced by `timingCurve` (applied from hidden towards the threshold).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }

    /// This configuration with `animation` (an interactive one becomes animated).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = ScrollTransitionConfiguration(mode: .animated(animation))
        copy.threshold = threshold
        return copy
    }

    /// This configuration, fully shown (the identity phase) once the view passes `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// How far into the scroll view a view must be to count as shown, as SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`.
    public struct Threshold: Sendable {
        enum Measure: Sendable {
            /// The fraction of the view's length inside the scroll view (0…1).
            case visible(Double)
            /// The view's centre at the scroll view's centre.
            case centered
        }
        let measure: Measure
        /// Points the threshold is moved towards the scroll view's centre (negative: away).
        var inset: Double = 0

        /// The whole view inside the scroll view.
        public static let visible = Threshold(measure: .visible(1))
        /// Any part of the view inside (the view is shown as soon as it enters).
        public static let hidden = Threshold(measure: .visible(0))
        /// The view centred in the scroll view.
        public static var centered: Threshold { Threshold(measure: .centered) }

        /// `amount` (0…1; NaN counts as 1) of the view's length inside the scroll view.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(measure: .visible(amount.isNaN ? 1 : min(max(amount, 0), 1)))
        }

        /// This threshold met `distance` points closer to the centre of the scroll view (non-finite
        /// distances count as 0).
        public func inset(by distance: Double) -> Threshold {
            var copy = self
            copy.inset += distance.isFinite ? distance : 0
            return copy
        }

        /// This threshold `amount` of the way towards `other` (the nearer one when they measure
        /// differently).
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? min(max(amount, 0), 1) : 0
            var result = t < 0.5 ? self : other
            if case .visible(let a) = measure, case .visible(let b) = other.measure {
                result = Threshold(measure: .visible(a + (b - a) * t))
            }
            result.inset = inset + (other.inset - inset) * t
            return result
        }
    }
}

extension ScrollTransitionConfiguration.Threshold {
    /// How far (0: hidden, 1: at the threshold or past it) a view at `view` is along `axis` into a
    /// scroll view whose visible region is `container`.
    func progress(of view: CGRect, in container: CGRect, axis: Axis) -> Double {
        let (v0, v1) = axis == .vertical ? (view.minY, view.maxY) : (view.minX, view.maxX)
        let (c0, c1) = axis == .vertical ? (container.minY, container.maxY) : (container.minX, container.maxX)
        // The inset narrows (or widens) the region the view must be in.
        let i = CGFloat(inset)
        let (r0, r1) = (c0 + i, c1 - i)
        switch measure {
        case .centered:
            let half = (r1 - r0 + v1 - v0) / 2
            guard half > 0 else { return 1 }
            return Double(max(0, 1 - abs((v0 + v1) / 2 - (r0 + r1) / 2) / half))
        case .visible(let fraction):
            let length = v1 - v0
            let overlap = max(0, min(v1, r1) - max(v0, r0))
            guard length > 0 else { return v0 >= r0 && v0 <= r1 ? 1 : 0 }
            let shown = Double(overlap / length)
            guard fraction > 0 else { return shown > 0 ? 1 : 0 }
            return min(1, shown / fraction)
        }
    }
}
