import CSDL2
import Foundation
import PlumeUI

/// SDL system cursors for `PointerStyle`s, made on first use and freed with the host.
final class SDLCursors {
    private var cursors: [PointerStyle: OpaquePointer] = [:]
    private var current: PointerStyle?

    /// Shows `style` as the mouse cursor (does nothing when it is already shown).
    func show(_ style: PointerStyle) {
        guard style != current else { return }
        if cursors[style] == nil, let cursor = SDL_CreateSystemCursor(Self.systemCursor(for: style)) {
            cursors[style] = cursor
        }
        guard let cursor = cursors[style] else { return }
        SDL_SetCursor(cursor)
        current = style
    }

    /// The SDL system cursor for a pointer style.
    static func systemCursor(for style: PointerStyle) -> SDL_SystemCursor {
        switch style {
        case .arrow: SDL_SYSTEM_CURSOR_ARROW
        case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
        case .pointingHand: SDL_SYSTEM_CURSOR_HAND
        case .resizeLeftRight: SDL_SYSTEM_CURSOR_SIZEWE
        case .resizeUpDown: SDL_SYSTEM_CURSOR_SIZENS
        case .crosshair: SDL_SYSTEM_CURSOR_CROSSHAIR
        }
    }

    /// Frees the cursors (call before `SDL_Quit`).
    func free() {
        for cursor in cursors.values { SDL_FreeCursor(cursor) }
        cursors.removeAll()
        current = nil
    }
}
