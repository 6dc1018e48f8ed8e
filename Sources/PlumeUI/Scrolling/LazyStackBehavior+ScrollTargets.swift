import Foundation
import PlumeGraphics

extension LazyStackBehavior {
    /// The frame of every line in window coordinates — measured, or estimated for lines never
    /// created — so that `.viewAligned` can rest on rows a fling reaches before they exist.
    /// Called outside layout (when a gesture ends).
    func estimatedLineFrames() -> [CGRect] {
        ensureOffsets()
        let count = min(lineCount, offsets.count)
        return (0..<count).map(windowFrame(ofLine:))
    }

    /// Line `index`'s frame in window coordinates from its offset along the stack (from the right
    /// edge in a right-to-left horizontal stack, whose lines the graph places mirrored).
    func windowFrame(ofLine index: Int) -> CGRect {
        var frame = node.frame
        let length = length(of: index)
        frame.origin[axis] =
            axis == .horizontal && node.isRightToLeft
            ? node.frame.maxX - offsets[index] - length : node.frame.origin[axis] + offsets[index]
        frame.size[axis] = length
        return frame
    }
}
