import Foundation
import PlumeAnimation
import PlumeGraphics

/// Drawing effects that change how a view looks but not where it is laid out, as SwiftUI's
/// `VisualEffect`: what the closures of `visualEffect(_:)` and `scrollTransition(_:axis:transition:)`
/// return, built from the `EmptyVisualEffect` they are given.
///
/// ```swift
/// .visualEffect { content, proxy in
///     content.offset(y: proxy.frame(in: .global).minY * -0.2).opacity(0.8)
/// }
/// ```
/// The effects apply in the order they are written, the first innermost, as view modifiers do.
/// A type of your own may conform; Plume draws it through `_visualEffectSteps`, which is empty
/// (no effect) unless the type builds its value from `EmptyVisualEffect`'s methods.
public protocol VisualEffect: Sendable, Animatable {
    /// Plume's drawing of the effect, innermost first (see the protocol's discussion).
    var _visualEffectSteps: [_VisualEffectStep] { get }
}

extension VisualEffect {
    /// No drawing effects.
    public var _visualEffectSteps: [_VisualEffectStep] { [] }
}

/// One drawing effect of a `VisualEffect` (Plume's representation; its contents are internal).
public struct _VisualEffectStep: Sendable {
    enum Kind: Sendable {
        case offset(CGSize)
        case scale(CGSize, UnitPoint)
        case rotation(Angle, UnitPoint)
        case opacity(Double)
        case blur(CGFloat)
        case colorMultiply(Color)
        case color(ColorEffect)
    }
    let kind: Kind

    /// The view modifier's effect that draws this step.
    var effectKind: EffectModifier.Kind {
        switch kind {
        case .offset(let offset): .translation(offset, nil, 0)
        case .scale(let scale, let anchor): .scale(scale, anchor)
        case .rotation(let angle, let anchor): .rotation(angle, anchor)
        case .opacity(let opacity): .opacity(opacity)
        case .blur(let radius): .blur(radius)
        case .colorMultiply(let color): .colorMultiply(color)
        case .color(let effect): .color(effect)
        }
    }

    /// This step `amount` of the way (0…1) towards `other`: the numbers blend when both are the
    /// same effect, else the nearer of the two is taken.
    func interpolated(towards other: _VisualEffectStep, amount: Double) -> _VisualEffectStep {
        let from = EffectModifier(kind: effectKind).animatableData
        var to = EffectModifier(kind: other.effectKind)
        guard from.count == to.animatableData.count, sameEffect(as: other) else {
            return amount < 0.5 ? self : other
        }
        var delta = to.animatableData - from
        delta.scale(by: amount)
        to.animatableData = from + delta
        return _VisualEffectStep(effectKind: to.kind) ?? other
    }

    private func sameEffect(as other: _VisualEffectStep) -> Bool {
        switch (kind, other.kind) {
        case (.offset, .offset), (.scale, .scale), (.rotation, .rotation), (.opacity, .opacity), (.blur, .blur),
            (.colorMultiply, .colorMultiply):
            true
        case (.color(let a), .color(let b)): a.name == b.name
        default: false
        }
    }

    init(_ kind: Kind) { self.kind = kind }

    /// The step drawing a view modifier's effect, for the effects visual effects have.
    init?(effectKind: EffectModifier.Kind) {
        switch effectKind {
        case .translation(let offset, _, _): kind = .offset(offset)
        case .scale(let scale, let anchor): kind = .scale(scale, anchor)
        case .rotation(let angle, let anchor): kind = .rotation(angle, anchor)
        case .opacity(let opacity): kind = .opacity(opacity)
        case .blur(let radius): kind = .blur(radius)
        case .colorMultiply(let color): kind = .colorMultiply(color)
        case .color(let effect): kind = .color(effect)
        default: return nil
        }
    }
}

/// The visual effect that changes nothing, as SwiftUI's `EmptyVisualEffect`: what the closures of
/// `visualEffect` and `scrollTransition` start from.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
}

/// Effects built from `EmptyVisualEffect`'s methods (the `some VisualEffect` they return).
public struct _ComposedVisualEffect: VisualEffect {
    public let _visualEffectSteps: [_VisualEffectStep]
}

extension [_VisualEffectStep] {
    /// These steps `amount` of the way (0…1) towards `other`, step by step; the steps only one side
    /// has fade in or out with it (an opacity from 1, a scale from 1…) by blending with their
    /// neutral form.
    func interpolated(towards other: [_VisualEffectStep], amount: Double) -> [_VisualEffectStep] {
        guard amount > 0 else { return self }
        guard amount < 1 else { return other }
        return (0..<Swift.max(count, other.count)).map { i in
            let from = i < count ? self[i] : other[i].neutral
            let to = i < other.count ? other[i] : self[i].neutral
            return from.interpolated(towards: to, amount: amount)
        }
    }

    /// Draws `inner` with these steps (the first innermost) for a view at `frame`, appending the
    /// result to `list`.
    @MainActor func draw(
        _ inner: DisplayList, frame: CGRect, rightToLeft: Bool, scheme: ColorScheme, into list: inout DisplayList
    ) {
        var drawing = inner
        for step in self {
            let kind = step.effectKind
            var transform: CGAffineTransform?
            switch step.kind {
            case .offset(let o):
                transform = CGAffineTransform(translationX: rightToLeft ? -o.width : o.width, y: o.height)
            case .scale(let s, let anchor):
                transform = EffectBehavior.anchored(
                    CGAffineTransform(scaleX: s.width, y: s.height), at: anchor, in: frame)
            case .rotation(let angle, let anchor):
                transform = EffectBehavior.anchored(
                    CGAffineTransform(rotationAngle: angle.radians), at: anchor, in: frame)
            default: transform = nil
            }
            var wrapped = DisplayList()
            kind.draw(drawing, transform: transform, frame: frame, scheme: scheme, into: &wrapped)
            drawing = wrapped
        }
        list.append(contentsOf: drawing)
    }
}

extension _VisualEffectStep {
    /// The same effect at the amount that changes nothing.
    var neutral: _VisualEffectStep {
        switch kind {
        case .offset: .init(.offset(.zero))
        case .scale(_, let anchor): .init(.scale(CGSize(width: 1, height: 1), anchor))
        case .rotation(_, let anchor): .init(.rotation(.zero, anchor))
        case .opacity: .init(.opacity(1))
        case .blur: .init(.blur(0))
        case .colorMultiply: .init(.colorMultiply(.white))
        case .color(let effect): .init(.color(effect.with(amount: effect.neutralAmount)))
        }
    }
}
