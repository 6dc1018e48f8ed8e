import Foundation

/// A key press delivered to `onKeyPress` handlers, as SwiftUI's `KeyPress`.
///
/// Made by the graph from the host's key events (`ViewGraph.keyDown`, `keyUp`, `insertText`):
/// a named key carries its `KeyEquivalent` and that key's character; typed text carries its
/// characters, and the key of its first character.
public struct KeyPress: Sendable, CustomDebugStringConvertible {
    /// Which moment of a key press this is.
    public struct Phases: OptionSet, Hashable, Sendable, CustomDebugStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key is held and the system repeats it.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key went up.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]

        public var debugDescription: String {
            let names = [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { contains($0.0) }
            return "[" + names.map(\.1).joined(separator: ", ") + "]"
        }
    }

    /// What a handler did with a key press.
    public enum Result: Sendable, Equatable {
        /// The handler used the press: no other handler or view sees it.
        case handled
        /// The handler left the press to the views around it.
        case ignored
    }

    /// The moment of the press (one of the phases).
    public let phase: Phases
    /// The key.
    public let key: KeyEquivalent
    /// The characters the press produces ("" for a key that produces none).
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// A key press, as tests and hosts make one.
    public init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }

    public var debugDescription: String {
        "KeyPress(\(phase.debugDescription), \(characters.debugDescription), modifiers: \(modifiers.rawValue))"
    }
}
