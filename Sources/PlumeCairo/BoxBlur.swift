import Foundation

/// A Gaussian blur approximated by three successive box blurs (horizontal then vertical each), on
/// premultiplied 4-byte pixels; pixels outside the image count as transparent.
enum BoxBlur {
    /// The three box widths whose successive application approximates a Gaussian of `sigma`.
    static func boxSizes(sigma: Double, count: Int = 3) -> [Int] {
        let n = Double(count)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<count).map { Double($0) < m ? lower : upper }
    }

    /// Blurs `width × height` pixels at `data` (rows `stride` bytes apart) in place.
    static func gaussian(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard width > 0, height > 0, sigma > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: max(width, height) * 4)
        for size in boxSizes(sigma: sigma) where size > 1 {
            let radius = (size - 1) / 2
            for y in 0..<height {
                boxPass(data + y * stride, step: 4, count: width, radius: radius, scratch: &scratch)
            }
            for x in 0..<width {
                boxPass(data + x * 4, step: stride, count: height, radius: radius, scratch: &scratch)
            }
        }
    }

    /// Blurs one channel (byte `channel` of each 4-byte pixel) of `width × height` pixels at `data` in
    /// place, leaving the other bytes as they are: for each pixel, the same value `gaussian` gives
    /// that channel (the channels are blurred independently there too).
    static func gaussian(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double, channel: Int
    ) {
        guard width > 0, height > 0, sigma > 0, (0..<4).contains(channel) else { return }
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        let base = data + channel
        for size in boxSizes(sigma: sigma) where size > 1 {
            let radius = (size - 1) / 2
            for y in 0..<height {
                channelPass(base + y * stride, step: 4, count: width, radius: radius, scratch: &scratch)
            }
            for x in 0..<width {
                channelPass(base + x * 4, step: stride, count: height, radius: radius, scratch: &scratch)
            }
        }
    }

    /// One box blur of a single byte per pixel along a line of `count` pixels `step` bytes apart
    /// (`boxPass` for one channel, with the same rounding).
    private static func channelPass(
        _ line: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, scratch: inout [UInt8]
    ) {
        let size = UInt32(2 * radius + 1)
        let half = size / 2
        scratch.withUnsafeMutableBufferPointer { buffer in
            let out = buffer.baseAddress!
            var sum: UInt32 = 0
            for i in 0..<min(radius, count) { sum += UInt32(line[i * step]) }
            // A line with nothing in it stays empty (most of a shadow's margin): not written back.
            var any = sum != 0
            for i in 0..<count {
                if i + radius < count { sum += UInt32(line[(i + radius) * step]) }
                if i - radius - 1 >= 0 { sum -= UInt32(line[(i - radius - 1) * step]) }
                any = any || sum != 0
                out[i] = UInt8(truncatingIfNeeded: (sum + half) / size)
            }
            guard any else { return }
            for i in 0..<count { line[i * step] = out[i] }
        }
    }

    /// One box blur along a line of `count` pixels `step` bytes apart, through `scratch`.
    private static func boxPass(
        _ line: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, scratch: inout [UInt8]
    ) {
        let size = UInt32(2 * radius + 1)
        let half = size / 2
        scratch.withUnsafeMutableBufferPointer { buffer in
            let out = buffer.baseAddress!
            var s0: UInt32 = 0
            var s1: UInt32 = 0
            var s2: UInt32 = 0
            var s3: UInt32 = 0
            var lead = line
            for _ in 0..<min(radius, count) {
                s0 += UInt32(lead[0])
                s1 += UInt32(lead[1])
                s2 += UInt32(lead[2])
                s3 += UInt32(lead[3])
                lead += step
            }
            for i in 0..<count {
                if i + radius < count {
                    let p = line + (i + radius) * step
                    s0 += UInt32(p[0])
                    s1 += UInt32(p[1])
                    s2 += UInt32(p[2])
                    s3 += UInt32(p[3])
                }
                if i - radius - 1 >= 0 {
                    let p = line + (i - radius - 1) * step
                    s0 -= UInt32(p[0])
                    s1 -= UInt32(p[1])
                    s2 -= UInt32(p[2])
                    s3 -= UInt32(p[3])
                }
                let o = out + i * 4
                o[0] = UInt8(truncatingIfNeeded: (s0 + half) / size)
                o[1] = UInt8(truncatingIfNeeded: (s1 + half) / size)
                o[2] = UInt8(truncatingIfNeeded: (s2 + half) / size)
                o[3] = UInt8(truncatingIfNeeded: (s3 + half) / size)
            }
            var p = line
            for i in 0..<count {
                let o = out + i * 4
                p[0] = o[0]
                p[1] = o[1]
                p[2] = o[2]
                p[3] = o[3]
                p += step
            }
        }
    }
}
