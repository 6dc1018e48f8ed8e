import Foundation
import PlumeGraphics

extension LazyStackBehavior {
    /// The frame of every line in window coordinates — measured, or estimated for lines never
    /// created — so that `.viewAligned` can rest on rows a fling reaches before they exist.
    /// Called outside layout (when a gesture ends).
    func estimatedLineFrames() -> [CGRect] {
        ensureOffsets()
        let count = min(lineCount, offsets.count)
        return (0..<count).map { index in
            var frame = node.frame
            frame.origin[axis] = node.frame.origin[axis] + offsets[index]
            frame.size[axis] = length(of: index)
            return frame
        }
    }
}
