import CSDL2
import Foundation

/// Why the SDL window host could not open or draw its window; each message says what to do.
public enum SDLError: Error, CustomStringConvertible, Equatable {
    /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set, so there is no screen to open a window on.
    case noDisplay
    /// An SDL call failed; `call` names it and `reason` is `SDL_GetError()`.
    case sdl(call: String, reason: String)

    public var description: String {
        switch self {
        case .noDisplay:
            "no display: neither DISPLAY nor WAYLAND_DISPLAY is set, so there is no screen to open a window on "
                + "(run under a desktop session, over `ssh -X`, or under Xvfb: `xvfb-run <command>`)"
        case .sdl(let call, let reason):
            "\(call) failed: \(reason.isEmpty ? "no reason given by SDL" : reason)"
        }
    }

    /// The error of the SDL call `call` that just failed.
    static func last(_ call: String) -> SDLError { .sdl(call: call, reason: String(cString: SDL_GetError())) }
}
