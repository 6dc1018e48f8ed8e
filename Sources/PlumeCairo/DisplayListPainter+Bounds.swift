import CCairo
import Foundation
import PlumeGraphics

extension DisplayListPainter {
    /// A user-space rectangle that contains everything `list` draws (generously), or nil when it
    /// cannot be bounded (non-finite geometry). Group effects clip to it so that their offscreen
    /// groups cover the content rather than the whole canvas. An empty list gives `.null`.
    func approximateBounds(of list: DisplayList) -> CGRect? {
        var union = CGRect.null
        for item in list.items {
            guard let bounds = approximateBounds(of: item) else { return nil }
            union = union.union(bounds)
        }
        return union
    }

    /// One item's bounds (see `approximateBounds(of:)` for a list).
    func approximateBounds(of item: DisplayItem) -> CGRect? {
        switch item {
        case .fill(let path, _, _):
            return Self.controlPointBounds(path)
        case .stroke(let path, _, let style, _):
            // Miter joins reach up to miterLimit × half the width; square caps √2 × half the width.
            let reach = style.lineWidth / 2 * max(style.miterLimit, 1.5) + 1
            return Self.controlPointBounds(path).map { $0.isNull ? $0 : $0.insetBy(dx: -reach, dy: -reach) }
        case .text(let request, let frame, _):
            guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else { return .null }
            let size = textEngine.layout(request).size
            let largestFont = request.runs.map(\.font.size).max() ?? 17
            let slack = largestFont + request.runs.map { abs($0.baselineOffset) + abs($0.tracking) }.reduce(0, +)
            // Lines start between the frame's left edge and where trailing alignment would put them.
            let left = frame.minX + min(0, frame.width - size.width)
            let right = frame.minX + max(frame.width, size.width)
            let box = CGRect(x: left, y: frame.minY, width: right - left, height: size.height)
            return box.insetBy(dx: -slack, dy: -slack)
        case .image(_, let frame, _, _):
            guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else { return .null }
            return frame.insetBy(dx: -1, dy: -1)
        case .effect(let effect, let content):
            guard let inner = approximateBounds(of: content) else { return nil }
            if inner.isNull { return inner }
            switch effect {
            case .opacity, .colorMultiply, .colorMatrix, .compositingGroup, .blendMode, .backdropBlur:
                return inner
            case .transform(let t):
                guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return .null }
                return inner.applying(t)
            case .projection(let m):
                guard m.isFinite else { return .null }
                return m.boundingBox(of: inner)
            case .clip(let path, _):
                return Self.controlPointBounds(path).map { inner.intersection($0) }
            case .shadow(_, let radius, let offset):
                guard radius.isFinite, offset.width.isFinite, offset.height.isFinite else { return nil }
                let spread = 1.5 * abs(radius) + 2
                return inner.union(
                    inner.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread))
            case .blur(let radius):
                guard radius.isFinite else { return nil }
                let spread = 1.5 * abs(radius) + 2
                return inner.insetBy(dx: -spread, dy: -spread)
            case .mask(let mask):
                return approximateBounds(of: mask).map { inner.intersection($0) }
            }
        }
    }

    /// The bounds of a path's points and control points (which contain its curves); nil when a
    /// coordinate is not finite, so it cannot be bounded.
    static func controlPointBounds(_ path: Path) -> CGRect? {
        let bounds = path.controlPointBounds
        guard !bounds.isNull else { return bounds }
        guard [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY].allSatisfy(\.isFinite) else { return nil }
        return bounds
    }

    /// Runs `body` with the context clipped to `content`'s bounds (so groups pushed inside are only
    /// as large as the content); skips `body` when the content draws nothing.
    func withContentClip(_ content: DisplayList, in cr: OpaquePointer, _ body: () -> Void) {
        guard let bounds = approximateBounds(of: content) else { return body() }
        guard !bounds.isNull else { return }
        let outer = bounds.insetBy(dx: -2, dy: -2)
        cairo_save(cr)
        cairo_rectangle(
            cr, outer.minX.rounded(.down), outer.minY.rounded(.down), outer.width.rounded(.up) + 1,
            outer.height.rounded(.up) + 1)
        cairo_clip(cr)
        body()
        cairo_restore(cr)
    }
}
