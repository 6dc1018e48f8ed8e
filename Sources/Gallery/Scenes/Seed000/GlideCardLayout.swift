import Foundation
import Plume

/// Where a glide card rests (the tutorial's card states).
public enum GlideCardState: String, Hashable, CaseIterable, Sendable {
    /// As high as the card goes: the list inside scrolls.
    case open
    /// Half way (segmented mode only).
    case compressed
    /// Down: a header peeking at the bottom (segmented) or out of sight (concrete).
    case closed
}

/// The open height of a card in concrete mode (the tutorial's `GlideConcreteDimension`).
public enum GlideConcreteDimension: Hashable, Sendable, CaseIterable {
    case fullScreen, half, oneThird, oneFourth
    /// A height in points; clamped to the container (a non-finite or negative height is 0).
    case custom(CGFloat)

    public static let allCases: [GlideConcreteDimension] = [.fullScreen, .half, .oneThird, .oneFourth, .custom(440)]

    /// The visible height of the open card in a container `height` points tall.
    public func visibleHeight(in height: CGFloat) -> CGFloat {
        switch self {
        case .fullScreen: return height
        case .half: return height / 2
        case .oneThird: return height / 3
        case .oneFourth: return height / 4
        case .custom(let h): return h.isFinite ? min(max(0, h), height) : 0
        }
    }

    /// The name shown on the mode bar.
    public var title: String {
        switch self {
        case .fullScreen: return "Full"
        case .half: return "Half"
        case .oneThird: return "Third"
        case .oneFourth: return "Fourth"
        case .custom: return "Custom"
        }
    }
}

/// How the card's heights are chosen (the tutorial's configuration).
public enum GlideCardMode: Hashable, Sendable {
    /// Three states: open, compressed (half the container) and closed (a peeking header).
    case segmented
    /// Two states: open at a concrete height, and closed (out of sight).
    case concrete(GlideConcreteDimension)
}

/// The geometry of a glide card in a container: where each state puts the card's top edge, how
/// dim the background is for a given top, and which state a released drag snaps to.
///
/// All positions are the y of the card's top edge in the container (0 = the container's top).
public struct GlideCardLayout: Equatable, Sendable {
    public var mode: GlideCardMode
    /// The container's height in points (negative or non-finite heights count as 0).
    public var containerHeight: CGFloat

    /// The gap left above the open card in segmented mode.
    public static let openGap: CGFloat = 64
    /// How much of the closed card peeks up in segmented mode (the handle and the title).
    public static let closedPeek: CGFloat = 96
    /// The background's opacity when the card is as high as it rests.
    public static let fullDim: Double = 0.4
    /// A release at least this fast (points per second) goes to the next state in its direction.
    public static let flickSpeed: CGFloat = 500

    public init(mode: GlideCardMode, containerHeight: CGFloat) {
        self.mode = mode
        self.containerHeight = containerHeight.isFinite ? max(0, containerHeight) : 0
    }

    /// The states the card rests in, highest first.
    public var states: [GlideCardState] {
        switch mode {
        case .segmented: return [.open, .compressed, .closed]
        case .concrete: return [.open, .closed]
        }
    }

    /// The top of the card resting in `state` (a segmented mode's `compressed` when `state` is not
    /// one of `states`: concrete mode has no compressed state and rests open instead).
    public func top(of state: GlideCardState) -> CGFloat {
        let h = containerHeight
        switch (mode, state) {
        case (.segmented, .open): return min(Self.openGap, h)
        case (.segmented, .compressed): return h / 2
        case (.segmented, .closed): return max(0, h - Self.closedPeek)
        case (.concrete(let d), .open), (.concrete(let d), .compressed): return h - d.visibleHeight(in: h)
        case (.concrete, .closed): return h
        }
    }

    /// The state concrete and segmented modes share with `state` (concrete mode has no compressed).
    public func resting(_ state: GlideCardState) -> GlideCardState { states.contains(state) ? state : .open }

    /// The highest and lowest resting tops.
    public var highestTop: CGFloat { top(of: .open) }
    public var lowestTop: CGFloat { top(of: .closed) }

    /// The top the card shows while dragged to `raw`: it follows the finger between the container's
    /// top and bottom, with resistance above the open position (a third of the overshoot).
    public func draggedTop(_ raw: CGFloat) -> CGFloat {
        guard raw.isFinite else { return highestTop }
        let top = raw < highestTop ? highestTop - (highestTop - raw) / 3 : raw
        return min(max(0, top), containerHeight)
    }

    /// The background's opacity for a card whose top is at `top`: `fullDim` times how far the card
    /// is from its lowest resting top towards its highest (0 when closed, 0.4 when open).
    public func dimOpacity(top: CGFloat) -> Double {
        let span = lowestTop - highestTop
        guard span > 0, top.isFinite else { return 0 }
        let progress = min(max(0, (lowestTop - top) / span), 1)
        return Self.fullDim * Double(progress)
    }

    /// The state a drag released with the card's top at `top` snaps to.
    ///
    /// A flick (vertical speed `velocity` of at least `flickSpeed`, positive downwards) goes to the
    /// next state past `top` in its direction — a short fast flick up from compressed opens the
    /// card. A slower release goes to the state nearest to `predictedTop`, where the drag would
    /// come to rest (`DragGesture.Value.predictedEndLocation`), which is about `top` for a slow one.
    public func restingState(top: CGFloat, velocity: CGFloat, predictedTop: CGFloat) -> GlideCardState {
        let ordered = states  // highest first
        guard top.isFinite else { return ordered.last ?? .closed }
        if velocity.isFinite, abs(velocity) >= Self.flickSpeed {
            if velocity < 0 {
                return ordered.last { self.top(of: $0) < top - 1 } ?? ordered[0]
            }
            return ordered.first { self.top(of: $0) > top + 1 } ?? ordered[ordered.count - 1]
        }
        let target = predictedTop.isFinite ? min(max(highestTop, predictedTop), lowestTop) : top
        return ordered.min { abs(self.top(of: $0) - target) < abs(self.top(of: $1) - target) } ?? .closed
    }
}
