import Foundation

/// Decodes RIFF/WAVE files into a `PCMSound`, checking every length against the bytes it has.
///
/// Reads integer PCM (8-bit unsigned, 16-, 24- and 32-bit signed) and 32-bit IEEE float, 1 to 8
/// channels, 1 Hz to 384 kHz, in plain or `WAVE_FORMAT_EXTENSIBLE` headers; unknown chunks are
/// skipped. Anything else is a thrown `AudioError`: a file that is not RIFF/WAVE, a chunk running past
/// the end, a missing `fmt ` or `data` chunk, a truncated sample, compressed encodings. Called by
/// `AVAudioPlayer`'s initialisers.
/// ```swift
/// let sound = try WAVDecoder.decode(try Data(contentsOf: url))
/// ```
public enum WAVDecoder {
    /// The largest file a player reads (64 MiB, about six minutes of 48 kHz stereo 16-bit audio).
    public static let maximumFileSize = 64 << 20

    private struct Format {
        var encoding: UInt16
        var channels: Int
        var sampleRate: Int
        var blockAlign: Int
        var bitsPerSample: Int
    }

    /// The sound in `data`, or a thrown `AudioError` saying what is wrong with it.
    public static func decode(_ data: Data) throws -> PCMSound {
        guard data.count <= maximumFileSize else {
            throw AudioError.malformedWAV(
                reason: "\(data.count) bytes is more than the \(maximumFileSize) a player reads")
        }
        let bytes = [UInt8](data)
        guard bytes.count >= 12, ascii(bytes, 0) == "RIFF", ascii(bytes, 8) == "WAVE" else {
            throw AudioError.malformedWAV(reason: "no RIFF/WAVE header")
        }
        var offset = 12
        var format: Format?
        var samples: ArraySlice<UInt8>?
        while offset + 8 <= bytes.count, samples == nil {
            let id = ascii(bytes, offset)
            let size = Int(le32(bytes, offset + 4))
            let body = offset + 8
            guard size <= bytes.count - body else {
                throw AudioError.malformedWAV(
                    reason: "the '\(id)' chunk claims \(size) bytes but only \(bytes.count - body) follow")
            }
            switch id {
            case "fmt ": format = try readFormat(bytes[body..<body + size])
            case "data":
                guard format != nil else {
                    throw AudioError.malformedWAV(reason: "the 'data' chunk comes before 'fmt '")
                }
                samples = bytes[body..<body + size]
            default: break
            }
            offset = body + size + (size & 1)  // chunks are padded to an even length
        }
        guard let format else { throw AudioError.malformedWAV(reason: "no 'fmt ' chunk") }
        guard let samples else { throw AudioError.malformedWAV(reason: "no 'data' chunk") }
        guard samples.count % format.blockAlign == 0 else {
            throw AudioError.malformedWAV(
                reason: "the 'data' chunk ends inside a frame (\(samples.count) bytes, frames of \(format.blockAlign))")
        }
        return PCMSound(
            sampleRate: format.sampleRate, channels: format.channels, samples: convert(samples, format))
    }

    private static func readFormat(_ chunk: ArraySlice<UInt8>) throws -> Format {
        let b = Array(chunk)
        guard b.count >= 16 else {
            throw AudioError.malformedWAV(reason: "the 'fmt ' chunk is \(b.count) bytes, not 16")
        }
        var encoding = le16(b, 0)
        if encoding == 0xFFFE {  // WAVE_FORMAT_EXTENSIBLE: the real encoding is the sub-format GUID's first two bytes
            guard b.count >= 40 else { throw AudioError.malformedWAV(reason: "a short WAVE_FORMAT_EXTENSIBLE header") }
            encoding = le16(b, 24)
        }
        let format = Format(
            encoding: encoding, channels: Int(le16(b, 2)), sampleRate: Int(le32(b, 4)), blockAlign: Int(le16(b, 12)),
            bitsPerSample: Int(le16(b, 14)))
        guard encoding == 1 || encoding == 3 else {
            throw AudioError.unsupportedFormat(reason: "encoding \(encoding) (only PCM 1 and IEEE float 3)")
        }
        guard (1...8).contains(format.channels) else {
            throw AudioError.unsupportedFormat(reason: "\(format.channels) channels (1 to 8)")
        }
        guard (1...384_000).contains(format.sampleRate) else {
            throw AudioError.unsupportedFormat(reason: "a sample rate of \(format.sampleRate) Hz")
        }
        let valid = encoding == 1 ? [8, 16, 24, 32] : [32]
        guard valid.contains(format.bitsPerSample) else {
            throw AudioError.unsupportedFormat(reason: "\(format.bitsPerSample)-bit samples in encoding \(encoding)")
        }
        guard format.blockAlign == format.channels * format.bitsPerSample / 8 else {
            throw AudioError.malformedWAV(
                reason: "a block size of \(format.blockAlign) for \(format.channels) channels")
        }
        return format
    }

    private static func convert(_ bytes: ArraySlice<UInt8>, _ format: Format) -> [Float] {
        let width = format.bitsPerSample / 8
        let count = bytes.count / width
        var out = [Float](repeating: 0, count: count)
        let base = bytes.startIndex
        for i in 0..<count {
            let at = base + i * width
            switch (format.encoding, width) {
            case (1, 1): out[i] = (Float(bytes[at]) - 128) / 128
            case (1, 2): out[i] = Float(Int16(bitPattern: UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8)) / 32768
            case (1, 3):
                let raw = UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 24
                out[i] = Float(Int32(bitPattern: raw) >> 8) / 8_388_608
            case (1, _): out[i] = Float(Double(Int32(bitPattern: le32(bytes, at))) / 2_147_483_648)
            default:
                let value = Float(bitPattern: le32(bytes, at))
                out[i] = value.isFinite ? max(-1, min(1, value)) : 0  // NaN or infinite samples are silence
            }
        }
        return out
    }

    private static func ascii<C: Collection<UInt8>>(_ b: C, _ at: C.Index) -> String where C.Index == Int {
        String(decoding: b[at..<at + 4], as: UTF8.self)
    }

    private static func le16<C: Collection<UInt8>>(_ b: C, _ at: Int) -> UInt16 where C.Index == Int {
        UInt16(b[at]) | UInt16(b[at + 1]) << 8
    }

    private static func le32<C: Collection<UInt8>>(_ b: C, _ at: Int) -> UInt32 where C.Index == Int {
        UInt32(b[at]) | UInt32(b[at + 1]) << 8 | UInt32(b[at + 2]) << 16 | UInt32(b[at + 3]) << 24
    }
}
