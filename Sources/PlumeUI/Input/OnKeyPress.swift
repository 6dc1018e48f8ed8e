import Foundation

nonisolated extension View {
    /// Runs `action` when `key` goes down (or repeats) while this view or a view inside it has
    /// keyboard focus, as SwiftUI's `onKeyPress(_:action:)`. Returning `.handled` stops the press;
    /// `.ignored` leaves it to the views around this one and then to the focused view itself.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(OnKeyPressModifier(filter: .keys([key]), phases: [.down, .repeat], action: { _ in action() }))
    }

    /// Runs `action` for `key` in the given `phases` while this view or a view inside it has focus.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(OnKeyPressModifier(filter: .keys([key]), phases: phases, action: action))
    }

    /// Runs `action` for any of `keys` in the given `phases` while this view or a view inside it has
    /// focus.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(OnKeyPressModifier(filter: .keys(keys), phases: phases, action: action))
    }

    /// Runs `action` for presses whose characters all belong to `characters` while this view or a
    /// view inside it has focus.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(OnKeyPressModifier(filter: .characters(characters), phases: phases, action: action))
    }

    /// Runs `action` for every key press in `phases` while this view or a view inside it has focus.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(OnKeyPressModifier(filter: .any, phases: phases, action: action))
    }
}

/// Behaviours that take key presses on the way to the focused view (`onKeyPress`).
@MainActor
protocol KeyPressHandling: AnyObject {
    /// Offers `press`; returns `.handled` when the handler used it.
    func handleKeyPress(_ press: KeyPress) -> KeyPress.Result
}

/// Which presses an `onKeyPress` modifier wants.
enum KeyPressFilter {
    case keys(Set<KeyEquivalent>)
    case characters(CharacterSet)
    case any

    func matches(_ press: KeyPress) -> Bool {
        switch self {
        case .keys(let keys): keys.contains(press.key)
        case .characters(let set):
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy(set.contains)
        case .any: true
        }
    }
}

nonisolated struct OnKeyPressModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let filter: KeyPressFilter
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result
    @MainActor func makeBehavior() -> NodeBehavior { OnKeyPressBehavior() }
}

/// Runs its modifier's action for the presses it wants; transparent to layout and drawing.
final class OnKeyPressBehavior: TransparentModifierBehavior<OnKeyPressModifier>, KeyPressHandling {
    override var keyPressHandler: KeyPressHandling? { self }
    override func modifierChanged(from old: OnKeyPressModifier) {}

    func handleKeyPress(_ press: KeyPress) -> KeyPress.Result {
        guard modifier.phases.contains(press.phase), modifier.filter.matches(press) else { return .ignored }
        return modifier.action(press)
    }
}

extension ViewGraph {
    /// Offers `press` to the `onKeyPress` handlers of the focused view and then of its ancestors
    /// (innermost first), until one handles it. Returns whether one did. Nothing is offered while
    /// no view has focus, as in SwiftUI.
    func offerKeyPress(_ press: KeyPress) -> Bool {
        focus.dropDestroyedFocus()
        var node = focus.focusedNode
        while let current = node {
            if !current.isRemoving, let handler = current.behavior.keyPressHandler,
                handler.handleKeyPress(press) == .handled
            {
                needsFrame = true
                return true
            }
            node = current.parent
        }
        return false
    }

    /// A key the host reports went up. Only `onKeyPress` handlers with the `.up` phase see it.
    @discardableResult
    public func keyUp(_ key: Key, modifiers: EventModifiers = []) -> Bool {
        offerKeyPress(KeyPress(key, phase: .up, modifiers: modifiers))
    }
}

extension KeyPress {
    /// The press of a named key the host reports.
    init(_ key: Key, phase: Phases, modifiers: EventModifiers) {
        let equivalent = KeyEquivalent(key)
        let characters: String
        switch key {
        case .character(let character): characters = String(character)
        default: characters = String(equivalent.character)
        }
        self.init(phase: phase, key: equivalent, characters: characters, modifiers: modifiers)
    }
}
