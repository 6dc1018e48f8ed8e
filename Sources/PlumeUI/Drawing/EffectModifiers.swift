import Foundation
import PlumeAnimation
import PlumeGraphics

/// A drawing effect that leaves layout alone: the content's drawing is wrapped in a display-list effect.
/// A plain value (`nonisolated`): visual effects and transitions make and interpolate it anywhere.
nonisolated struct EffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    enum Kind {
        case opacity(Double)
        case scale(CGSize, UnitPoint)
        case rotation(Angle, UnitPoint)
        case clip(AnyShape, FillStyle)
        case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
        case blur(CGFloat)
        case colorMultiply(Color)
        /// A colour effect (grayscale, saturation, hue rotation…).
        case color(ColorEffect)
        case compositingGroup
        /// Composited onto what is beneath with a blend mode (`blendMode(_:)`).
        case blend(BlendMode)
        case hidden
        /// A move by an offset plus `amount` times the way out of the window past `edge` (the
        /// transitions' `offset` and `move(edge:)`), drawn without changing layout.
        case translation(CGSize, Edge?, CGFloat)
    }
    var kind: Kind
    /// Why a number given was unusable (reported in the graph's diagnostics), or nil.
    var invalid: String? = nil
    /// Whether a translation is rounded to whole device pixels (a presented card sliding as a
    /// compositor moves a window's layer; its pixels can then be kept while it moves).
    var pixelAligned = false
    @MainActor func makeBehavior() -> NodeBehavior { EffectBehavior() }
}

extension EffectModifier: Animatable {
    /// The effect's numbers: opacity; scale (x, y); rotation (radians); shadow (radius, x, y, color);
    /// blur radius; multiplied color. Other effects have none.
    var animatableData: AnimatableVector {
        get {
            switch kind {
            case .opacity(let o): return AnimatableVector(o)
            case .scale(let s, _): return AnimatableVector(s.width, s.height)
            case .rotation(let a, _): return AnimatableVector(a.radians)
            case .shadow(let c, let r, let x, let y):
                let rc = c.resolve(in: .light)
                return AnimatableVector(r, x, y, rc.red, rc.green, rc.blue, rc.opacity)
            case .blur(let r): return AnimatableVector(r)
            case .colorMultiply(let c):
                let rc = c.resolve(in: .light)
                return AnimatableVector(rc.red, rc.green, rc.blue, rc.opacity)
            case .translation(let offset, _, let amount):
                return AnimatableVector(offset.width, offset.height, amount)
            case .color(let effect): return effect.amount.map { AnimatableVector($0) } ?? .zero
            case .clip, .compositingGroup, .blend, .hidden: return .zero
            }
        }
        set {
            let v = newValue
            switch kind {
            case .opacity: kind = .opacity(min(max(v[0], 0), 1))
            case .scale(_, let anchor): kind = .scale(CGSize(width: v[0], height: v[1]), anchor)
            case .rotation(_, let anchor): kind = .rotation(.radians(v[0]), anchor)
            case .shadow:
                kind = .shadow(
                    Color(red: v[3], green: v[4], blue: v[5], opacity: v[6]), radius: max(0, v[0]), x: v[1], y: v[2])
            case .blur: kind = .blur(max(0, v[0]))
            case .colorMultiply: kind = .colorMultiply(Color(red: v[0], green: v[1], blue: v[2], opacity: v[3]))
            case .translation(_, let edge, _): kind = .translation(CGSize(width: v[0], height: v[1]), edge, v[2])
            case .color(let effect): kind = .color(effect.amount == nil ? effect : effect.with(amount: v[0]))
            case .clip, .compositingGroup, .blend, .hidden: break
            }
        }
    }
}

final class EffectBehavior: ModifierBehavior<EffectModifier>, AnimationTicking {
    override var animationTarget: AnimationTicking? { self }
    private let slot = AnimatedSlot<EffectModifier>()

    override func update(changed: Bool) {
        super.update(changed: changed)
        if changed { slot.update(modifier, node: node) }
        if let invalid = modifier.invalid { node.graph.report(invalid) }
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        node.invalidateRender()
        return slot.tick(at: time, completions: &completions)
    }

    /// The effect as shown now.
    private var shown: EffectModifier { slot.value(modifier, at: node.frameState.time) }

    override var displayName: String? {
        switch modifier.kind {
        case .opacity: "opacity"
        case .scale: "scaleEffect"
        case .rotation: "rotationEffect"
        case .clip: "clipShape"
        case .shadow: "shadow"
        case .blur: "blur"
        case .colorMultiply: "colorMultiply"
        case .color(let effect): effect.name
        case .compositingGroup: "compositingGroup"
        case .blend: "blendMode"
        case .hidden: "hidden"
        case .translation(_, let edge, _): edge == nil ? "offset" : "move"
        }
    }

