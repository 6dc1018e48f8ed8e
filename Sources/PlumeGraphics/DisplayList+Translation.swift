import Foundation

/// Moving a drawing by an offset: what a view that moved without changing draws (a scroll view's
/// content scrolling, a lazy stack's rows as it moves). The graph moves a node's cached drawing with
/// it instead of drawing it again (`ViewNode.move(to:)`); a list it cannot move is drawn again.
extension DisplayList {
    /// The same drawing moved by `offset`: paths, gradients' points, texts' and images' frames and
    /// clips move; opacities, colours, shadows' offsets and blurs stay. Nil when an item cannot be
    /// moved without redrawing (a transform or projection given about a point of the old place, a
    /// backdrop blur that reads what is behind) or `offset` is not finite.
    public func translated(by offset: CGSize) -> DisplayList? {
        guard offset.width.isFinite, offset.height.isFinite else { return nil }
        if offset == .zero { return self }
        var moved: [DisplayItem] = []
        moved.reserveCapacity(items.count)
        for item in items {
            guard let item = item.translated(by: offset) else { return nil }
            moved.append(item)
        }
        return DisplayList(moved)
    }
}

extension DisplayItem {
    /// The item moved by `offset` (see `DisplayList.translated(by:)`).
    func translated(by offset: CGSize) -> DisplayItem? {
        let dx = offset.width
        let dy = offset.height
        switch self {
        case .fill(let path, let paint, let style):
            return .fill(path.offsetBy(dx: dx, dy: dy), paint.translated(by: offset), style)
        case .stroke(let path, let paint, let style, let antialiased):
            return .stroke(path.offsetBy(dx: dx, dy: dy), paint.translated(by: offset), style, antialiased: antialiased)
        case .text(let request, let frame, let color):
            return .text(request, frame: frame.offsetBy(dx: dx, dy: dy), color: color)
        case .image(let source, let frame, let tint, let interpolation):
            return .image(source, frame: frame.offsetBy(dx: dx, dy: dy), tint: tint, interpolation: interpolation)
        case .effect(let effect, let content):
            guard let effect = effect.translated(by: offset), let content = content.translated(by: offset) else {
                return nil
            }
            return .effect(effect, content)
        }
    }
}

extension DisplayEffect {
    /// The effect for content moved by `offset`, or nil when it is tied to the old place.
    func translated(by offset: CGSize) -> DisplayEffect? {
        switch self {
        case .clip(let path, let style): return .clip(path.offsetBy(dx: offset.width, dy: offset.height), style)
        case .mask(let mask): return mask.translated(by: offset).map { .mask($0) }
        case .transform, .projection, .backdropBlur: return nil
        case .opacity, .shadow, .blur, .colorMultiply, .colorMatrix, .compositingGroup, .blendMode: return self
        }
    }
}

extension Paint {
    /// The paint for a shape moved by `offset`: a gradient's points move with it.
    func translated(by offset: CGSize) -> Paint {
        func move(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + offset.width, y: point.y + offset.height) }
        switch self {
        case .color: return self
        case .linear(let stops, let start, let end): return .linear(stops, start: move(start), end: move(end))
        case .radial(let stops, let center, let startRadius, let endRadius):
            return .radial(stops, center: move(center), startRadius: startRadius, endRadius: endRadius)
        case .angular(let stops, let center, let startAngle, let endAngle):
            return .angular(stops, center: move(center), startAngle: startAngle, endAngle: endAngle)
        }
    }
}
