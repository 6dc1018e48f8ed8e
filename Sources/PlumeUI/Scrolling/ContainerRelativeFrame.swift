import Foundation
import PlumeGraphics

/// A frame sized from the nearest container, as SwiftUI's `containerRelativeFrame`.
nonisolated struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    /// The length along an axis for the container's length along it.
    let length: (CGFloat, Axis) -> CGFloat
    /// Why an argument was unusable (reported in the graph's diagnostics), or nil.
    var invalid: String? = nil
    @MainActor func makeBehavior() -> NodeBehavior { ContainerRelativeFrameBehavior() }
}

/// Lays out `containerRelativeFrame`: along its axes the frame takes the length computed from the
/// container's (the visible region of the nearest enclosing scroll view, or the window), the
/// content is proposed that length and aligned inside; along the other axes it is the content's.
///
/// The container's size is the one at the scroll view's last placement. When it changed since
/// this frame measured (the first layout, a resized window), the frame asks for another layout
/// pass after the frame, so the frame that is drawn is measured against the right size.
final class ContainerRelativeFrameBehavior: ModifierBehavior<ContainerRelativeFrameModifier>,
    ContainerSizeDependent
{
    override var movesWithFrame: Bool { false }
    override var displayName: String? { "containerRelativeFrame" }
    /// The container size the last measurement used.
    private var measuredContainer: CGSize?
    private var reportedBadLength = false

    override func update(changed: Bool) {
        super.update(changed: changed)
        if let invalid = modifier.invalid { node.graph.report(invalid) }
    }

    /// The nearest container's size: the viewport of the enclosing scroll view, or the window.
    private var containerSize: CGSize {
        var current = node.parent
        while let n = current {
            if let scrollable = n.behavior.scrollTarget {
                scrollable.addContainerDependent(self)
                return scrollable.viewportSize ?? node.graph.size
            }
            current = n.parent
        }
        return node.graph.size
    }

    /// The frame's length on each of its axes (nil on the others).
    private func lengths() -> (width: CGFloat?, height: CGFloat?) {
        let container = containerSize
        measuredContainer = container
        func length(_ axis: Axis) -> CGFloat? {
            guard modifier.axes.contains(axis.set) else { return nil }
            let value = modifier.length(container[axis], axis)
            guard value.isFinite, value >= 0 else {
                if !reportedBadLength {
                    reportedBadLength = true
                    let graph = node.graph
                    graph.afterFrame {
                        graph.report(
                            "containerRelativeFrame: the length \(value) is not a finite size; 0 is used instead")
                    }
                }
                return 0
            }
            return value
        }
        return (length(.horizontal), length(.vertical))
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let fixed = lengths()
        return ProposedViewSize(width: fixed.width ?? p.width, height: fixed.height ?? p.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let fixed = lengths()
        if let w = fixed.width, let h = fixed.height { return CGSize(width: w, height: h) }
        let c = contentSize(
            ProposedViewSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height))
        return CGSize(width: fixed.width ?? c.width, height: fixed.height ?? c.height)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        let measured = measuredContainer
        placeContentAligned(in: rect, proposal: childProposal(proposal), alignment: modifier.alignment)
        if let measured, measured != measuredContainer {
            // Measured against an earlier container size: measure again before the frame is drawn.
            node.graph.afterFrame { [weak self] in
                guard let self, !self.node.isDestroyed else { return }
                self.node.invalidateLayout()
            }
        }
    }

    override func explicitAlignment(_ id: ObjectIdentifier, size: CGSize) -> CGFloat? { nil }

    func containerSizeChanged() {
        guard !node.isDestroyed else { return }
        node.invalidateLayout()
    }
}

/// A view measured against a container's size (`containerRelativeFrame`): told, after the layout
/// pass, when that size changed, so that it measures again.
@MainActor
protocol ContainerSizeDependent: AnyObject {
    func containerSizeChanged()
}

/// A container's weak hold on a dependent (the dependent's node owns it).
struct WeakContainerDependent {
    weak var dependent: ContainerSizeDependent?
    init(_ dependent: ContainerSizeDependent) { self.dependent = dependent }
}

nonisolated extension View {
    /// Sizes the view along `axes` to the nearest container, as SwiftUI's
    /// `containerRelativeFrame(_:alignment:)`: a scroll view's visible region, or the window.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack(spacing: 0) { ForEach(pages) { PageView($0).containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes the view along `axes` to `span` of `count` equal columns (rows) of the nearest
    /// container, `spacing` apart, as SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`:
    /// each column is `(length − spacing × (count − 1)) / count`, and the view `span` columns plus the
    /// `span − 1` spacings between them. A `count` below 1 is reported and taken as 1.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let columns = CGFloat(max(1, count))
        let spanned = CGFloat(max(0, span))
        var frame = ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * (columns - 1)) / columns
            return max(0, column * spanned + spacing * max(0, spanned - 1))
        }
        if count < 1 {
            frame.invalid = "containerRelativeFrame: count must be at least 1 (got \(count)); 1 is used"
        } else if span < 0 {
            frame.invalid = "containerRelativeFrame: span must not be negative (got \(span)); 0 is used"
        }
        return modifier(frame)
    }

    /// Sizes the view along `axes` to what `length` returns for the nearest container's length
    /// along each axis, as SwiftUI's `containerRelativeFrame(_:alignment:_:)`.
    ///
    /// ```swift
    /// card.containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
    /// ```
    /// A length that is not finite, or negative, is reported and 0 is used.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
