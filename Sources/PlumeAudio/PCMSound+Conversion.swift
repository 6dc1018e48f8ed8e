import CSDL2
import Foundation

extension PCMSound {
    /// The sound resampled and remixed to `rate` and `channels` by SDL's `SDL_AudioStream` (the same
    /// converter SDL uses between an application and a device); itself when the format already matches.
    /// The result lasts as long as the sound (`frameCount × rate / sampleRate` frames, rounded): SDL's
    /// resampler keeps its filter's tail back even when flushed, so silence is fed after the sound to
    /// push it out and the output is cut to that length. Throws `AudioError.conversionFailed` with SDL's
    /// message when SDL cannot convert.
    public func converted(toRate rate: Int, channels: Int) throws -> PCMSound {
        if rate == sampleRate && channels == self.channels { return self }
        let format = SDL_AudioFormat(AUDIO_F32SYS)
        guard
            let stream = SDL_NewAudioStream(
                format, UInt8(self.channels), Int32(sampleRate), format, UInt8(channels), Int32(rate))
        else { throw AudioError.conversionFailed(reason: String(cString: SDL_GetError())) }
        defer { SDL_FreeAudioStream(stream) }
        var out: [Float] = []
        out.reserveCapacity(
            Int(Double(samples.count) * Double(rate) / Double(sampleRate)) * channels / self.channels + 64)
        let chunk = 1 << 16  // samples per put, so no byte count overflows Int32
        let expected = Int((Double(frameCount) * Double(rate) / Double(sampleRate)).rounded()) * channels
        let tail = [Float](repeating: 0, count: max(4096, sampleRate / 10) * self.channels)
        try (samples + tail).withUnsafeBufferPointer { source in
            var start = 0
            while start < source.count {
                let count = min(chunk, source.count - start)
                guard SDL_AudioStreamPut(stream, source.baseAddress! + start, Int32(count * 4)) == 0 else {
                    throw AudioError.conversionFailed(reason: String(cString: SDL_GetError()))
                }
                start += count
                try drain(stream, into: &out)
            }
        }
        guard SDL_AudioStreamFlush(stream) == 0 else {
            throw AudioError.conversionFailed(reason: String(cString: SDL_GetError()))
        }
        try drain(stream, into: &out)
        guard out.count >= expected else {
            throw AudioError.conversionFailed(reason: "SDL returned \(out.count) of \(expected) samples")
        }
        return PCMSound(sampleRate: rate, channels: channels, samples: Array(out[..<expected]))
    }

    private func drain(_ stream: OpaquePointer, into out: inout [Float]) throws {
        var buffer = [Float](repeating: 0, count: 1 << 14)
        while true {
            let got = buffer.withUnsafeMutableBytes { SDL_AudioStreamGet(stream, $0.baseAddress, Int32($0.count)) }
            guard got >= 0 else { throw AudioError.conversionFailed(reason: String(cString: SDL_GetError())) }
            if got == 0 { return }
            out.append(contentsOf: buffer[0..<Int(got) / 4])
        }
    }
}
