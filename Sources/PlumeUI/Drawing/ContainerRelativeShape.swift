import Foundation
import PlumeGraphics

/// A shape that takes the form of the container shape around it, inset by how far the view is
/// inside that container, as SwiftUI's `ContainerRelativeShape`: a rounded rectangle inside a
/// `.containerShape(RoundedRectangle(cornerRadius: 20))` with 8 points of padding has corners of
/// radius 12, concentric with the container's. With no container shape around it, a rectangle.
///
/// ```swift
/// VStack { ContainerRelativeShape().fill(.blue.opacity(0.3)) }
///     .padding(8)
///     .containerShape(RoundedRectangle(cornerRadius: 20))
/// ```
/// The shape is resolved where it is drawn (and hit-tested); `path(in:)` on its own, with no view
/// around it, gives the rectangle.
public struct ContainerRelativeShape: InsettableShape {
    /// How far the shape is inset inside its resolved outline (`inset(by:)`).
    var insetAmount: CGFloat = 0

    /// The container's shape.
    public init() {}

    /// The rectangle (the shape without a container around it), inset by `inset(by:)`.
    public func path(in rect: CGRect) -> Path {
        let d = min(max(0, insetAmount), rect.width / 2, rect.height / 2)
        return Path(rect.insetBy(dx: d, dy: d))
    }

    /// The shape inset by `amount` more points (NaN and infinite amounts count as 0).
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount.isFinite ? amount : 0
        return copy
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    public func _containerRelativePath(in rect: CGRect, container: () -> _ContainerShape?) -> Path? {
        guard let container = container() else { return nil }
        // How far the view is inside the container, on its nearest side: the container's outline
        // drawn that much larger than the view, then inset by it, keeps its corners concentric.
        let frame = container.frame
        let gap = max(
            0, min(rect.minX - frame.minX, rect.minY - frame.minY, frame.maxX - rect.maxX, frame.maxY - rect.maxY))
        let d = gap.isFinite ? gap : 0
        let inset = d + insetAmount
        let grown = rect.insetBy(dx: -d, dy: -d)
        return container.shape.inset(inset).path(in: CGRect(origin: .zero, size: grown.size))
            .offsetBy(dx: grown.minX - rect.minX, dy: grown.minY - rect.minY)
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container around the view (see `ContainerRelativeShape`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// The container shape a view declared with `containerShape(_:)`, and where that view is.
public struct _ContainerShape {
    /// The declared shape, inset by a number of points.
    let shape: AnyInsettable
    /// The declaring view's frame (window coordinates).
    let frame: CGRect
}

/// A type-erased insettable shape.
struct AnyInsettable {
    let inset: (CGFloat) -> AnyShape
    init<S: InsettableShape>(_ shape: S) { inset = { AnyShape(shape.inset(by: $0)) } }
}

extension Shape {
    /// No container resolution: the shape is `path(in:)`.
    public func _containerRelativePath(in rect: CGRect, container: () -> _ContainerShape?) -> Path? { nil }
}

/// Declares the container shape of its content (`containerShape(_:)`): the outline the
/// `ContainerRelativeShape`s inside resolve against, and the area that takes taps.
nonisolated struct ContainerShapeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shape: AnyInsettable
    let outline: AnyShape
    @MainActor func makeBehavior() -> NodeBehavior { ContainerShapeBehavior() }
}

final class ContainerShapeBehavior: ModifierBehavior<ContainerShapeModifier> {
    override var displayName: String? { "containerShape" }
    override var containerShape: _ContainerShape? { _ContainerShape(shape: modifier.shape, frame: node.frame) }
    override func modifierChanged(from old: ContainerShapeModifier) { node.invalidateLayout() }

    /// As SwiftUI's iOS 17 behaviour, the declared shape is also the view's hit area: a row with
    /// `.containerShape(.rect)` takes taps on its empty space.
    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard node.shape(modifier.outline, contains: point, eoFill: false) else { return nil }
        return super.hitTest(point) ?? node
    }
}

extension ViewNode {
    /// The nearest container shape declared around this node, if any.
    var enclosingContainerShape: _ContainerShape? {
        var n = parent
        while let node = n {
            if let shape = node.behavior.containerShape { return shape }
            n = node.parent
        }
        return nil
    }
}

nonisolated extension View {
    /// Sets the shape the `ContainerRelativeShape`s inside this view take, as SwiftUI's
    /// `containerShape(_:)`; it is also the area of this view that takes taps (as `contentShape`).
    ///
    /// ```swift
    /// HStack { Text("Row"); Spacer() }
    ///     .containerShape(.rect)
    ///     .onTapGesture { open() }
    /// ```
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(shape: AnyInsettable(shape), outline: AnyShape(shape)))
    }
}
