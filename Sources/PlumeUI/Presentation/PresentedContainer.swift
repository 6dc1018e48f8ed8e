import Foundation
import PlumeAnimation
import PlumeGraphics

/// Holds a presented view in the layer: gives it the presentation's environment (the presenter's,
/// with `dismiss`, `isPresented`…), lays it out in the frame the layer chose, and draws the chrome
/// around it — a rounded card with a shadow for sheets, popovers (with their arrow), alerts and
/// dialogs, the window background for covers — and a sheet's drag indicator, which the user drags
/// to move the card between detents or down to dismiss it.
struct PresentedContainer: View, PrimitiveView {
    let entry: PresentationEntry
    /// The entry's `revision` when this value was made: a new one updates the presented view.
    let revision: Int
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { PresentedContainerBehavior() }
}

final class PresentedContainerBehavior: SingleContentViewBehavior<PresentedContainer>, PointerHandler {
    override var movesWithFrame: Bool { false }
    var entry: PresentationEntry { view.entry }
    override var pointerHandler: PointerHandler? { self }
    var kind: PresentationKind { entry.kind }
    /// Where the drag on the indicator started, while one is in progress.
    private var dragStart: CGPoint?
    private var dragSamples: [(time: TimeInterval, y: CGFloat)] = []
    /// Whether the press moved far enough to be a drag (and claimed the pointer).
    private var isDragging = false
    /// Whether the press went down on the content rather than the grab strip: it becomes a drag
    /// only past the scroll slop, mostly vertically, after the views inside had their chance.
    private var dragFromContent = false

    override var displayName: String? { entry.kind.name }

    override func update(changed: Bool) {
        entry.context.cardNode = node
        reconcilePresentedViews()
        node.invalidateRender()
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch kind {
        case .sheet, .fullScreenCover: proposal.replacingUnspecifiedDimensions()
        case .alert, .confirmationDialog, .popover, .menu: contentSize(proposal)
        }
    }

