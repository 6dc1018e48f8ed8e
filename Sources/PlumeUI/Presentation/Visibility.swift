import Foundation

/// Whether a piece of interface shows, as SwiftUI's `Visibility`: the system's choice, shown, or
/// hidden (a dialog's title, a sheet's drag indicator).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
