import Foundation
import PlumeAnimation
import PlumeGraphics

/// A 2D shape that draws by filling with the foreground style, as SwiftUI's `Shape`.
///
/// `path(in:)` receives a rectangle with origin zero and the shape's size.
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: 0))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: 0, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
nonisolated public protocol Shape: View, Animatable {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
    /// The shape's size for a proposal (default: the proposal, 10 on unspecified axes).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Whether the path is mirrored in a layout direction, as SwiftUI's (iOS 17): `.mirrors` by
    /// default (a custom shape's path drawn for left to right is mirrored in a right-to-left layout);
    /// the symmetric built-in shapes and `Path` are `.fixed`.
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    /// Plume's hook for a shape resolved against the container shape around it
    /// (`ContainerRelativeShape`): its outline in a view at `rect` (window coordinates, as the
    /// container's frame), relative to `rect`'s origin, or nil to use `path(in:)` (the default).
    /// `container` walks the ancestors to find the container: call it only when needed.
    func _containerRelativePath(in rect: CGRect, container: () -> _ContainerShape?) -> Path?
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension Shape where Body == _ShapeView<Self, ForegroundStyle> {
    /// A shape's body fills it with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(FillStyle()))
    }
}

/// A shape that can be inset (for borders inside the bounds), as SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn with a style: filled, stroked, or stroked inside its bounds (strokes with or
/// without antialiasing).
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    enum Mode {
        case fill(FillStyle)
        case stroke(StrokeStyle, antialiased: Bool)
        case strokeBorder(StrokeStyle, antialiased: Bool)
    }
    let shape: Content
    let style: Style
    let mode: Mode
    public typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { ShapeBehavior<Content, Style>() }
}

/// Shape views expose their outline for hit testing and clipping.
@MainActor
protocol ShapeOutline {
    func outline(in rect: CGRect) -> Path
}

final class ShapeBehavior<S: Shape, Style: ShapeStyle>: PrimitiveBehavior<_ShapeView<S, Style>>, ShapeOutline,
    AnimationTicking
{
    override var animationTarget: AnimationTicking? { self }
    private let shapeSlot = AnimatedSlot<S>()
    private let colorSlot = ColorSlot()
    /// The shape's path at the size last asked, while its data does not animate: a shape whose
    /// frame moves (under an animating `offset` or `position`) is drawn with the same path moved,
    /// without asking the shape again (SwiftUI does not ask a moved shape for its path either).
    private var pathCache: (size: CGSize, path: Path)?
    override var displayName: String? { ViewNode.shortName(of: S.self) }

    override func update(changed: Bool) {
        guard changed else { return }
        pathCache = nil
        node.invalidateLayout()
        shapeSlot.update(view.shape, node: node)
        if case .color(let c) = view.style._paint(in: .zero, environment: node.environment) {
            colorSlot.update(c, node: node)
        } else {
            colorSlot.update(nil, node: node)
        }
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        node.invalidateRender()
        let a = shapeSlot.tick(at: time, completions: &completions)
        let b = colorSlot.tick(at: time, completions: &completions)
        return a || b
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { view.shape.sizeThatFits(proposal) }

    /// The shape's path in `rect`, mirrored when its `layoutDirectionBehavior` mirrors in the node's
    /// direction (drawing, hit testing and clipping all read it).
    func outline(in rect: CGRect) -> Path { outline(in: rect, of: view.shape) }

    /// `outline(in:)` of `declared`, the shape view's `shape` (passed by a caller that has read the
    /// view: reading it again costs a generic copy), as shown now.
    private func outline(in rect: CGRect, of declared: S) -> Path {
        let shape = shapeSlot.value(declared, at: node.frameState.time)
        if let resolved = shape._containerRelativePath(in: rect, container: { node.enclosingContainerShape }) {
            return resolved.offsetBy(dx: rect.minX, dy: rect.minY)
        }
        let path: Path
        if let pathCache, pathCache.size == rect.size, !shapeSlot.isAnimating {
            path = pathCache.path
        } else {
            path = shape.path(in: CGRect(origin: .zero, size: rect.size))
            pathCache = shapeSlot.isAnimating ? nil : (rect.size, path)
        }
        guard shape.layoutDirectionBehavior.mirrors(in: node.isRightToLeft ? .rightToLeft : .leftToRight) else {
            return path.offsetBy(dx: rect.minX, dy: rect.minY)
        }
        return path.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.width + rect.minX, ty: rect.minY))
    }

    /// A filled shape is hit inside its outline; a stroked one only on its stroke (as SwiftUI's
    /// stroked shapes, whose path is the stroke's outline), so a frame drawn over content with
    /// `.overlay(Rectangle().stroke())` leaves the content tappable.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        switch view.mode {
        case .fill: return outline(in: node.frame).contains(point) ? node : nil
        case .stroke(let stroke, _):
            return outline(in: node.frame).strokeContains(point, lineWidth: max(stroke.lineWidth, 1)) ? node : nil
        case .strokeBorder(let stroke, _):
            let inset = stroke.lineWidth / 2
            let frame = node.frame
            return outline(in: frame.insetBy(dx: min(inset, frame.width / 2), dy: min(inset, frame.height / 2)))
                .strokeContains(point, lineWidth: max(stroke.lineWidth, 1)) ? node : nil
        }
    }

    override func draw(into list: inout DisplayList) {
        let view = self.view!
        let frame = node.drawFrame
        let paint = view.style._paint(in: frame, environment: node.environment)
            .replacingColor(colorSlot.value(at: node.frameState.time))
        switch view.mode {
        case .fill(let style):
            let outline = outline(in: frame, of: view.shape)
            if let radius = view.style._backdropBlurRadius(in: node.environment), radius > 0 {
                let coverage = DisplayItem.fill(outline, .color(Color.Resolved(red: 0, green: 0, blue: 0)), style)
                list.append(.effect(.backdropBlur(radius: radius), DisplayList([coverage])))
            }
            list.append(.fill(outline, paint, style))
        case .stroke(let stroke, let antialiased):
            list.append(.stroke(outline(in: frame, of: view.shape), paint, stroke, antialiased: antialiased))
        case .strokeBorder(let stroke, let antialiased):
            let inset = stroke.lineWidth / 2
            let rect = frame.insetBy(dx: min(inset, frame.width / 2), dy: min(inset, frame.height / 2))
            list.append(.stroke(outline(in: rect, of: view.shape), paint, stroke, antialiased: antialiased))
        }
    }
}

extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<
        Self, S
    > {
        _ShapeView(shape: self, style: content, mode: .fill(style))
    }
    /// The shape's outline stroked with `content`; with `antialiased` false its edge pixels are
    /// either covered or not, never blended (a crisp, stepped edge).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S>
    {
        _ShapeView(shape: self, style: content, mode: .stroke(style, antialiased: antialiased))
    }
    /// The shape's outline stroked with `content` at `lineWidth` (see `stroke(_:style:antialiased:)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<
        Self, S
    > {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    /// The outline stroked with the foreground style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: style)
    }
    /// The outline stroked with the foreground style at `lineWidth`.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The part of the outline between fractions `from` and `to` of its length.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, from: from, to: to)
    }
}

extension Shape {
    /// The outline stroked inside the bounds with `content` (the shape inset by half the line
    /// width, then stroked), as SwiftUI's `strokeBorder(_:style:antialiased:)`; with `antialiased`
    /// false its edge pixels are either covered or not, never blended.
    /// ```swift
    /// Circle().strokeBorder(lineWidth: 24, antialiased: true)
    /// RoundedRectangle(cornerRadius: 8).strokeBorder(.green, lineWidth: 2, antialiased: false)
    /// ```
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .strokeBorder(style, antialiased: antialiased))
    }
    /// The outline stroked inside the bounds with `content` at `lineWidth` (see
    /// `strokeBorder(_:style:antialiased:)`).
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<Self, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape trimmed to part of its outline, as SwiftUI's `trim(from:to:)`.
public struct TrimmedShape<Base: Shape>: Shape {
    public var shape: Base
    public var from: CGFloat
    public var to: CGFloat
    /// `(from, to)` and the base shape's data animate.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Base.AnimatableData> {
        get { AnimatablePair(AnimatablePair(from, to), shape.animatableData) }
        set {
            (from, to) = (newValue.first.first, newValue.first.second)
            shape.animatableData = newValue.second
        }
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension Path: Shape {
    /// A path drawn as a shape ignores the rectangle: its points are where they are.
    public func path(in rect: CGRect) -> Path { self }
    /// A path's points are absolute: never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
