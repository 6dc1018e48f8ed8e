import Foundation
import PlumeAnimation
import PlumeGraphics

/// Where a view is in its transition.
enum TransitionPhase: Hashable {
    /// About to appear (the insertion's active state).
    case willAppear
    /// Shown normally.
    case identity
    /// Disappearing (the removal's active state).
    case didDisappear
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`: applied with `.transition(_:)` and
/// played when the view is inserted or removed in an animated transaction.
///
/// ```swift
/// if showDetails { Details().transition(.move(edge: .bottom).combined(with: .opacity)) }
/// ```
/// A removed view stays (in layout and drawing) until its removal transition ends. Plume has no
/// implicit default transition: views without `.transition` appear and disappear at once.
public struct AnyTransition: Sendable {
    /// Wraps the content for a phase; the wrapper's type is the same in every phase, so changing
    /// phase updates (and animates) the same views.
    let apply: @MainActor @Sendable (AnyView, TransitionPhase) -> AnyView

    /// A transition between two states of one modifier type.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        // The transition keeps its own copies of the two modifier values and applies them where the
        // graph plays transitions, on the main actor; the caller does not see them again.
        nonisolated(unsafe) let active = active
        nonisolated(unsafe) let identity = identity
        return AnyTransition { content, phase in
            AnyView(content.modifier(phase == .identity ? identity : active))
        }
    }

    /// No visible change.
    public static var identity: AnyTransition { AnyTransition { content, _ in content } }

    /// Fades in and out.
    public static var opacity: AnyTransition {
        modifier(active: TransitionEffect(opacity: 0), identity: TransitionEffect())
    }

    /// Grows from nothing and shrinks away, about the center.
    public static var scale: AnyTransition { scale(scale: 0, anchor: .center) }

    /// Grows from `scale` and shrinks to it, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        modifier(active: TransitionEffect(scale: scale, anchor: anchor), identity: TransitionEffect(anchor: anchor))
    }

    /// Moves in from and out to `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        modifier(active: TransitionEffect(offset: offset), identity: TransitionEffect())
    }

    /// Moves in from and out to (x, y).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }

    /// Moves in from and out towards `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition {
        modifier(active: TransitionEffect(edge: edge, edgeAmount: 1), identity: TransitionEffect(edge: edge))
    }

    /// Moves in from the leading edge and out towards the trailing edge.
    public static var slide: AnyTransition {
        asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    }

    /// Moves in from `edge` and out towards the opposite edge, fading.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge =
            switch edge {
            case .top: .bottom
            case .bottom: .top
            case .leading: .trailing
            case .trailing: .leading
            }
        return asymmetric(insertion: .move(edge: edge), removal: .move(edge: opposite)).combined(with: .opacity)
    }

    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition { content, phase in
            let inserted = insertion.apply(content, phase == .willAppear ? .willAppear : .identity)
            return removal.apply(inserted, phase == .didDisappear ? .didDisappear : .identity)
        }
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        let first = self
        return AnyTransition { content, phase in other.apply(first.apply(content, phase), phase) }
    }
}

/// The effect behind the built-in transitions: opacity, scale about an anchor, offset, and a move by
/// the view's size towards an edge.
nonisolated struct TransitionEffect: ViewModifier {
    var opacity: Double = 1
    var scale: CGFloat = 1
    var anchor: UnitPoint = .center
    var offset: CGSize = .zero
    var edge: Edge?
    /// How far towards `edge` the view is moved out: 1 is just outside the window, 0 in place.
    var edgeAmount: CGFloat = 0
    /// Whether the move is rounded to whole device pixels (see `EffectModifier.pixelAligned`).
    var pixelAligned = false

    @MainActor func body(content: Content) -> some View {
        content
            .opacity(opacity)
            .scaleEffect(scale, anchor: anchor)
            .modifier(EffectModifier(kind: .translation(offset, edge, edgeAmount), pixelAligned: pixelAligned))
    }
}

nonisolated extension View {
    /// How this view enters and leaves when inserted or removed in an animated transaction.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: transition))
    }
}
