import Foundation
import PlumeGraphics

extension DisplayList {
    /// This drawing mirrored left to right about the vertical centre line of `frame` (window
    /// coordinates): directional symbols and `flipsForRightToLeftLayoutDirection` in a right-to-left
    /// layout. An empty list stays empty.
    func mirroredHorizontally(in frame: CGRect) -> DisplayList {
        guard !isEmpty else { return self }
        var mirrored = DisplayList()
        let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: frame.minX + frame.maxX, ty: 0)
        mirrored.append(.effect(.transform(flip), self))
        return mirrored
    }
}
