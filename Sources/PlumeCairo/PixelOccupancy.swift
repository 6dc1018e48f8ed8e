import Foundation

/// Which device pixels the shapes of one batching window may touch: a grid of stamps over a
/// rectangle of device pixels, where a pixel belongs to the current window when its stamp equals the
/// window's number (so starting a window clears nothing).
///
/// Owned by one `DisplayListPainter` (one render, one thread); `DisplayListPainter.draw(_:in:)` asks
/// it whether a shape's footprint is free and marks it. Pixels outside the grid (outside the visible
/// area, where drawing has no effect) are always free.
final class PixelOccupancy {
    private var stamps: [UInt32] = []
    private var window: UInt32 = 0
    private var originX = 0
    private var originY = 0
    private var width = 0
    private var height = 0

    /// Starts a new, empty window over the device pixels of `rect` (whole pixels, rounded out).
    func begin(covering rect: CGRect) {
        originX = Int(rect.minX.rounded(.down))
        originY = Int(rect.minY.rounded(.down))
        width = max(0, Int(rect.maxX.rounded(.up)) - originX)
        height = max(0, Int(rect.maxY.rounded(.up)) - originY)
        if stamps.count < width * height { stamps = [UInt32](repeating: 0, count: width * height) }
        nextWindow()
    }

    /// Forgets what the current window marked.
    func nextWindow() {
        if window == UInt32.max {
            for index in stamps.indices { stamps[index] = 0 }
            window = 0
        }
        window += 1
    }

    /// Whether no pixel of `footprint` is marked in this window; when so, marks them all.
    func claim(_ footprint: PixelFootprint) -> Bool {
        let box = footprint.pixelBounds
        let x0 = max(box.x0, originX)
        let y0 = max(box.y0, originY)
        let x1 = min(box.x1, originX + width)
        let y1 = min(box.y1, originY + height)
        guard x0 < x1, y0 < y1 else { return true }
        return stamps.withUnsafeMutableBufferPointer { grid in
            for y in y0..<y1 {
                let row = (y - originY) * width - originX
                for x in x0..<x1 where grid[row + x] == window && footprint.touches(x: x, y: y) { return false }
            }
            for y in y0..<y1 {
                let row = (y - originY) * width - originX
                for x in x0..<x1 where footprint.touches(x: x, y: y) { grid[row + x] = window }
            }
            return true
        }
    }
}
