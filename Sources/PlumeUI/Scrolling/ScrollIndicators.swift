import Foundation
import PlumeGraphics

/// The scroll indicators: thin rounded bars at the trailing edge (vertical) and the bottom edge
/// (horizontal), sized by the visible fraction of the content, shrinking while overscrolled. With
/// `.automatic` visibility they show while the content moves (or is being dragged) and fade out
/// over 0.25 s starting 0.5 s after it stops; `.visible` ones stay, `.hidden` and `.never` ones
/// (and all of them with `showsIndicators: false`) are not drawn.
extension ScrollBehavior {
    static var indicatorHold: TimeInterval { 0.5 }
    static var indicatorFade: TimeInterval { 0.25 }

    /// How the indicator along `axis` shows, from `showsIndicators` and `scrollIndicators(_:axes:)`.
    func indicatorVisibility(_ axis: Axis) -> ScrollIndicatorVisibility {
        guard view.showsIndicators else { return .never }
        return axis == .vertical
            ? node.environment.verticalScrollIndicatorVisibility
            : node.environment.horizontalScrollIndicatorVisibility
    }

    /// The fading indicators' opacity at `time` (0 when none of the scrolled axes fades: the frames
    /// that run the fade are asked for only while this is above 0).
    func indicatorOpacity(at time: TimeInterval) -> Double {
        let fades =
            (view.axes.contains(.vertical) && indicatorVisibility(.vertical) == .automatic)
            || (view.axes.contains(.horizontal) && indicatorVisibility(.horizontal) == .automatic)
        guard fades else { return 0 }
        if isMoving { return 1 }
        let idle = time - lastMovement - Self.indicatorHold
        if idle <= 0 { return 1 }
        return max(0, 1 - idle / Self.indicatorFade)
    }

    /// Draws the indicators of a viewport at `frame` along tracks in `track` (the frame less the
    /// indicator margins).
    func drawIndicators(into list: inout DisplayList, frame: CGRect, track: CGRect) {
        let fade = indicatorOpacity(at: node.frameState.time)
        drawnIndicatorOpacity = fade
        let scheme = node.environment.colorScheme
        let shade: Double = scheme == .dark ? 1 : 0
        func color(_ axis: Axis) -> Color.Resolved? {
            let opacity: Double =
                switch indicatorVisibility(axis).kind {
                case .automatic: fade
                case .visible: 1
                case .hidden, .never: 0
                }
            return opacity > 0 ? Color.Resolved(red: shade, green: shade, blue: shade, opacity: 0.35 * opacity) : nil
        }
        let thickness: CGFloat = 3
        let inset: CGFloat = 2.5
        let both = view.axes.contains(.horizontal) && view.axes.contains(.vertical)
        let corner: CGFloat = both ? thickness + inset : 0
        let l = limits(viewport: frame.size)
        if view.axes.contains(.vertical), contentExtent.height > frame.height, let color = color(.vertical),
            let bar = Self.bar(
                offset: contentOffset.y, limit: CGFloat(l.y.upperBound), viewport: frame.height,
                content: contentExtent.height, track: track.height - 2 * inset - corner)
        {
            let rect = CGRect(
                x: track.maxX - inset - thickness, y: track.minY + inset + bar.start, width: thickness,
                height: bar.length)
            list.append(.fill(Path(roundedRect: rect, cornerRadius: thickness / 2), .color(color)))
        }
        if view.axes.contains(.horizontal), contentExtent.width > frame.width, let color = color(.horizontal),
            let bar = Self.bar(
                offset: contentOffset.x, limit: CGFloat(l.x.upperBound), viewport: frame.width,
                content: contentExtent.width, track: track.width - 2 * inset - corner)
        {
            // Right to left the offset runs from the right edge (the content is placed mirrored).
            let x =
                node.isRightToLeft ? track.maxX - inset - bar.start - bar.length : track.minX + inset + bar.start
            let rect = CGRect(x: x, y: track.maxY - inset - thickness, width: bar.length, height: thickness)
            list.append(.fill(Path(roundedRect: rect, cornerRadius: thickness / 2), .color(color)))
        }
    }

    /// Where a bar sits along a track of length `track`.
    static func bar(offset: CGFloat, limit: CGFloat, viewport: CGFloat, content: CGFloat, track: CGFloat) -> (
        start: CGFloat, length: CGFloat
    )? {
        guard track > 0, content > 0, limit > 0 else { return nil }
        var length = max(min(36, track), track * viewport / content)
        let over = offset < 0 ? -offset : (offset > limit ? offset - limit : 0)
        length = max(thicknessFloor, length - over)
        let progress = min(max(offset / limit, 0), 1)
        return (start: (track - length) * progress, length: length)
    }

    private static var thicknessFloor: CGFloat { 6 }
}
