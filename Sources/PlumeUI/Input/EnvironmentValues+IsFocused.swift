import Foundation

struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has keyboard focus, as SwiftUI's `isFocused`:
    /// read-only for views; `FocusableViewBehavior` (`.focusable()`) sets it for its content.
    ///
    /// ```swift
    /// struct Tile: View {
    ///     @Environment(\.isFocused) private var isFocused
    ///     var body: some View { Text("Tile").bold(isFocused) }
    /// }
    /// Tile().focusable()
    /// ```
    public var isFocused: Bool { self[IsFocusedKey.self] }

    /// Written by the focusable view around (only).
    var focusableAncestorIsFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}
