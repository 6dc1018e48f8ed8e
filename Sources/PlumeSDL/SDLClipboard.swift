import CSDL2
import Foundation
import PlumeUI

/// The system clipboard through SDL (`SDL_GetClipboardText` / `SDL_SetClipboardText`).
///
/// `SDLWindowHost` installs one on `graph.clipboard` while its window is open (SDL's video subsystem
/// must be running). Text that is not valid UTF-8 is read with the invalid bytes dropped.
final class SDLClipboard: Clipboard {
    var string: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            return UTF8Input.decode(cString: text).text
        }
        set {
            if SDL_SetClipboardText(newValue ?? "") != 0 {
                FileHandle.standardError.write(Data("plume: \(SDLError.last("SDL_SetClipboardText"))\n".utf8))
            }
        }
    }
}
