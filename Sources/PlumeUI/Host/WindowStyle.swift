import Foundation

/// How a scene's windows are framed, as SwiftUI's `WindowStyle`; set it with the scene modifier
/// `windowStyle(_:)`. Plume has the built-in styles only (`.automatic`, `.titleBar`,
/// `.hiddenTitleBar`); a style of another type is drawn as `.automatic`.
@MainActor @preconcurrency
public protocol WindowStyle {}

/// The platform's usual window: on a Linux desktop, the window manager's frame and title bar.
public struct DefaultWindowStyle: WindowStyle {
    public init() {}
}

/// A window with a title bar (the default on a Linux desktop).
public struct TitleBarWindowStyle: WindowStyle {
    public init() {}
}

/// A window without a title bar, as SwiftUI's `HiddenTitleBarWindowStyle`: the content fills the
/// whole window. On a Linux desktop PlumeSDL opens it without the window manager's decorations
/// (SDL's borderless window) and keeps it usable itself: a press on the top 8 points moves the
/// window and one on its other edges or corners (6 points) resizes it, as the title bar and frame did. Unlike
/// macOS there are no traffic-light buttons: the app closes it (a Close button, Control-W).
public struct HiddenTitleBarWindowStyle: WindowStyle {
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's usual window.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// A window with a title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// A window without a title bar.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension Scene {
    /// Frames this scene's windows in `style` (`WindowConfiguration.hidesTitleBar`).
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        let hidesTitleBar = style is HiddenTitleBarWindowStyle
        return _WindowContentScene(content: self) { window in
            var styled = window
            styled.hidesTitleBar = hidesTitleBar
            return styled
        }
    }
}
