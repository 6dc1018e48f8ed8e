import Foundation
import PlumeAnimation
import PlumeGraphics

nonisolated extension View {
    /// Matches this view's geometry with the other views of `id` in `namespace`, as SwiftUI's
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: when a view with an id is
    /// inserted in the same animated change that removes another view with that id, the new view
    /// starts at the frame where the old one was drawn and moves and resizes to its own frame with
    /// the change's animation (its content is drawn scaled from its final layout).
    ///
    /// `properties` chooses what is taken from the old view: `.position` (the centre), `.size`, or
    /// both (`.frame`, the default). Differences from SwiftUI: while two views with the same id are
    /// both shown, the one with `isSource: false` is not moved onto the source (each keeps its own
    /// frame); the view that leaves plays its own transition where it was (fading, by default)
    /// rather than moving to the new view's frame; `anchor` is accepted and does not change where
    /// the frames are matched (their centres and sizes always are).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(
            MatchedGeometryModifier(
                key: AnyHashable(id), namespace: namespace, properties: properties, isSource: isSource))
    }
}

/// What a matched view takes from the view it matches, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The centre.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Centre and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// The matched source views of one namespace, by id (held by the namespace's id, so it lives as
/// long as a view uses the namespace).
///
/// `MatchedGeometryBehavior` records itself as the source of its id each time it is placed, and
/// asks, when a view is placed for the first time, where another view with its id that is leaving
/// is drawn now.
@MainActor
final class MatchedGeometryRegistry {
    private struct Entry {
        weak var source: MatchedGeometryBehavior?
        /// The source's frame when last placed (used once the source itself is gone).
        var placedFrame: CGRect
    }
    private var entries: [AnyHashable: Entry] = [:]

    /// An empty registry (a `@Namespace` read outside a mounted view makes one anywhere).
    nonisolated init() {}

    /// Records that `source`, a source for `key`, was placed at `frame`.
    func record(_ key: AnyHashable, source: MatchedGeometryBehavior, frame: CGRect) {
        entries[key] = Entry(source: source, placedFrame: frame)
    }

    /// Where a view of `key` that is leaving (removed, or playing its removal) is drawn now, unless
    /// that view is `asking` itself; nil when no other view of `key` is leaving.
    func departedFrame(_ key: AnyHashable, for asking: MatchedGeometryBehavior) -> CGRect? {
        guard let entry = entries[key], entry.source !== asking else { return nil }
        guard let source = entry.source else { return entry.placedFrame }
        if source.node.isDestroyed { return entry.placedFrame }
        return source.node.isRemoving ? source.drawnFrame : nil
    }
}

nonisolated struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: AnyHashable
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let isSource: Bool
    @MainActor func makeBehavior() -> NodeBehavior { MatchedGeometryBehavior() }
}

/// Lays its content out as it is; on its first placement, takes the frame where the leaving view
/// with its id is drawn and draws its content through a transform from that frame to its own,
/// animated with the transaction that inserted it. A source records itself when placed, for the
/// views that will replace it (layout records; drawing changes nothing).
final class MatchedGeometryBehavior: ModifierBehavior<MatchedGeometryModifier>, AnimationTicking {
    override var movesWithFrame: Bool { false }
    override var animationTarget: AnimationTicking? { self }
    /// The frame the content is drawn in while it moves from the departed view's frame.
    private var travel: AttributeAnimator<CGRect>?
    private var placedBefore = false

    override func modifierChanged(from old: MatchedGeometryModifier) {}

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        super.place(in: rect, proposal: proposal)
        let registry = modifier.namespace.registry
        let departed = placedBefore ? nil : registry.departedFrame(modifier.key, for: self)
        placedBefore = true
        if modifier.isSource, !node.isRemoving { registry.record(modifier.key, source: self, frame: rect) }
        guard let departed else { return }
        let transaction = node.effectiveTransaction
        guard transaction.animation != nil, !transaction.disablesAnimations else { return }
        let start = startFrame(from: departed, to: rect)
        guard start != rect, start.minX.isFinite, start.minY.isFinite, start.width.isFinite,
            start.height.isFinite
        else { return }
        let animator = AttributeAnimator(start)
        travel = animator
        if animator.set(rect, transaction: transaction, time: node.frameState.time) { node.graph.startAnimating(node) }
    }

    /// The frame to start from: the departed view's centre and size, as `properties` asks.
    private func startFrame(from departed: CGRect, to rect: CGRect) -> CGRect {
        let properties = modifier.properties
        let size = properties.contains(.size) ? departed.size : rect.size
        let centre =
            properties.contains(.position)
            ? CGPoint(x: departed.midX, y: departed.midY) : CGPoint(x: rect.midX, y: rect.midY)
        return CGRect(
            x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        guard let travel else { return false }
        node.invalidateRender()
        completions += travel.finish(at: time)
        if travel.isAnimating { return true }
        self.travel = nil
        return false
    }

    /// Where the content is drawn now: its frame, or while it travels, the frame it has reached.
    var drawnFrame: CGRect { transform.map { node.drawFrame.applying($0) } ?? node.drawFrame }

    /// The transform from the node's frame to where its content is drawn now (identity when still).
    private var transform: CGAffineTransform? {
        guard let travel, travel.isAnimating else { return nil }
        let final = node.drawFrame
        let shown = travel.presented(at: node.frameState.time)
        guard final.width > 0, final.height > 0 else { return nil }
        let sx = shown.width / final.width
        let sy = shown.height / final.height
        return CGAffineTransform(translationX: -final.minX, y: -final.minY)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: shown.minX, y: shown.minY))
    }

    override func draw(into list: inout DisplayList) {
        var inner = DisplayList()
        node.renderChildren(into: &inner)
        guard !inner.isEmpty else { return }
        guard let transform else { return list.append(contentsOf: inner) }
        list.append(.effect(.transform(transform), inner))
    }
}
