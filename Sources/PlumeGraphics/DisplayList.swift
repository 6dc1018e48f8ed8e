import Foundation

/// What a frame draws: a value-type list of drawing operations in absolute, y-down point coordinates.
///
/// The UI emits it; a backend (PlumeCairo) draws it. Items draw in order, later over earlier.
/// `dump()` gives a stable text form for tests.
/// ```swift
/// var list = DisplayList()
/// list.append(.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(.init(red: 1, green: 0, blue: 0))))
/// ```
public struct DisplayList: Hashable, Sendable {
    public var items: [DisplayItem]

    public init(_ items: [DisplayItem] = []) { self.items = items }

    public mutating func append(_ item: consuming DisplayItem) { items.append(item) }
    /// Appends `other`'s items; into an empty list, shares `other`'s storage instead of copying each
    /// item (a node's drawing passed up through parents that draw nothing of their own).
    public mutating func append(contentsOf other: DisplayList) {
        if items.isEmpty {
            items = other.items
        } else {
            items.append(contentsOf: other.items)
        }
    }
    public var isEmpty: Bool { items.isEmpty }

    /// Every item, depth first (groups before their contents).
    public func allItems() -> [DisplayItem] {
        var out: [DisplayItem] = []
        func walk(_ list: DisplayList) {
            for item in list.items {
                out.append(item)
                if case .effect(_, let inner) = item { walk(inner) }
                if case .effect(.mask(let mask), _) = item { walk(mask) }
            }
        }
        walk(self)
        return out
    }
}

/// One drawing operation.
///
/// Every case is kept in a box of its own, so an item is one pointer: a frame may hold thousands,
/// each made, moved and destroyed every time it is drawn again, and a list of pointers is written
/// and freed in a fraction of the memory inline payloads would take (a short `Path` lives inline in
/// its box, so a line or a rectangle is one allocation).
public indirect enum DisplayItem: Hashable, Sendable {
    /// Fills `path` with `paint`.
    case fill(Path, Paint, FillStyle = FillStyle())
    /// Strokes `path` with `paint`; with `antialiased` false, every pixel is either covered or not
    /// (no blended edge pixels), as SwiftUI's `stroke(_:lineWidth:antialiased:)`.
    case stroke(Path, Paint, StrokeStyle, antialiased: Bool = true)
    /// Draws a paragraph inside `frame` (top-left at the frame's origin, lines aligned within its
    /// width). Runs without a color use `color`.
    case text(TextLayoutRequest, frame: CGRect, color: Color.Resolved)
    /// Draws an image scaled to fill `frame`. A `tint` draws it as a template: its alpha filled with the tint.
    case image(ImageSource, frame: CGRect, tint: Color.Resolved?, interpolation: ImageInterpolation)
    /// Draws `content` with an effect applied.
    case effect(DisplayEffect, DisplayList)
}

/// How images are resampled.
public enum ImageInterpolation: String, Hashable, Sendable {
    case none, low, medium, high
}

/// An effect applied to a group of items.
public enum DisplayEffect: Hashable, Sendable {
    /// Composites the group at `opacity` (0…1) as one layer.
    case opacity(Double)
    /// Maps the group's coordinates by the transform.
    case transform(CGAffineTransform)
    /// Maps the group's coordinates by a projective transform (a perspective: `rotation3DEffect`).
    /// Parts that land behind the eye are not drawn.
    case projection(ProjectionTransform)
    /// Clips the group to the path.
    case clip(Path, FillStyle)
    /// Draws a blurred, offset copy of the group's alpha in `color` beneath it.
    case shadow(color: Color.Resolved, radius: CGFloat, offset: CGSize)
    /// A Gaussian blur of the group with the given radius (standard deviation ≈ radius / 2).
    case blur(radius: CGFloat)
    /// Keeps the group only where the mask list has alpha (multiplied by it).
    case mask(DisplayList)
    /// Multiplies every color by this color.
    case colorMultiply(Color.Resolved)
    /// Each pixel's colour through a `ColorMatrix` (grayscale, saturation, hue rotation…).
    case colorMatrix(ColorMatrix)
    /// Renders the group to one layer before compositing (needed for correct group opacity).
    case compositingGroup
    /// Renders the group to one layer and composites it with the operator onto what is beneath.
    case blendMode(DisplayBlendMode)
    /// Replaces what is already drawn beneath the group, where the group has alpha, by its Gaussian
    /// blur of the given radius (a material's frosted backdrop); the group itself is not drawn, only
    /// its coverage is used. Backends that cannot read back what they drew (vector output) draw nothing.
    case backdropBlur(radius: CGFloat)
}
