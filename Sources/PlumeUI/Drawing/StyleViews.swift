import Foundation
import PlumeAnimation
import PlumeGraphics

/// A view that fills its whole frame with a shape style (colors and gradients used as views).
protocol StyleFillView: ShapeStyle, PrimitiveView, View {}

@MainActor
extension StyleFillView {
    func makeBehavior() -> NodeBehavior { StyleFillBehavior<Self>() }
}

final class StyleFillBehavior<Style: StyleFillView>: PrimitiveBehavior<Style>, ShapeOutline, AnimationTicking {
    override var animationTarget: AnimationTicking? { self }
    private let colorSlot = ColorSlot()
    override func update(changed: Bool) {
        guard changed else { return }
        node.invalidateRender()
        if case .color(let c) = view._paint(in: .zero, environment: node.environment) {
            colorSlot.update(c, node: node)
        }
    }
    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        node.invalidateRender()
        return colorSlot.tick(at: time, completions: &completions)
    }
    func outline(in rect: CGRect) -> Path { Path(rect) }
    override func hitTest(_ point: CGPoint) -> ViewNode? { node.frame.contains(point) ? node : nil }
    override func draw(into list: inout DisplayList) {
        let style = view!
        let frame = node.drawFrame
        let paint = style._paint(in: frame, environment: node.environment).replacingColor(
            colorSlot.value(at: node.frameState.time))
        list.append(.fill(Path(frame), paint))
    }
    override var dumpDetails: String? { (node.view as? Color).map { "\($0)" } }
}

extension Color: View, StyleFillView {
    public typealias Body = Never
}

/// A linear gradient, usable as a style or as a view that fills its frame.
nonisolated public struct LinearGradient: ShapeStyle, View, StyleFillView {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .linear(
            gradient.resolve(in: environment.colorScheme), start: startPoint.point(in: bounds),
            end: endPoint.point(in: bounds))
    }
    public typealias Body = Never
}

/// A radial gradient, usable as a style or as a view that fills its frame.
nonisolated public struct RadialGradient: ShapeStyle, View, StyleFillView {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .radial(
            gradient.resolve(in: environment.colorScheme), center: center.point(in: bounds), startRadius: startRadius,
            endRadius: endRadius)
    }
    public typealias Body = Never
}

/// A conic gradient, usable as a style or as a view that fills its frame.
nonisolated public struct AngularGradient: ShapeStyle, View, StyleFillView {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, endAngle)
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .angular(
            gradient.resolve(in: environment.colorScheme), center: center.point(in: bounds), startAngle: startAngle,
            endAngle: endAngle)
    }
    public typealias Body = Never
}
