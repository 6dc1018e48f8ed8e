import Foundation

/// iOS's status bar and system overlays, which a Linux desktop window does not have.
///
/// `statusBarHidden(_:)` and `persistentSystemOverlays(_:)` are common in iOS apps (a video
/// player, a full-screen photo), so Plume has them with SwiftUI's shapes and they compile
/// unchanged; but a Plume window is an ordinary desktop window with no status bar inside it and no
/// home indicator over it, so there is nothing for them to hide or show: they leave the view as it
/// is. (The desktop's own panels belong to the session, not to the app; a full-screen window
/// covers them.)
nonisolated extension View {
    /// Hides iOS's status bar while this view shows: a Linux window has none, so nothing changes.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Shows or hides iOS's system overlays (the home indicator) over this view: a Linux window has
    /// none, so nothing changes.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
