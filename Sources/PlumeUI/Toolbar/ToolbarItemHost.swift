import Foundation
import PlumeGraphics

/// Shows one toolbar item in a bar: the current view of item `id` of `source`, in the environment
/// of the view that declared it, styled for its placement (bold for a confirmation, red for a
/// destructive action), on one line and at most `maxWidth` wide (longer labels truncate).
struct ToolbarItemHost: View, PrimitiveView {
    let item: ToolbarConfiguration.Item
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { ToolbarItemHostBehavior() }

    /// The widest a bar item may be (a documented clamp: longer labels truncate with "…").
    static let maxWidth: CGFloat = 180
}

/// Updates with its item's source (which invalidates it when the declaring view changes); transparent
/// to layout, so a `Spacer` in a `ToolbarItemGroup` spreads the bar's items.
final class ToolbarItemHostBehavior: SingleContentViewBehavior<ToolbarItemHost> {
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }
    private weak var registered: ToolbarSource?

    override func update(changed: Bool) {
        let item = view.item
        if registered !== item.source {
            registered?.unregister(node)
            item.source.register(node)
            registered = item.source
        }
        guard let entry = item.source.entry(item.id) else {
            node.reconcileChildren([], environment: node.environment)
            return
        }
        node.reconcileSingleChild(Self.styled(entry.view, placement: item.placement), environment: environment)
    }

    /// The declaring view's environment, laid out as the bar's child (its stack axis, so that a
    /// `Spacer` spreads the bar). The same inputs give the very same value, so that the item's views
    /// are not evaluated again when only the bar updated.
    private var environment: EnvironmentValues {
        let declared = view.item.source.environment
        if let cache, cache.declared.isIdentical(to: declared), cache.axis == node.environment.stackAxis {
            return cache.result
        }
        var result = declared
        result.stackAxis = node.environment.stackAxis
        if result.labelStyle.isAutomatic { result.labelStyle = .automaticInBar }
        cache = (declared, node.environment.stackAxis, result)
        return result
    }
    private var cache: (declared: EnvironmentValues, axis: Axis?, result: EnvironmentValues)?

    override func destroyed() { registered?.unregister(node) }

    /// `view` as a bar draws it at `placement` (a `Spacer` stays as it is, to spread the items).
    static func styled(_ view: AnyView, placement: ToolbarItemPlacement) -> AnyView {
        if view.view is Spacer { return view }
        let limit = ToolbarItemWidthLimit(maxWidth: ToolbarItemHost.maxWidth)
        return switch placement.kind {
        case .confirmationAction: AnyView(limit { view.font(.body.weight(.semibold)).lineLimit(1) })
        case .destructiveAction: AnyView(limit { view.tint(.red).lineLimit(1) })
        case .principal: AnyView(view.font(.headline).lineLimit(1))
        default: AnyView(limit { view.lineLimit(1) })
        }
    }
}

/// Offers its content at most `maxWidth` and takes the content's size (unlike a flexible frame,
/// it does not grow to `maxWidth`).
struct ToolbarItemWidthLimit: Layout {
    let maxWidth: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        return content.sizeThatFits(limited(proposal))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: limited(proposal))
    }

    private func limited(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: min(proposal.width ?? maxWidth, maxWidth), height: proposal.height)
    }
}
