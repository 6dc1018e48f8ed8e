import Foundation
import PlumeAnimation
import PlumeGraphics

/// A key on the keyboard, as the host reports it (text itself arrives through `insertText`).
public enum Key: Hashable, Sendable {
    case tab, enter, escape, backspace, delete, left, right, up, down, home, end, space
    /// A character key pressed with Control, Command or Option (shortcuts such as Control-C);
    /// plain typing arrives through `insertText` instead.
    case character(Character)
    /// A function key: F1 is `.function(1)` (F10 opens an app window's menu bar).
    case function(Int)
}

/// Modifier keys held with a key press, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1)
    public static let control = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let command = EventModifiers(rawValue: 8)
}

/// Behaviours that can hold keyboard focus (text fields).
@MainActor
protocol FocusableBehavior: AnyObject {
    /// Whether the view can take focus now (enabled, on screen).
    var acceptsFocus: Bool { get }
    /// Focus arrived or left.
    func focusChanged(to focused: Bool)
    /// A key went down while focused; returns whether it was used.
    func handle(_ key: Key, modifiers: EventModifiers) -> Bool
    /// Text was typed (or committed by an input method) while focused.
    func insert(_ text: String)
}
