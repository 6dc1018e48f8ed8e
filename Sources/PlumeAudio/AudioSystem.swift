import CSDL2
import Foundation

/// SDL's audio subsystem, which every open `AudioOutput` of the process shares.
///
/// SDL runs one audio driver per process (`pulseaudio`, `pipewire`, `alsa`… or the headless `disk`
/// and `dummy`). A system output takes the driver SDL picks (the `SDL_AUDIODRIVER` environment
/// variable, else SDL's order); a recording output needs `disk`. The first output starts the
/// subsystem with its driver; later ones join it when the driver suits them and fail with
/// `AudioError.driverInUse` when not; the last one to close stops it. Every call holds `lock`, since
/// SDL's initialisation is not thread-safe.
enum AudioSystem {
    /// The driver an output needs.
    enum Driver: Equatable {
        /// Whatever plays through the speakers (a `disk` driver chosen by the environment would write
        /// to the current directory, so it is refused).
        case system
        /// SDL's `disk` driver, which writes what is played to a file (the device's name).
        case disk
    }

    /// Held around SDL's audio initialisation and device opening and closing.
    static let lock = NSLock()
    nonisolated(unsafe) private static var users = 0

    /// Starts or joins the subsystem for `driver` and returns the driver's name; call with `lock` held.
    static func start(_ driver: Driver) throws -> String {
        let first = users == 0
        if first {
            if driver == .disk { SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, "disk", SDL_HINT_OVERRIDE) }
            let status = SDL_InitSubSystem(SDL_INIT_AUDIO)
            if driver == .disk { SDL_ResetHint(SDL_HINT_AUDIODRIVER) }
            guard status == 0 else { throw AudioError.deviceUnavailable(reason: lastError()) }
        }
        let name = SDL_GetCurrentAudioDriver().map { String(cString: $0) }
        let suits = name.map { driver == .disk ? $0 == "disk" : $0 != "disk" } ?? false
        guard let name, suits else {
            if first { SDL_QuitSubSystem(SDL_INIT_AUDIO) }
            guard let name else {
                throw AudioError.deviceUnavailable(reason: "no audio driver started: \(lastError())")
            }
            throw AudioError.driverInUse(current: name, wanted: driver == .disk ? "disk" : "a playback driver")
        }
        if !first { SDL_InitSubSystem(SDL_INIT_AUDIO) }  // SDL counts the subsystem's users too
        users += 1
        return name
    }

    /// Leaves the subsystem (stopping it when no output is left); call with `lock` held.
    static func stop() {
        guard users > 0 else { return }
        users -= 1
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
    }

    /// SDL's last error message.
    static func lastError() -> String {
        let message = String(cString: SDL_GetError())
        return message.isEmpty ? "unknown SDL error" : message
    }
}
