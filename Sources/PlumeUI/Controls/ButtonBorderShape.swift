import Foundation
import PlumeGraphics

/// The outline of a bordered button, as SwiftUI's `ButtonBorderShape`; set it with
/// `.buttonBorderShape(_:)`. It is also a shape, so a custom style can fill it.
///
/// ```swift
/// Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
/// ```
/// `.automatic` is a rounded rectangle whose corner radius follows the control size (8 points at the
/// regular size); `.circle` is a circle around the label (the button is made at least as wide as it
/// is tall).
public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
    /// Symmetric: mirroring changes nothing.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }
    let kind: Kind
    var insetAmount: CGFloat = 0
    /// The corner radius `.automatic` and `.roundedRectangle` draw with (set from the control size).
    var automaticRadius: CGFloat = 8

    init(kind: Kind) { self.kind = kind }

    /// The shape the style chooses: a rounded rectangle.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: the short sides fully rounded.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle with the style's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with corners of `radius` points (negative or non-finite radii are 0).
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? max(0, radius) : 0))
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        switch kind {
        case .automatic, .roundedRectangle(radius: nil):
            return Path(roundedRect: r, cornerRadius: min(automaticRadius, min(r.width, r.height) / 2))
        case .roundedRectangle(let radius?):
            return Path(roundedRect: r, cornerRadius: min(radius, min(r.width, r.height) / 2))
        case .capsule:
            return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2)
        case .circle:
            let side = max(r.width, r.height)
            return Path(ellipseIn: CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
        }
    }

    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The outline of bordered buttons in this subtree.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the outline of the bordered buttons inside (`.bordered`, `.borderedProminent`), as
    /// SwiftUI's `buttonBorderShape(_:)`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
