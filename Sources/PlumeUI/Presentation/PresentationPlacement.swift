import Foundation
import PlumeGraphics

/// Where a presented view goes in the window, by its kind, as on a desktop window (macOS, iPadOS):
///
/// - a sheet is a centered card, `sheetWidth` wide at most, as tall as its detent (the tallest card
///   leaves `margin` above and below), moved by the drag in progress;
/// - a full-screen cover takes the whole window;
/// - an alert or dialog is a small centered box at its content's height (`alertWidth` wide);
/// - a popover sits at its content's ideal size on the side of the presenting view given by its
///   arrow edge (the other side when it does not fit), kept inside the window.
@MainActor
struct PresentationPlacement {
    let entry: PresentationEntry
    let window: CGRect

    static let margin: CGFloat = 24
    static let sheetWidth: CGFloat = 540
    nonisolated static let alertWidth: CGFloat = 270
    static let dialogWidth: CGFloat = 300
    /// The length of a popover's arrow (and the gap it spans to the presenting view).
    static let arrowLength: CGFloat = 10

    /// The tallest card the window allows.
    var maxCardHeight: CGFloat { max(0, window.height - 2 * Self.margin) }

    /// The frame of the presented view whose layout items are `items`.
    func frame(of items: [ViewNode]) -> CGRect {
        switch entry.kind {
        case .fullScreenCover:
            return window
        case .sheet:
            return sheetFrame
        case .alert, .confirmationDialog:
            let isAlert = if case .alert = entry.kind { true } else { false }
            let width = min(isAlert ? Self.alertWidth : Self.dialogWidth, max(0, window.width - 2 * Self.margin))
            let height = min(
                SingleContentBehavior.size(of: items, ProposedViewSize(width: width, height: nil)).height,
                maxCardHeight)
            return CGRect(x: window.midX - width / 2, y: window.midY - height / 2, width: width, height: height)
        case .popover(let anchor, let edge):
            return popoverFrame(items: items, anchor: anchor, edge: edge)
        case .menu(let anchor, let edge):
            return menuFrame(items: items, anchor: anchor, edge: edge)
        }
    }

    /// The sheet's card at rest (its detent's height), moved by the drag in progress.
    var sheetFrame: CGRect {
        let width = min(Self.sheetWidth, max(0, window.width - 2 * Self.margin))
        let height = entry.context.selectedDetent(maxHeight: maxCardHeight).height(in: maxCardHeight)
        return CGRect(
            x: window.midX - width / 2, y: window.midY - height / 2 + entry.context.dragOffset, width: width,
            height: height)
    }

    /// The frame of the presenting view in the window (the whole window if it is gone).
    var presenterFrame: CGRect {
        guard let presenter = entry.presenter, !presenter.isDestroyed else { return window }
        let union = presenter.layoutItems.reduce(CGRect.null) { $0.union($1.frame) }
        return union.isNull ? presenter.frame : union
    }

    /// A popover's frame: beside its target on the `edge` side (or the opposite one when only that
    /// fits), kept inside the window.
    func popoverFrame(items: [ViewNode], anchor: PopoverAttachmentAnchor, edge: Edge) -> CGRect {
        let target = anchor.rect(in: presenterFrame)
        let room = window.insetBy(dx: 8, dy: 8)
        let ideal = SingleContentBehavior.size(of: items, ProposedViewSize(width: nil, height: nil))
        let size = CGSize(width: min(ideal.width, room.width), height: min(ideal.height, room.height))
        let gap = Self.arrowLength
        func place(_ side: Edge) -> CGRect {
            switch side {
            case .top:
                CGRect(
                    x: target.midX - size.width / 2, y: target.minY - gap - size.height, width: size.width,
                    height: size.height)
            case .bottom:
                CGRect(x: target.midX - size.width / 2, y: target.maxY + gap, width: size.width, height: size.height)
            case .leading:
                CGRect(
                    x: target.minX - gap - size.width, y: target.midY - size.height / 2, width: size.width,
                    height: size.height)
            case .trailing:
                CGRect(x: target.maxX + gap, y: target.midY - size.height / 2, width: size.width, height: size.height)
            }
        }
        var frame = place(edge)
        if !room.contains(frame), room.contains(place(edge.opposite)) { frame = place(edge.opposite) }
        // Slide along the window to stay inside it (the arrow keeps pointing at the target).
        frame.origin.x = min(max(frame.minX, room.minX), max(room.minX, room.maxX - frame.width))
        frame.origin.y = min(max(frame.minY, room.minY), max(room.minY, room.maxY - frame.height))
        return frame
    }
}

@MainActor
extension PresentationPlacement {
    /// A menu's frame at its content's ideal size: below its target with the leading edges lined up
    /// (above when only that fits), or for `.trailing` beside it with the first row level with the
    /// target (the leading side when only that fits); then kept inside the window.
    func menuFrame(items: [ViewNode], anchor: PopoverAttachmentAnchor, edge: Edge) -> CGRect {
        let target = anchor.rect(in: presenterFrame)
        let room = window.insetBy(dx: 4, dy: 4)
        let ideal = SingleContentBehavior.size(of: items, ProposedViewSize(width: nil, height: nil))
        let size = CGSize(width: min(ideal.width, room.width), height: min(ideal.height, room.height))
        var frame: CGRect
        switch edge {
        case .leading, .trailing:
            frame = CGRect(x: target.maxX + 2, y: target.minY - 6, width: size.width, height: size.height)
            let other = CGRect(x: target.minX - 2 - size.width, y: frame.minY, width: size.width, height: size.height)
            if edge == .leading || frame.maxX > room.maxX, other.minX >= room.minX { frame = other }
        case .top, .bottom:
            frame = CGRect(x: target.minX, y: target.maxY + 4, width: size.width, height: size.height)
            let other = CGRect(x: target.minX, y: target.minY - 4 - size.height, width: size.width, height: size.height)
            if edge == .top || frame.maxY > room.maxY, other.minY >= room.minY { frame = other }
        }
        frame.origin.x = min(max(frame.minX, room.minX), max(room.minX, room.maxX - frame.width))
        frame.origin.y = min(max(frame.minY, room.minY), max(room.minY, room.maxY - frame.height))
        return frame
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
