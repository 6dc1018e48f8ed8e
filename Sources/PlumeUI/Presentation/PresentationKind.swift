import Foundation
import PlumeGraphics

/// What kind of presentation a modifier asked for; decides where the presented view is placed, how
/// it is drawn, how it enters and leaves, and how it may be dismissed.
enum PresentationKind {
    /// A card over a dimmed window (`.sheet`).
    case sheet
    /// The whole window (`.fullScreenCover`).
    case fullScreenCover
    /// A bubble next to the presenting view, with an arrow pointing at it (`.popover`).
    case popover(attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge)
    /// A small box with a title, a message and buttons (`.alert`).
    case alert
    /// A box of choices (`.confirmationDialog`).
    case confirmationDialog
    /// A menu's list of items beside the rectangle or point `attachmentAnchor` picks of the
    /// presenting view, on the `edge` side (below a menu's label, beside a submenu's row), with no
    /// arrow (`Menu`, `contextMenu`).
    case menu(attachmentAnchor: PopoverAttachmentAnchor, edge: Edge)

    /// Whether Escape and a tap outside may close it (as on a desktop: sheets, popovers, alerts and
    /// dialogs close on Escape; a full-screen cover only through its own controls).
    var closesOnEscape: Bool {
        if case .fullScreenCover = self { return false }
        return true
    }

    /// Whether a tap outside the presented view closes it (popovers and menus only).
    var closesOnOutsideTap: Bool {
        switch self {
        case .popover, .menu: true
        default: false
        }
    }

    /// How much the window behind is darkened (0 for none), by color scheme.
    func dimming(in scheme: ColorScheme) -> Double {
        switch self {
        case .sheet, .alert, .confirmationDialog: scheme == .dark ? 0.48 : 0.2
        case .fullScreenCover, .popover, .menu: 0
        }
    }

    /// How the presented view enters and leaves: sheets and covers slide up from the bottom edge
    /// (by whole device pixels, so the renderer can keep the card's shadow while it slides), alerts
    /// and dialogs grow slightly and fade, popovers fade.
    var transition: AnyTransition {
        switch self {
        case .sheet, .fullScreenCover:
            .modifier(
                active: TransitionEffect(edge: .bottom, edgeAmount: 1, pixelAligned: true),
                identity: TransitionEffect(edge: .bottom, pixelAligned: true))
        case .alert, .confirmationDialog:
            .asymmetric(insertion: .scale(scale: 1.1).combined(with: .opacity), removal: .opacity)
        case .popover, .menu: .opacity
        }
    }

    /// The name dumps show for the presented view.
    var name: String {
        switch self {
        case .sheet: "Sheet"
        case .fullScreenCover: "FullScreenCover"
        case .popover: "Popover"
        case .alert: "Alert"
        case .confirmationDialog: "ConfirmationDialog"
        case .menu: "Menu"
        }
    }
}
