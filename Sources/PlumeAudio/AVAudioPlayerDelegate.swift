import Foundation

/// Hears an `AVAudioPlayer`'s end of playback, as AVFoundation's protocol; the method has a default
/// implementation that does nothing (Apple's is optional) and is called on the main queue. Apple's
/// `audioPlayerDecodeErrorDidOccur(_:error:)` is not declared: Plume decodes the whole file when the
/// player is made, so a decode error is thrown by the initialiser instead.
public protocol AVAudioPlayerDelegate: AnyObject {
    /// The sound played to its end (after its loops). Not called after `stop()` or `pause()`.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}
