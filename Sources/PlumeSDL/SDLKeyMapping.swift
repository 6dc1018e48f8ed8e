import CSDL2
import Foundation
import PlumeUI

/// Maps SDL key codes and modifier states to PlumeUI's `Key` and `EventModifiers`.
///
/// Typed text does not go through here: SDL sends it as `SDL_TEXTINPUT`, which the host passes to
/// `graph.insertText`. So the space bar and letters typed without Control / Command map to nil (their
/// text arrives separately); with Control or Command held, a printable key is `.character`
/// (lowercase; the shortcut keys: copy, paste, select all…). F1…F12 are `.function(1…12)` (F10 opens
/// an app window's menu bar). Option alone stays text, because on
/// Linux it is also AltGr, which types characters such as `@` on many keyboard layouts.
public enum SDLKeyMapping {
    /// The PlumeUI key for an SDL key code, or nil when the key is text or has no PlumeUI meaning.
    public static func key(for keycode: SDL_Keycode, modifiers: EventModifiers) -> Key? {
        switch UInt32(bitPattern: keycode) {
        case SDLK_TAB.rawValue: return .tab
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue, SDLK_RETURN2.rawValue: return .enter
        case SDLK_ESCAPE.rawValue: return .escape
        case SDLK_BACKSPACE.rawValue: return .backspace
        case SDLK_DELETE.rawValue: return .delete
        case SDLK_LEFT.rawValue: return .left
        case SDLK_RIGHT.rawValue: return .right
        case SDLK_UP.rawValue: return .up
        case SDLK_DOWN.rawValue: return .down
        case SDLK_HOME.rawValue: return .home
        case SDLK_END.rawValue: return .end
        case SDLK_F1.rawValue...SDLK_F12.rawValue:
            return .function(Int(UInt32(bitPattern: keycode) - SDLK_F1.rawValue) + 1)
        case let code:
            // Printable ASCII keys are shortcuts only with Control or Command (plain typing is text).
            guard !modifiers.isDisjoint(with: [.control, .command]), code > 32, code < 127,
                let scalar = Unicode.Scalar(code)
            else { return nil }
            return .character(Character(scalar))
        }
    }

    /// The key released for an SDL key-up: the named keys as for a press, and printable keys
    /// (whose presses arrive as typed text) as `.character`, with or without modifiers.
    public static func releasedKey(for keycode: SDL_Keycode, modifiers: EventModifiers) -> Key? {
        if UInt32(bitPattern: keycode) == SDLK_SPACE.rawValue { return .space }
        if let key = key(for: keycode, modifiers: modifiers) { return key }
        let code = UInt32(bitPattern: keycode)
        guard code > 32, code < 127, let scalar = Unicode.Scalar(code) else { return nil }
        return .character(Character(scalar))
    }

    /// The PlumeUI modifiers held in an SDL modifier state.
    public static func modifiers(for state: UInt16) -> EventModifiers {
        let mod = UInt32(state)
        var result: EventModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { result.insert(.option) }
        if mod & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        return result
    }
}
