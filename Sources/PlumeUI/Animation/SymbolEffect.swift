import Foundation
import PlumeGraphics

/// An animation of a symbol image, as SwiftUI's `SymbolEffect` (applied with `symbolEffect(_:…)`):
/// `.bounce`, `.pulse`, `.variableColor`, `.scale`, `.appear`, `.disappear`, `.breathe`, `.wiggle`,
/// and `.replace` for `contentTransition(.symbolEffect(_:))`.
///
/// Plume draws symbols as one layer, so by-layer variants (`.byLayer`) animate the whole symbol as
/// `.wholeSymbol` does. `motion` is Plume's own requirement — how the effect moves the drawing — so
/// that a type of your own can be an effect too:
/// ```swift
/// struct Nod: SymbolEffect, DiscreteSymbolEffect {
///     var motion: SymbolEffectMotion {
///         .playing(duration: 0.4) { p in SymbolEffectPose(rotation: .degrees(10 * sin(2 * .pi * p))) }
///     }
/// }
/// ```
public protocol SymbolEffect: Hashable, Sendable {
    /// How the effect moves the symbol (Plume's requirement; the built-in effects provide it).
    var motion: SymbolEffectMotion { get }
}

/// An effect that plays once per change of a value: `symbolEffect(_:options:value:)`.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs while a condition holds: `symbolEffect(_:options:isActive:)`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol (`.appear`, `.disappear`).
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol by another (`.replace`), for `ContentTransition.symbolEffect`:
/// `motion` plays the arriving symbol in; `leavingPose(at:)` (Plume's requirement, fading out by
/// default) moves the leaving one out, over the same progress 0…1.
public protocol ContentTransitionSymbolEffect: SymbolEffect {
    /// The leaving symbol's pose at `progress` (0…1) of the replacement.
    func leavingPose(at progress: Double) -> SymbolEffectPose
}

extension ContentTransitionSymbolEffect {
    public func leavingPose(at progress: Double) -> SymbolEffectPose { SymbolEffectPose(opacity: 1 - progress) }
}

/// Where a symbol is drawn at one instant of an effect: scaled and turned about its centre, moved by
/// `offset` (in fractions of its height), at `opacity`.
public struct SymbolEffectPose: Equatable, Sendable {
    public var scale: CGFloat
    public var offset: CGSize
    public var rotation: Angle
    public var opacity: Double

    /// A pose; the defaults leave the symbol as it is.
    public init(scale: CGFloat = 1, offset: CGSize = .zero, rotation: Angle = .zero, opacity: Double = 1) {
        self.scale = scale
        self.offset = offset
        self.rotation = rotation
        self.opacity = opacity
    }

    /// The symbol as it is.
    public static let identity = SymbolEffectPose()

    /// Appends `inner` (drawn in `frame`) to `list` in this pose: scaled and turned about the
    /// frame's centre, moved, faded; nothing when fully clear or scaled to nothing.
    func draw(_ inner: DisplayList, in frame: CGRect, into list: inout DisplayList) {
        guard self != .identity else { return list.append(contentsOf: inner) }
        guard opacity > 0, scale > 0 else { return }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let transform = CGAffineTransform(translationX: -centre.x, y: -centre.y)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(rotationAngle: rotation.radians))
            .concatenating(
                CGAffineTransform(
                    translationX: centre.x + offset.width * frame.height, y: centre.y + offset.height * frame.height))
        var moved = DisplayList()
        moved.append(.effect(.transform(transform), inner))
        if opacity < 1 {
            list.append(.effect(.opacity(opacity), moved))
        } else {
            list.append(contentsOf: moved)
        }
    }

    /// This pose and `other` together (scales and opacities multiply, moves and turns add).
    func combined(with other: SymbolEffectPose) -> SymbolEffectPose {
        SymbolEffectPose(
            scale: scale * other.scale,
            offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height),
            rotation: .radians(rotation.radians + other.rotation.radians), opacity: opacity * other.opacity)
    }

    /// The pose `fraction` of the way from `self` to `other`.
    func interpolated(to other: SymbolEffectPose, fraction: Double) -> SymbolEffectPose {
        let f = CGFloat(fraction)
        return SymbolEffectPose(
            scale: scale + (other.scale - scale) * f,
            offset: CGSize(
                width: offset.width + (other.offset.width - offset.width) * f,
                height: offset.height + (other.offset.height - offset.height) * f),
            rotation: .radians(rotation.radians + (other.rotation.radians - rotation.radians) * fraction),
            opacity: opacity + (other.opacity - opacity) * fraction)
    }
}

/// How an effect moves a symbol: either a play (a motion over `duration` seconds that starts and
/// ends at rest, repeated as the options say) or a hold (the symbol eases into `activePose` while the
/// effect is active and back to `restPose` when it ends).
public struct SymbolEffectMotion: Sendable {
    enum Kind: Sendable {
        case play(@Sendable (Double) -> SymbolEffectPose)
        case hold(rest: SymbolEffectPose, active: SymbolEffectPose)
    }
    let kind: Kind
    /// Seconds for one play, or to ease in or out of a hold, at speed 1.
    let duration: TimeInterval

    /// A play of `duration` seconds: `pose(p)` gives the pose at progress `p` (0…1).
    public static func playing(duration: TimeInterval, pose: @escaping @Sendable (Double) -> SymbolEffectPose)
        -> SymbolEffectMotion
    {
        SymbolEffectMotion(kind: .play(pose), duration: duration)
    }

    /// A hold: `active` while the effect is active, `rest` otherwise, easing between them in `duration`.
    public static func holding(
        _ active: SymbolEffectPose, rest: SymbolEffectPose = .identity, duration: TimeInterval = 0.3
    ) -> SymbolEffectMotion {
        SymbolEffectMotion(kind: .hold(rest: rest, active: active), duration: duration)
    }
}

/// Whether an effect animates a symbol's layers one by one or the whole symbol (SwiftUI's `.byLayer`
/// and `.wholeSymbol`); Plume has one layer per symbol, so both draw the same.
enum SymbolEffectScope: Hashable, Sendable {
    case automatic, byLayer, wholeSymbol
}
