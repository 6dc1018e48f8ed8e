import Foundation

/// How much contrast the user asked for between the interface's colours, as SwiftUI's
/// `ColorSchemeContrast`; views read it with `@Environment(\.colorSchemeContrast)`.
///
/// As in SwiftUI it is read-only for views: the window sets it. A test sets it with
/// `ViewHost.setColorSchemeContrast(_:)` (or `ViewGraph.colorSchemeContrast`); a desktop window
/// takes it from `SDLWindowHost.Options.colorSchemeContrast`, which by default reads the desktop's
/// high-contrast setting as the environment shows it (see `ColorSchemeContrast.init(desktopEnvironment:)`).
/// Plume's own colours do not change with it: views that read it choose their colours.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    /// The usual contrast.
    case standard
    /// The user asked for more contrast.
    case increased

    /// The contrast a Linux desktop session asks for through its process environment: `increased`
    /// when `PLUME_CONTRAST` is `increased` or `high`, or when it is unset and `GTK_THEME` names a
    /// high-contrast theme (`HighContrast`, `HighContrastInverse`: GNOME's high-contrast setting
    /// switches to them); `standard` otherwise.
    public init(desktopEnvironment environment: [String: String]) {
        if let setting = environment["PLUME_CONTRAST"]?.trimmingCharacters(in: .whitespaces).lowercased(),
            !setting.isEmpty
        {
            self = setting == "increased" || setting == "high" ? .increased : .standard
            return
        }
        let theme = environment["GTK_THEME"]?.lowercased() ?? ""
        self = theme.contains("highcontrast") ? .increased : .standard
    }
}

struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    /// The contrast the user asked for (read-only, as in SwiftUI: the window sets it).
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// The window's contrast, written by the graph only (`ViewGraph.colorSchemeContrast`).
    var windowColorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}

extension ViewGraph {
    /// The contrast of the whole tree, as the user's setting gives it (`\.colorSchemeContrast`);
    /// set by the host. A change re-evaluates the views that read it at the next frame.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { windowEnvironment.colorSchemeContrast }
        set {
            guard newValue != windowEnvironment.colorSchemeContrast else { return }
            changeRootEnvironment { $0.windowColorSchemeContrast = newValue }
        }
    }
}