    override func modifierChanged(from old: EffectModifier) { node.invalidateRender() }

    /// The transform this effect applies to its content, if any (used by drawing and hit testing).
    var transform: CGAffineTransform? { transform(of: shown) }

    /// The transform `effect` (this behaviour's modifier as shown now: `shown`, which animates and
    /// so costs a lookup; callers that have it pass it) applies to the content, if any.
    private func transform(of effect: EffectModifier) -> CGAffineTransform? {
        let frame = node.drawFrame
        switch effect.kind {
        case .scale(let s, let anchor):
            return Self.anchored(CGAffineTransform(scaleX: s.width, y: s.height), at: anchor, in: frame)
        case .rotation(let angle, let anchor):
            return Self.anchored(CGAffineTransform(rotationAngle: angle.radians), at: anchor, in: frame)
        case .translation(let offset, var edge, let amount):
            // Right to left, `.leading` is the right edge and an x offset moves leftwards (as placements do).
            let mirrored = node.isRightToLeft
            if mirrored, edge == .leading || edge == .trailing { edge = edge == .leading ? .trailing : .leading }
            let out = edge.map { Self.distanceOut(past: $0, of: node.frame, in: node.graph.size) } ?? .zero
            var x = (mirrored ? -offset.width : offset.width) + amount * out.width
            var y = offset.height + amount * out.height
            if effect.pixelAligned {
                let scale = node.environment.displayScale
                if scale.isFinite, scale > 0, x.isFinite, y.isFinite {
                    x = (x * scale).rounded() / scale
                    y = (y * scale).rounded() / scale
                }
            }
            return CGAffineTransform(translationX: x, y: y)
        default: return nil
        }
    }

    /// `transform` about the point `anchor` picks in `frame`.
    nonisolated static func anchored(_ transform: CGAffineTransform, at anchor: UnitPoint, in frame: CGRect)
        -> CGAffineTransform
    {
        let a = anchor.point(in: frame)
        return CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    }

    /// How far `frame` must move to be just outside a window of `size` past `edge`.
    static func distanceOut(past edge: Edge, of frame: CGRect, in size: CGSize) -> CGSize {
        switch edge {
        case .leading: CGSize(width: -frame.maxX, height: 0)
        case .trailing: CGSize(width: size.width - frame.minX, height: 0)
        case .top: CGSize(width: 0, height: -frame.maxY)
        case .bottom: CGSize(width: 0, height: size.height - frame.minY)
        }
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        switch shown.kind {
        case .hidden: return nil
        case .opacity(let o) where o <= 0: return nil
        case .clip(let shape, _):
            let frame = node.frame
            let path = shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
            guard path.contains(point) else { return nil }
            return super.hitTest(point)
        case .scale, .rotation, .translation:
            return super.hitTest(point.applying((transform ?? .identity).inverted()))
        default: return super.hitTest(point)
        }
    }

    override func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        node.renderChildren(into: &inner)
        guard !inner.isEmpty else { return }
        let effect = shown
        effect.kind.draw(
            inner, transform: transform(of: effect), frame: node.drawFrame, scheme: node.environment.colorScheme,
            into: &list)
    }
}

extension EffectModifier.Kind {
    /// Appends `inner` drawn with this effect to `list`: `transform` is the effect's transform
    /// (scale, rotation, translation), `frame` the view's drawn frame (a clip's bounds), `scheme`
    /// what colours resolve in (asked only by the effects that have a colour: reading it from an
    /// environment costs a lookup). Used by `EffectBehavior` and by visual effects (`VisualEffect`).
    func draw(
        _ inner: DisplayList, transform: CGAffineTransform?, frame: CGRect, scheme: @autoclosure () -> ColorScheme,
        into list: inout DisplayList
    ) {
        switch self {
        case .opacity(let o):
            if o >= 1 { return list.append(contentsOf: inner) }
            if o <= 0 { return }
            list.append(.effect(.opacity(o), inner))
        case .scale, .rotation, .translation:
            let t = transform ?? .identity
            if t.isIdentity { return list.append(contentsOf: inner) }
            list.append(.effect(.transform(t), inner))
        case .clip(let shape, let style):
            let path = shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
            list.append(.effect(.clip(path, style), inner))
        case .shadow(let color, let radius, let x, let y):
            list.append(
                .effect(
                    .shadow(color: color.resolve(in: scheme()), radius: radius, offset: CGSize(width: x, height: y)),
                    inner))
        case .blur(let radius):
            list.append(radius > 0 ? .effect(.blur(radius: radius), inner) : .effect(.compositingGroup, inner))
        case .colorMultiply(let color):
            list.append(.effect(.colorMultiply(color.resolve(in: scheme())), inner))
        case .color(let effect):
            guard let matrix = effect.matrix else { return list.append(contentsOf: inner) }
            list.append(.effect(.colorMatrix(matrix), inner))
        case .compositingGroup:
            list.append(.effect(.compositingGroup, inner))
        case .blend(let mode):
            if mode == .normal { return list.append(contentsOf: inner) }
            list.append(.effect(.blendMode(mode.displayMode), inner))
        case .hidden:
            return
        }
    }
}

