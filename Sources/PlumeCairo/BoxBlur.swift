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

    /// One box blur along a line of `count` pixels `step` bytes apart.
    private static func boxPass(
        _ line: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, scratch: inout [UInt8]
    ) {
        let size = UInt32(2 * radius + 1)
        let half = size / 2
        scratch.withUnsafeMutableBufferPointer { out in
            var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
            func add(_ i: Int) {
                guard i >= 0, i < count else { return }
                let p = line + i * step
                sums.0 += UInt32(p[0])
                sums.1 += UInt32(p[1])
                sums.2 += UInt32(p[2])
                sums.3 += UInt32(p[3])
            }
            func remove(_ i: Int) {
                guard i >= 0, i < count else { return }
                let p = line + i * step
                sums.0 -= UInt32(p[0])
                sums.1 -= UInt32(p[1])
                sums.2 -= UInt32(p[2])
                sums.3 -= UInt32(p[3])
            }
            for i in 0..<min(radius, count) { add(i) }
            for i in 0..<count {
                add(i + radius)
                if i - radius - 1 >= 0 { remove(i - radius - 1) }
                out[i * 4] = UInt8((sums.0 + half) / size)
                out[i * 4 + 1] = UInt8((sums.1 + half) / size)
                out[i * 4 + 2] = UInt8((sums.2 + half) / size)
                out[i * 4 + 3] = UInt8((sums.3 + half) / size)
            }
            for i in 0..<count {
                let p = line + i * step
                p[0] = out[i * 4]
                p[1] = out[i * 4 + 1]
                p[2] = out[i * 4 + 2]
                p[3] = out[i * 4 + 3]
            }
        }
    }
}
