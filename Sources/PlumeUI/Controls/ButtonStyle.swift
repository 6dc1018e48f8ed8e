import Foundation
import PlumeAnimation
import PlumeGraphics

/// The properties of a button a style draws from, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View, PrimitiveView, ChildViewsProvider {
        let view: AnyView
        public typealias Body = Never
        func makeBehavior() -> NodeBehavior { ContainerBehavior.providing(Self.self) }
        func childViews() -> [(key: AnyHashable, view: any View)] { [(AnyHashable(0), view)] }
    }
    /// The label.
    public let label: Label
    /// Whether the pointer is down on the button.
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

extension ButtonStyleConfiguration {
    /// The colour the built-in styles draw a label (or fill) in: grey while disabled, red for a
    /// destructive button, the tint otherwise.
    func roleColor(tint: Color, isEnabled: Bool) -> Color {
        !isEnabled ? .gray : role == .destructive ? .red : tint
    }
}

/// How buttons look, as SwiftUI's `ButtonStyle`.
///
/// ```swift
/// struct FunkyButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().background(Color.red).cornerRadius(16)
///             .opacity(configuration.isPressed ? 0.5 : 1)
///     }
/// }
/// Button("Go") {}.buttonStyle(FunkyButtonStyle())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased button style stored in the environment.
struct AnyButtonStyle {
    let make: @MainActor (ButtonStyleConfiguration) -> AnyView
    /// `style` is made on the main actor, each time the style makes a body (a stored style is a copy).
    init<S: ButtonStyle>(_ style: @autoclosure @escaping @MainActor () -> S) {
        make = { AnyView(style().makeBody(configuration: $0)) }
    }
    @MainActor func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView { make(configuration) }
}

struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { AnyButtonStyle(DefaultButtonStyle()) }
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of buttons inside (replacing a primitive style set further out).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(\.buttonStyle, AnyButtonStyle(style.value)).environment(\.primitiveButtonStyle, nil)
    }
}

/// The default style: the label in the tint color (red for destructive), dimmed while pressed, gray
/// when disabled.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonBody(configuration: configuration)
    }
}

struct DefaultButtonBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint
    @Environment(\.foregroundStyle) var foreground
    var body: some View {
        configuration.label
            .foregroundStyle(style)
            .opacity(configuration.isPressed ? 0.4 : 1)
    }
    /// An explicit foreground style wins (as SwiftUI's `.foregroundColor` on a button); otherwise the
    /// tint, red for destructive buttons, gray when disabled.
    private var style: AnyShapeStyle {
        if !isEnabled { return AnyShapeStyle(Color.gray) }
        if let foreground { return foreground }
        return AnyShapeStyle(configuration.role == .destructive ? .red : tint)
    }
}

/// A style that draws the label as is, dimmed while pressed.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.4 : 1)
    }
}

/// A tinted, rounded background behind the label.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: false)
    }
}

/// A filled, rounded background in the tint color with white text.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: true)
    }
}

/// The bordered styles' body: the label padded by the control size (`\.controlSize`) on a
/// background of the border shape (`\.buttonBorderShape`), tinted (`prominent`: filled in the tint
/// with white text).
struct BorderedButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.tint) var tint
    @Environment(\.controlSize) var controlSize
    @Environment(\.buttonBorderShape) var borderShape
    @Environment(\.font) var font
    var body: some View {
        let color = configuration.roleColor(tint: tint, isEnabled: isEnabled)
        let metrics = BorderedButtonMetrics(controlSize)
        var shape = borderShape
        shape.automaticRadius = metrics.cornerRadius
        let isCircle = shape.kind == .circle
        return configuration.label
            .environment(\.font, metrics.font ?? font)
            .foregroundColor(prominent ? .white : color)
            .padding(.horizontal, isCircle ? metrics.vertical : metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background(shape.fill(prominent ? color : color.opacity(0.15)))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// The padding, corner radius and font of bordered buttons at each control size (regular: 12 × 7
/// points of padding, 8-point corners, the body font, as before sizes existed).
struct BorderedButtonMetrics {
    let horizontal: CGFloat
    let vertical: CGFloat
    let cornerRadius: CGFloat
    let font: Font?

    init(_ size: ControlSize) {
        switch size {
        case .mini: (horizontal, vertical, cornerRadius, font) = (6, 2, 5, .system(size: 11))
        case .small: (horizontal, vertical, cornerRadius, font) = (9, 4, 6, .system(size: 14))
        case .regular: (horizontal, vertical, cornerRadius, font) = (12, 7, 8, nil)
        case .large: (horizontal, vertical, cornerRadius, font) = (16, 12, 12, nil)
        case .extraLarge: (horizontal, vertical, cornerRadius, font) = (20, 15, 14, .system(size: 19))
        }
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
