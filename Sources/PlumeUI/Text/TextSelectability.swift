import Foundation

/// Whether people can select the text of `Text` views, as SwiftUI's `TextSelectability`: pass
/// `.enabled` or `.disabled` to `textSelection(_:)`. A type of your own conforms by answering
/// `allowsSelection` (a constant, as SwiftUI expects).
public protocol TextSelectability {
    /// Whether this selectability lets people select text.
    static var allowsSelection: Bool { get }
}

/// The selectability that lets people select text; use `.enabled`.
public struct EnabledTextSelectability: TextSelectability {
    /// True.
    public static var allowsSelection: Bool { true }
}

/// The selectability that keeps text from being selected; use `.disabled`.
public struct DisabledTextSelectability: TextSelectability {
    /// False.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected and copied.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected (the default), also inside a container that enabled it.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

struct TextSelectionAllowedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether `Text` views here can be selected (`textSelection(_:)`; false by default).
    var allowsTextSelection: Bool {
        get { self[TextSelectionAllowedKey.self] }
        set { self[TextSelectionAllowedKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Lets people select the text of the `Text` views inside (or not), as SwiftUI's
    /// `textSelection(_:)`. Apply it to one text or to a container:
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Order 4711")
    ///     Text(trackingNumber)
    /// }
    /// .textSelection(.enabled)
    /// ```
    /// A press and drag across a selectable text selects characters (a double click a word); the
    /// text then has the keyboard focus, Control-C (or Command-C) copies the selection to the
    /// window's clipboard, Control-A selects the whole text, Shift with the arrow keys extends the
    /// selection, and the menu bar's Edit › Copy and Select All act on it. Another view taking the
    /// focus clears the selection. A selectable text is not in the Tab order, as on macOS, and a
    /// text that labels a button or a navigation link stays the button's: its presses press it.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }
}
