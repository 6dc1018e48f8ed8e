import Foundation

/// Right-to-left layout in one place: containers compute placements as for a left-to-right subtree,
/// and `place(in:)` mirrors each child's x within the frame of the node placing it when that node's
/// environment runs right to left (as SwiftUI flips the x position of each view within its parent).
/// While a node's behaviour places its children, the graph holds the axis to mirror about
/// (`ViewGraph.placementMirrorAxis`), so each container mirrors only its own children and nested
/// directions compose: a left-to-right island inside a right-to-left form lays out left to right
/// inside its mirrored frame.
extension ViewNode {
    /// `rect` (a placement computed left to right) mirrored within the frame of the node placing it
    /// when that node lays out right to left; `rect` itself otherwise.
    func mirroredForLayoutDirection(_ rect: CGRect) -> CGRect {
        guard let axis = graph.placementMirrorAxis else { return rect }
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
