import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
///
/// Plume places items as iOS does in a navigation bar: `navigation`, `cancellationAction`,
/// `navigationBarLeading` and `topBarLeading` at the leading edge; `automatic`, `primaryAction`,
/// `secondaryAction`, `confirmationAction`, `destructiveAction`, `navigationBarTrailing` and
/// `topBarTrailing` at the trailing edge (confirmation items in bold, destructive ones in red);
/// `principal` in the centre instead of the inline title; `bottomBar` and `status` in a bar at the
/// bottom of the page; `keyboard` in that bar instead while the software keyboard is up (touch mode;
/// outside touch mode they are never drawn, and a toolbar holding one reports it in the graph's
/// diagnostics).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, principal, primaryAction, secondaryAction, cancellationAction, confirmationAction
        case destructiveAction, navigation, topBarLeading, topBarTrailing, bottomBar, keyboard, status
    }
    let kind: Kind

    /// The system decides (trailing in a navigation bar).
    public static let automatic = ToolbarItemPlacement(kind: .automatic)
    /// The centre of the bar, in place of the inline title.
    public static let principal = ToolbarItemPlacement(kind: .principal)
    /// The most used action (trailing).
    public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
    /// A less used action (trailing, after the primary ones).
    public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
    /// Cancels a modal task (leading).
    public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
    /// Confirms a modal task (trailing, in bold).
    public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
    /// Destroys data in a modal task (trailing, in red).
    public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
    /// Navigation (leading, after the back button).
    public static let navigation = ToolbarItemPlacement(kind: .navigation)
    /// The leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
    /// The trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
    /// The bar at the bottom of the page.
    public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
    /// Above the software keyboard while it is up (touch mode only; reported in diagnostics otherwise).
    public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
    /// Status information (the centre of the bottom bar).
    public static let status = ToolbarItemPlacement(kind: .status)

    /// Which part of which bar an item with this placement goes to.
    var slot: ToolbarSlot {
        switch kind {
        case .navigation, .cancellationAction, .topBarLeading: .leading
        case .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction, .topBarTrailing:
            .trailing
        case .principal: .principal
        case .bottomBar: .bottom
        case .status: .bottomStatus
        case .keyboard: .keyboard
        }
    }
}

/// The parts of the bars a toolbar item can go to.
enum ToolbarSlot: Hashable {
    case leading, trailing, principal, bottom, bottomStatus, keyboard
}

/// A bar a toolbar modifier can show or hide, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar }
    let kind: Kind
    /// The bars of the context (the navigation bar and the bottom bar).
    public static let automatic = ToolbarPlacement(kind: .automatic)
    /// The navigation bar at the top of a page (or the window's top bar outside a stack).
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    /// The bar at the bottom of a page.
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
    /// The tab bar of a `TabView`. Plume's tab bar does not read toolbar settings: hiding it this
    /// way is reported in diagnostics.
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
}

/// What a toolbar is for, as SwiftUI's `ToolbarRole`. On Linux only `.editor` changes anything:
/// the back button of its page shows the chevron without the previous page's title (as on iPad).
public struct ToolbarRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, navigationStack, browser, editor }
    let kind: Kind
    /// The system decides (the navigation stack role).
    public static let automatic = ToolbarRole(kind: .automatic)
    /// A navigation stack's bar: back button with the previous title.
    public static let navigationStack = ToolbarRole(kind: .navigationStack)
    /// A browser's bar (drawn as `.navigationStack` on Linux).
    public static let browser = ToolbarRole(kind: .browser)
    /// An editor's bar: the back button shows no title.
    public static let editor = ToolbarRole(kind: .editor)
}
