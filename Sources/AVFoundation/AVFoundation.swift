// `import AVFoundation` on Linux: only AVFoundation's audio player and its session (`AVAudioPlayer`,
// `AVAudioPlayerDelegate`, `AVAudioSession`, from PlumeAudio on SDL2's audio), under Apple's module
// name, so a tutorial's player code compiles unchanged. The rest of Apple's AVFoundation (capture,
// assets, video, `AVAudioEngine`…) does not exist here. Declared only on Linux (see Package.swift).
@_exported import Foundation
@_exported import PlumeAudio
