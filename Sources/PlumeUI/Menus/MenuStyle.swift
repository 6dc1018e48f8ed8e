import Foundation

/// How a menu's label is drawn, as SwiftUI's `MenuStyle`. Plume has the built-in styles only
/// (`.automatic`, `.button`, `.borderlessButton`); a style of another type is reported in the
/// graph's diagnostics and drawn as `.automatic`.
@MainActor @preconcurrency
public protocol MenuStyle {}

/// The label as a borderless button: tinted text (the default).
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

/// The label as a bordered button (a tinted rounded background).
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

/// The label as a borderless button: tinted text.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// The label as a bordered button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The label as tinted text.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The built-in menu styles, as the environment keeps them.
enum MenuStyleKind: Hashable {
    case automatic, button, borderless
    case unsupported(String)
}

struct MenuStyleKey: EnvironmentKey { static let defaultValue = MenuStyleKind.automatic }

extension EnvironmentValues {
    var menuStyle: MenuStyleKind {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the menus inside, as SwiftUI's `menuStyle(_:)`.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        let kind: MenuStyleKind =
            switch style {
            case is DefaultMenuStyle: .automatic
            case is ButtonMenuStyle: .button
            case is BorderlessButtonMenuStyle: .borderless
            default: .unsupported(String(describing: S.self))
            }
        return environment(\.menuStyle, kind)
    }
}