/// Masks the content by the alpha of another view laid out over it, as SwiftUI's `mask`.
nonisolated struct MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let mask: Mask
    let alignment: Alignment
    @MainActor func makeBehavior() -> NodeBehavior { MaskBehavior<Mask>() }
}

final class MaskBehavior<Mask: View>: ModifierBehavior<MaskModifier<Mask>> {
    override var displayName: String? { "mask" }
    override func childViews(content: any View) -> [(key: AnyHashable, view: any View)] {
        [(AnyHashable(0), content), (AnyHashable(1), modifier.mask)]
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        placeContentAndLayer(in: rect, proposal: proposal, alignment: modifier.alignment)
    }
    override func hitTest(_ point: CGPoint) -> ViewNode? { node.children.first?.behavior.hitTest(point) }

    override func draw(into list: inout DisplayList) {
        guard node.children.count > 1 else { return node.renderChildren(into: &list) }
        var content = DisplayList()
        node.children[0].render(into: &content)
        var mask = DisplayList()
        node.children[1].render(into: &mask)
        list.append(.effect(.mask(mask), content))
    }
}

nonisolated extension View {
    /// Draws the view at `opacity` (0…1; NaN is 0 and reported in `ViewGraph.diagnostics`).
    public func opacity(_ opacity: Double) -> some View {
        modifier(
            EffectModifier(
                kind: .opacity(opacity.isNaN ? 0 : min(max(opacity, 0), 1)),
                invalid: opacity.isNaN ? nonFiniteInput("opacity", opacity, usedAs: "0") : nil))
    }
    /// Scales the drawing about `anchor` (a non-finite factor is 1 and reported in `ViewGraph.diagnostics`).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 1 }
        return modifier(
            EffectModifier(
                kind: .scale(CGSize(width: f(scale.width), height: f(scale.height)), anchor),
                invalid: nonFiniteInput("scaleEffect", scale.width, scale.height, usedAs: "1")))
    }
    /// Scales the drawing uniformly about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    /// Scales the drawing about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Rotates the drawing about `anchor` (positive angles turn clockwise on screen).
    /// A non-finite angle is 0 and reported in `ViewGraph.diagnostics`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(
            EffectModifier(
                kind: .rotation(angle.radians.isFinite ? angle : .zero, anchor),
                invalid: nonFiniteInput("rotationEffect", angle.radians, usedAs: "0")))
    }
    /// Clips the drawing to `shape` placed in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EffectModifier(kind: .clip(AnyShape(shape), style)))
    }
    /// Clips the drawing to the view's frame.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
    /// Clips the drawing to a rounded rectangle (a non-finite radius is 0 and reported in
    /// `ViewGraph.diagnostics`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(
            EffectModifier(
                kind: .clip(
                    AnyShape(RoundedRectangle(cornerRadius: radius.isFinite ? max(0, radius) : 0, style: .circular)),
                    FillStyle()),
                invalid: nonFiniteInput("cornerRadius", radius, usedAs: "0")))
    }
    /// Draws a blurred shadow of the view beneath it.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return modifier(
            EffectModifier(
                kind: .shadow(color, radius: max(0, f(radius)), x: f(x), y: f(y)),
                invalid: nonFiniteInput("shadow", radius, x, y, usedAs: "0")))
    }
    /// Blurs the drawing (Gaussian, `radius` as SwiftUI's; a non-finite radius is 0 and reported).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(
            EffectModifier(
                kind: .blur(radius.isFinite ? max(0, radius) : 0),
                invalid: nonFiniteInput("blur", radius, usedAs: "0")))
    }
    /// Multiplies the drawing's colors by `color`.
    public func colorMultiply(_ color: Color) -> some View { modifier(EffectModifier(kind: .colorMultiply(color))) }
    /// Composites the drawing as one layer before effects above it apply.
    public func compositingGroup() -> some View { modifier(EffectModifier(kind: .compositingGroup)) }
    /// Keeps the view's space but draws nothing.
    public func hidden() -> some View { modifier(EffectModifier(kind: .hidden)) }
    /// Keeps the drawing only where `mask` (laid out over the view) is opaque.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }
    /// Keeps the drawing only where `mask` is opaque.
    public func mask<M: View>(_ mask: M) -> some View { modifier(MaskModifier(mask: mask, alignment: .center)) }
}
