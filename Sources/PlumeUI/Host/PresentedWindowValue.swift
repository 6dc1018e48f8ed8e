import Foundation

/// The value one window of a value-presenting `WindowGroup` shows: what `openWindow(value:)` passed,
/// updated when the window's content writes through its binding.
///
/// Made by `AppSession` for each such window; `openWindow(value:)` brings forward the window whose
/// value is equal instead of opening another, as SwiftUI does.
final class PresentedWindowValue {
    /// The presented value (nil for a window opened with `openWindow(id:)` alone).
    var value: AnyHashable?
    init(_ value: AnyHashable?) { self.value = value }
}
