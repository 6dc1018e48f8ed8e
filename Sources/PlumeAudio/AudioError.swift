import Foundation

/// Why a sound could not be loaded or played: thrown by `AVAudioPlayer`'s initialisers and by
/// `AVAudioSession.setActive(_:)`, and kept by a player whose `play()` returned false.
///
/// Apple's AVFoundation throws `NSError`s with `OSStatus` codes; Plume throws these, each with a
/// description a person can act on.
public enum AudioError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read (missing, unreadable, or larger than `WAVDecoder.maximumFileSize`).
    case unreadableFile(path: String, reason: String)
    /// The bytes are not a WAV file Plume can decode; `reason` says which part is wrong.
    case malformedWAV(reason: String)
    /// A well-formed WAV file in an encoding Plume does not decode (compressed formats, odd sample sizes).
    case unsupportedFormat(reason: String)
    /// The audio device could not be opened (no sound card, no sound server); `reason` is SDL's.
    case deviceUnavailable(reason: String)
    /// SDL's audio already runs another driver in this process (one driver per process).
    case driverInUse(current: String, wanted: String)
    /// The session cannot be deactivated while one of its players plays.
    case sessionBusy
    /// SDL could not convert the sound to the device's format.
    case conversionFailed(reason: String)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason): "cannot read the sound file \(path): \(reason)"
        case .malformedWAV(let reason): "not a valid WAV file: \(reason)"
        case .unsupportedFormat(let reason): "unsupported WAV encoding: \(reason)"
        case .deviceUnavailable(let reason): "no audio output: \(reason)"
        case .driverInUse(let current, let wanted):
            "the audio driver '\(current)' is already running in this process (wanted \(wanted))"
        case .sessionBusy: "the audio session cannot be deactivated while a player is playing"
        case .conversionFailed(let reason): "cannot convert the sound for the audio device: \(reason)"
        }
    }
}
