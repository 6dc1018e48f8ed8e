// `import AVFoundation` on Linux: only AVFoundation's audio players and their session (`AVAudioPlayer`,
// `AVAudioPlayerDelegate`, `AVAudioSession`, `AVPlayer` for sound files with CoreMedia's `CMTime`, from
// PlumeAudio on SDL2's audio), under Apple's module
// name, so a tutorial's player code compiles unchanged. The rest of Apple's AVFoundation (capture,
// assets, video, `AVAudioEngine`…) does not exist here. Declared only on Linux (see Package.swift).
@_exported import Foundation
@_exported import PlumeAudio
