import Foundation
import PlumeGraphics

/// The current background style, as SwiftUI's `BackgroundStyle`: what `backgroundStyle(_:)` set
/// around the view, else the system background (white in light mode, black in dark).
///
/// ```swift
/// Text("Done").padding().background(.background, in: Capsule())
/// Label("Draft", systemImage: "doc").foregroundStyle(.background).padding().background(.tint)
/// ```
/// `.background()` and `.background(in:)` with no style use it too.
public struct BackgroundStyle: ShapeStyle, Sendable {
    public init() {}

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        (environment.backgroundStyle ?? AnyShapeStyle(Color.background))._paint(in: bounds, environment: environment)
    }

    public func _backdropBlurRadius(in environment: EnvironmentValues) -> CGFloat? {
        environment.backgroundStyle?._backdropBlurRadius(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style (`backgroundStyle(_:)`, else the system background).
    public static var background: BackgroundStyle { BackgroundStyle() }
}

struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style `.background` (`BackgroundStyle`) paints with below this point (nil: the system
    /// background), as SwiftUI's `backgroundStyle`.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style `.background` paints with inside this view, as SwiftUI's `backgroundStyle(_:)`.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
