import Foundation

/// While a right-to-left container places its children: the sum of its frame's left and right
/// edges, about which their placements are mirrored (`ViewNode.mirroredForLayoutDirection`); nil
/// while a left-to-right one does. The graph owns one, and every node holds it, so that placing
/// reads it without going through the graph (an `unowned` load and a dynamic exclusivity check on
/// each access: 3–5 % of a layout pass when it lived on the graph). Written only by
/// `ViewNode.place`, which sets it around its behaviour's `place` and restores it after.
final class PlacementMirror {
    /// No dynamic exclusivity check: every access is an instant read or write.
    @exclusivity(unchecked) var axis: CGFloat?
}

/// Right-to-left layout in one place: containers compute placements as for a left-to-right subtree,
/// and `place(in:)` mirrors each child's x within the frame of the node placing it when that node's
/// environment runs right to left (as SwiftUI flips the x position of each view within its parent).
/// While a node's behaviour places its children, the graph holds the axis to mirror about
/// (`PlacementMirror`, the graph's one instance), so each container mirrors only its own children and nested
/// directions compose: a left-to-right island inside a right-to-left form lays out left to right
/// inside its mirrored frame.
extension ViewNode {
    /// `rect` (a placement computed left to right) mirrored within the frame of the node placing it
    /// when that node lays out right to left; `rect` itself otherwise.
    func mirroredForLayoutDirection(_ rect: CGRect) -> CGRect {
        guard let axis = placementMirror.axis else { return rect }
        return CGRect(x: axis - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Called in update when the environment changed: a node whose direction flipped is placed again
    /// with its subtree (sizes are unchanged, positions are not).
    func layoutDirectionMayHaveChanged() {
        let rightToLeft = environment.unrecordedLayoutDirection == .rightToLeft
        guard rightToLeft != isRightToLeft else { return }
        isRightToLeft = rightToLeft
        invalidateLayout()
    }

    /// The x of the window point `x` measured from the leading edge of `area` (the right edge in a
    /// right-to-left environment): local coordinates of gestures and controls' tracks.
    func leadingX(ofWindowX x: CGFloat, in area: CGRect) -> CGFloat {
        isRightToLeft ? area.maxX - x : x - area.minX
    }
}
