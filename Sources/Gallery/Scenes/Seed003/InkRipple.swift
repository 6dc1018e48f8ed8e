import Foundation
import Plume

/// A Material ink ripple: pressing the view starts a circle of `color` at the touch point that grows
/// until it covers the view (0.45 s, ease-out), clipped to `shape`; releasing fades it out (0.3 s).
///
/// The press is watched with a simultaneous `DragGesture(minimumDistance: 0)`, so the view never
/// takes the pointer from a scroll view around it: once the finger moves past `slop` points the
/// press counts as a scroll, the ripple fades at once and `onPressingChanged(false)` is called.
/// `onPressingChanged` is told `true` when a press starts and `false` when it ends or is cancelled.
/// Animations run on the view graph's clock (the manual clock in tests).
struct InkRipple<S: Shape>: ViewModifier {
    var color: Color
    var shape: S
    var slop: CGFloat = 10
    var onPressingChanged: ((Bool) -> Void)?

    /// The ripple being shown, if any; a new press makes a new id so a new circle grows.
    @State private var ripple: RippleSpot?
    /// The press being tracked: nil when idle, false once it turned into a scroll.
    @State private var tracking: Bool?
    @State private var nextID = 0

    func body(content: Content) -> some View {
        content
            .overlay(
                GeometryReader { proxy in
                    if let ripple {
                        RippleCircle(
                            color: color, radius: Self.coveringRadius(from: ripple.center, in: proxy.size),
                            released: ripple.released
                        )
                        .position(ripple.center)
                        .id(ripple.id)
                        .transition(.opacity)
                    }
                }
                .allowsHitTesting(false)
            )
            .clipShape(shape)
            .contentShape(shape)
            .simultaneousGesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in changed(value) }
                    .onEnded { _ in ended() })
    }

    private func changed(_ value: DragGesture.Value) {
        switch tracking {
        case nil:
            tracking = true
            nextID += 1
            ripple = RippleSpot(id: nextID, center: value.startLocation)
            onPressingChanged?(true)
        case true?:
            let t = value.translation
            if (t.width * t.width + t.height * t.height).squareRoot() > slop {
                // The press became a scroll: the ripple goes quickly and the card settles.
                tracking = false
                withAnimation(.easeOut(duration: 0.15)) { ripple = nil }
                onPressingChanged?(false)
            }
        case false?:
            break
        }
    }

    private func ended() {
        defer { tracking = nil }
        guard tracking == true else { return }
        ripple?.released = true
        onPressingChanged?(false)
    }

    /// The radius from `center` to the farthest corner of a view of `size`.
    static func coveringRadius(from center: CGPoint, in size: CGSize) -> CGFloat {
        let dx = max(center.x, size.width - center.x)
        let dy = max(center.y, size.height - center.y)
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// Where a ripple started, and whether its press has been released.
struct RippleSpot: Equatable {
    let id: Int
    let center: CGPoint
    var released = false
}

/// One ripple circle: grows from nothing to `radius` when it appears, fades out once `released`.
struct RippleCircle: View {
    let color: Color
    let radius: CGFloat
    let released: Bool
    @State private var grown = false

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: 2 * radius, height: 2 * radius)
            .scaleEffect(grown ? 1 : 0.02)
            .opacity(released ? 0 : 1)
            .animation(.easeOut(duration: 0.3), value: released)
            .accessibilityIdentifier("ink ripple")
            .onAppear { withAnimation(.easeOut(duration: 0.45)) { grown = true } }
    }
}

extension View {
    /// Adds a Material ink ripple clipped to `shape` (see `InkRipple`).
    func inkRipple<S: Shape>(
        color: Color = Color(white: 0, opacity: 0.12), in shape: S, onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        modifier(InkRipple(color: color, shape: shape, onPressingChanged: onPressingChanged))
    }
}
