import Foundation
import PlumeGraphics

/// The colors of presentation chrome, light and dark (Apple's elevated system backgrounds).
enum PresentationColors {
    /// Sheets and popovers: white in light, the elevated dark gray in dark.
    static func cardBackground(dark: Bool) -> Color.Resolved {
        dark ? gray(28) : gray(255)
    }
    /// Alerts and dialogs: the light gray and dark gray of Apple's alert material, opaque.
    static func alertBackground(dark: Bool) -> Color.Resolved {
        dark ? gray(44) : gray(242)
    }
    /// An alert button while pressed.
    static func alertPressed(dark: Bool) -> Color.Resolved {
        dark ? gray(64) : gray(218)
    }
    /// A sheet's drag indicator.
    static func dragIndicator(dark: Bool) -> Color.Resolved {
        dark
            ? Color.Resolved(red: 0.5, green: 0.5, blue: 0.52, opacity: 0.6)
            : Color.Resolved(red: 0.24, green: 0.24, blue: 0.26, opacity: 0.3)
    }
    /// The shadow under a card.
    static let shadow = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.25)

    private static func gray(_ value: Int) -> Color.Resolved {
        let v = Double(value) / 255
        return Color.Resolved(red: v, green: v, blue: v)
    }
}
