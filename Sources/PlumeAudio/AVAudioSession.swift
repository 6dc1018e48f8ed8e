import Foundation

/// The app's audio output, as AVFoundation's `AVAudioSession`: `setActive(true)` opens the device the
/// players play through, `setActive(false)` closes it.
///
/// ```swift
/// try AVAudioSession.sharedInstance().setActive(true)   // throws AudioError.deviceUnavailable without sound
/// ```
/// `sharedInstance()` plays through the default device of SDL's driver (PipeWire, PulseAudio or ALSA;
/// `SDL_AUDIODRIVER` picks another). Plume adds `init(recordingTo:)`, a session on SDL's `disk` driver
/// that writes what it plays to a file, for headless runs and tests. A player activates its session
/// when it is prepared or played. Differences from Apple's: there are no categories, modes, routes,
/// interruptions or system volume (`outputVolume`); deactivating while a player plays throws
/// `AudioError.sessionBusy` (Apple's `isBusy`).
public final class AVAudioSession: @unchecked Sendable {
    private static let shared = AVAudioSession(recording: nil, discards: false)

    /// The session of the app's default output device.
    public static func sharedInstance() -> AVAudioSession { shared }

    /// Plume: a session on SDL's `disk` driver writing what it plays to `file` (raw interleaved 32-bit
    /// float frames at `output.sampleRate` with `output.channels` channels; the file is complete once the
    /// session is deactivated). With `discardsRecording`, the file is deleted when the session is
    /// deactivated or freed (a headless app that plays but keeps nothing).
    public convenience init(recordingTo file: URL, discardsRecording: Bool = false) {
        self.init(recording: file, discards: discardsRecording)
    }

    private init(recording: URL?, discards: Bool) {
        recordingURL = recording
        discardsRecording = discards
    }

    /// Plume: the file a recording session writes, else nil.
    public let recordingURL: URL?
    private let discardsRecording: Bool
    private let lock = NSLock()
    private var current: AudioOutput?

    /// Opens (true) or closes (false) the session's output device; opening an open session does
    /// nothing. Throws `AudioError.deviceUnavailable` (with SDL's reason) when no device opens,
    /// `.driverInUse` when the process already runs an unsuitable driver, `.sessionBusy` when closing
    /// while a player plays.
    public func setActive(_ active: Bool) throws {
        try lock.withLock {
            if active {
                if current == nil { current = try AudioOutput(recordingURL: recordingURL) }
            } else if let output = current {
                guard !output.mixer.isBusy else { throw AudioError.sessionBusy }
                output.close()
                current = nil
                discardRecording()
            }
        }
    }

    /// Plume: whether the session's device is open.
    public var isActive: Bool { lock.withLock { current != nil } }

    /// Plume: the open output device (sample rate, channels, driver, frames played), or nil.
    public var output: AudioOutput? { lock.withLock { current } }

    /// Removes a discarded recording's file; a file already gone is fine.
    private func discardRecording() {
        guard discardsRecording, let url = recordingURL, FileManager.default.fileExists(atPath: url.path) else {
            return
        }
        do { try FileManager.default.removeItem(at: url) } catch {
            FileHandle.standardError.write(Data("PlumeAudio: cannot remove \(url.path): \(error)\n".utf8))
        }
    }

    deinit {
        current?.close()
        discardRecording()
    }
}