    /// Sheets and covers center their content in the card (as a full-size container); the others
    /// fit theirs.
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        switch kind {
        case .sheet, .fullScreenCover:
            placeContentAligned(in: rect, proposal: ProposedViewSize(rect.size), alignment: .center)
        case .alert, .confirmationDialog, .popover, .menu:
            placeContent(in: rect, proposal: ProposedViewSize(rect.size))
        }
        placeBackground(in: rect)
    }

    // MARK: Drawing

    static let cornerRadius: CGFloat = 12
    static let alertCornerRadius: CGFloat = 14
    static let menuCornerRadius: CGFloat = 8

    /// The card's outline (with the arrow of a popover) at `frame`.
    private func outline(_ frame: CGRect) -> Path {
        switch kind {
        case .fullScreenCover:
            return Path(frame)
        case .alert, .confirmationDialog:
            return Path(roundedRect: frame, cornerRadius: Self.alertCornerRadius)
        case .sheet:
            return Path(roundedRect: frame, cornerRadius: cardCornerRadius(frame))
        case .menu:
            return Path(roundedRect: frame, cornerRadius: Self.menuCornerRadius)
        case .popover:
            var path = Path(roundedRect: frame, cornerRadius: cardCornerRadius(frame))
            if let arrow = popoverArrow(frame) { path.addPath(arrow) }
            return path
        }
    }

    /// A sheet's or popover's corner radius: the declared one (`presentationCornerRadius`) or 12.
    private func cardCornerRadius(_ frame: CGRect) -> CGFloat {
        entry.context.cornerRadius(for: frame.size, standard: Self.cornerRadius)
    }

    /// A popover's arrow: a triangle on the side of the card facing the presenting view.
    private func popoverArrow(_ frame: CGRect) -> Path? {
        guard case .popover(let anchor, _) = kind else { return nil }
        let placement = PresentationPlacement(entry: entry, window: CGRect(origin: .zero, size: node.graph.size))
        let target = anchor.rect(in: placement.presenterFrame)
        let length = PresentationPlacement.arrowLength
        let half = length
        var path = Path()
        if target.maxY <= frame.minY {
            let x = min(max(target.midX, frame.minX + 16), frame.maxX - 16)
            path.addLines([
                CGPoint(x: x - half, y: frame.minY + 1), CGPoint(x: x, y: frame.minY - length),
                CGPoint(x: x + half, y: frame.minY + 1),
            ])
        } else if target.minY >= frame.maxY {
            let x = min(max(target.midX, frame.minX + 16), frame.maxX - 16)
            path.addLines([
                CGPoint(x: x - half, y: frame.maxY - 1), CGPoint(x: x, y: frame.maxY + length),
                CGPoint(x: x + half, y: frame.maxY - 1),
            ])
        } else if target.maxX <= frame.minX {
            let y = min(max(target.midY, frame.minY + 16), frame.maxY - 16)
            path.addLines([
                CGPoint(x: frame.minX + 1, y: y - half), CGPoint(x: frame.minX - length, y: y),
                CGPoint(x: frame.minX + 1, y: y + half),
            ])
        } else if target.minX >= frame.maxX {
            let y = min(max(target.midY, frame.minY + 16), frame.maxY - 16)
            path.addLines([
                CGPoint(x: frame.maxX - 1, y: y - half), CGPoint(x: frame.maxX + length, y: y),
                CGPoint(x: frame.maxX - 1, y: y + half),
            ])
        } else {
            return nil
        }
        path.closeSubpath()
        return path
    }

    /// The style a view inside declared for the card (`presentationBackground`); alerts, dialogs
    /// and menus keep theirs.
    private var declaredBackground: AnyShapeStyle? {
        switch kind {
        case .alert, .confirmationDialog, .menu: nil
        case .sheet, .popover, .fullScreenCover: entry.context.background
        }
    }

    /// The card's fill: the elevated background of the color scheme.
    private var background: Color.Resolved {
        let dark = node.environment.colorScheme == .dark
        switch kind {
        case .fullScreenCover: return Color.background.resolve(in: node.environment.colorScheme)
        case .alert, .confirmationDialog: return PresentationColors.alertBackground(dark: dark)
        case .sheet, .popover, .menu: return PresentationColors.cardBackground(dark: dark)
        }
    }

    override func draw(into list: inout DisplayList) {
        let frame = node.drawFrame
        let outline = outline(frame)
        let fill: DisplayItem
        if declaredBackgroundView != nil {
            // The background view is drawn inside the outline below; the fill only casts the shadow.
            fill = .fill(outline, .color(background))
        } else if let style = declaredBackground {
            if let radius = style._backdropBlurRadius(in: node.environment), radius > 0 {
                let coverage = DisplayItem.fill(outline, .color(Color.Resolved(red: 0, green: 0, blue: 0)))
                list.append(.effect(.backdropBlur(radius: radius), DisplayList([coverage])))
            }
            fill = .fill(outline, style._paint(in: frame, environment: node.environment))
        } else {
            fill = .fill(outline, .color(background))
        }
        if case .fullScreenCover = kind {
            list.append(fill)
        } else {
            list.append(
                .effect(
                    .shadow(color: PresentationColors.shadow, radius: 16, offset: CGSize(width: 0, height: 4)),
                    DisplayList([fill])))
        }
        var content = DisplayList()
        drawLayered(into: &content, layerBehind: backgroundNode != nil)
        list.append(.effect(.clip(outline, FillStyle()), content))
        if showsDragIndicator {
            let bar = CGRect(x: frame.midX - 18, y: frame.minY + 5, width: 36, height: 5)
            list.append(
                .fill(
                    Path(roundedRect: bar, cornerRadius: 2.5),
                    .color(PresentationColors.dragIndicator(dark: node.environment.colorScheme == .dark))))
        }
    }

    private var maxCardHeight: CGFloat {
        PresentationPlacement(entry: entry, window: CGRect(origin: .zero, size: node.graph.size)).maxCardHeight
    }

    private var showsDragIndicator: Bool {
        guard case .sheet = kind else { return false }
        return entry.context.showsDragIndicator(maxHeight: maxCardHeight)
    }

    override var dumpDetails: String? {
        guard case .sheet = kind else { return nil }
        return showsDragIndicator ? "drag indicator" : nil
    }

    // MARK: Hit testing and dragging

    /// The views inside get hits first; the rest of the card takes the others (so the dimming
    /// behind it does not).
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        if let hit = hitTestLayered(point, layerBehind: backgroundNode != nil) { return hit }
        return outline(node.frame).contains(point, eoFill: false) ? node : nil
    }

    /// The strip at the top of a sheet where its drag indicator is: pressing there drags the card.
    static let grabHeight: CGFloat = 24

    func pointerBegan(at point: CGPoint) -> Bool {
        guard case .sheet = kind else { return false }
        let onStrip = point.y < node.frame.minY + Self.grabHeight
        guard onStrip || entry.context.resizesFromContent(maxHeight: maxCardHeight) else { return false }
        dragFromContent = !onStrip
        dragStart = point
        isDragging = false
        dragSamples = [(node.frameState.time, point.y)]
        return true
    }

    func pointerMoved(to point: CGPoint) {
        guard let start = dragStart else { return }
        // A press that barely moves stays a tap for a button under it.
        if !isDragging {
            if dragFromContent {
                // As a scroll view decides (ScrollView+Handoff.swift), which sees the move first.
                let dy = abs(point.y - start.y)
                guard dy >= ScrollBehavior<EmptyView>.touchSlop, dy >= abs(point.x - start.x) else { return }
            }
            guard abs(point.y - start.y) >= 4 else { return }
            isDragging = true
            node.graph.claimPointer(self)
        }
        var offset = point.y - start.y
        // Past the tallest detent, or when dismissing is off, the card resists (a rubber band).
        let detents = entry.context.detents(maxHeight: maxCardHeight)
        let atLargest = entry.context.selectedDetent(maxHeight: maxCardHeight) == detents.last
        if offset < 0 && atLargest { offset = -rubberBand(-offset) }
        if offset > 0 && !entry.context.allowsInteractiveDismiss
            && detents.first == entry.context.selectedDetent(maxHeight: maxCardHeight)
        {
            offset = rubberBand(offset)
        }
        dragSamples.append((node.frameState.time, point.y))
        if dragSamples.count > 4 { dragSamples.removeFirst() }
        entry.context.dragOffset = offset
        node.graph.presentations.node?.invalidateLayout()
    }

    private func rubberBand(_ distance: CGFloat) -> CGFloat { 40 * log1p(distance / 40) }

    func pointerEnded(at point: CGPoint) {
        guard dragStart != nil else { return }
        let offset = entry.context.dragOffset
        dragStart = nil
        isDragging = false
        let velocity = dragVelocity
        dragSamples = []
        let maxHeight = maxCardHeight
        let detents = entry.context.detents(maxHeight: maxHeight)
        let current = entry.context.selectedDetent(maxHeight: maxHeight)
        let height = current.height(in: maxHeight)
        entry.context.dragOffset = 0
        // Far enough down (a third of the card, or a flick) from the smallest detent dismisses.
        let flungDown = velocity > 800
        if current == detents.first, offset > height / 3 || (flungDown && offset > 0),
            entry.context.allowsInteractiveDismiss
        {
            // The card leaves from where the drag left it; should the binding not let go (a constant),
            // it goes back to rest.
            entry.context.dragOffset = offset
            entry.requestDismiss()
            let entry = self.entry
            node.graph.afterFrame { [weak graph = node.graph] in
                guard let layer = graph?.presentations, layer.entries.contains(where: { $0 === entry }) else { return }
                entry.context.dragOffset = 0
                layer.settle()
            }
            return
        }
        // Otherwise the card rests at the detent nearest to the height the drag reached.
        let reached = height - offset - (velocity * 0.1)
        if let nearest = detents.min(by: {
            abs($0.height(in: maxHeight) - reached) < abs($1.height(in: maxHeight) - reached)
        }),
            nearest != current
        {
            entry.context.select(nearest)
        }
        node.graph.presentations.settle()
    }

    func pointerCancelled() {
        guard dragStart != nil else { return }
        dragStart = nil
        isDragging = false
        dragSamples = []
        entry.context.dragOffset = 0
        node.graph.presentations.settle()
    }

    /// Points per second downwards over the last moves.
    private var dragVelocity: CGFloat {
        guard let first = dragSamples.first, let last = dragSamples.last, last.time > first.time else { return 0 }
        return (last.y - first.y) / CGFloat(last.time - first.time)
    }

    var recognizesMovement: Bool { true }
}
