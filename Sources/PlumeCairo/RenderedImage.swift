import CCairo
import Foundation
import PlumeGraphics

/// Pixels produced by `CairoRenderer`: premultiplied ARGB32 in cairo's layout.
///
/// Each pixel is one native-endian 32-bit word `0xAARRGGBB` (bytes B, G, R, A in memory on
/// little-endian machines), with color premultiplied by alpha. Rows are `stride` bytes apart.
/// ```swift
/// let image = try CairoRenderer().render(list, size: CGSize(width: 100, height: 50), scale: 2)
/// try image.writePNG(to: URL(fileURLWithPath: "/tmp/out.png"))
/// let red = image.pixel(x: 10, y: 10).red
/// ```
public struct RenderedImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (at least `width * 4`).
    public let stride: Int
    /// `stride * height` bytes of premultiplied ARGB32.
    public let bytes: [UInt8]

    /// An image from raw premultiplied ARGB32 bytes; returns nil when the byte count does not match
    /// `stride * height` or the stride is shorter than a row.
    public init?(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, stride >= width * 4, bytes.count == stride * height else { return nil }
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
    }

    /// An image of `width × height` transparent pixels.
    init(emptyWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        self.stride = width * 4
        self.bytes = [UInt8](repeating: 0, count: width * 4 * height)
    }

    /// Copies the pixels of an ARGB32 image surface (flushing it first).
    init(copying surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface))
        let h = Int(cairo_image_surface_get_height(surface))
        let s = Int(cairo_image_surface_get_stride(surface))
        width = w
        height = h
        stride = s
        if let data = cairo_image_surface_get_data(surface), w > 0, h > 0 {
            bytes = [UInt8](UnsafeBufferPointer(start: data, count: s * h))
        } else {
            bytes = [UInt8](repeating: 0, count: max(0, s * h))
        }
    }

    /// One pixel, un-premultiplied to straight 8-bit RGBA.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        /// Straight (un-premultiplied) red, 0…255.
        public var red: UInt8
        /// Straight green, 0…255.
        public var green: UInt8
        /// Straight blue, 0…255.
        public var blue: UInt8
        /// Opacity, 0 (transparent) … 255 (opaque).
        public var alpha: UInt8

        /// A pixel from straight 8-bit components.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// `#RRGGBBAA`, as `Color.Resolved.hex`.
        public var description: String {
            String(format: "#%02X%02X%02X%02X", red, green, blue, alpha)
        }
    }

    /// The pixel at column `x`, row `y` (0-based from the top left) with straight (not premultiplied)
    /// color; coordinates outside the image give transparent black.
    public func pixel(x: Int, y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        let word = premultipliedWord(x: x, y: y)
        let a = UInt8(truncatingIfNeeded: word >> 24)
        func straight(_ v: UInt32) -> UInt8 {
            let c = UInt32(truncatingIfNeeded: v & 0xFF)
            guard a > 0 else { return 0 }
            return UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return Pixel(red: straight(word >> 16), green: straight(word >> 8), blue: straight(word), alpha: a)
    }

    /// The raw native-endian `0xAARRGGBB` premultiplied word at (x, y); the caller checks bounds.
    func premultipliedWord(x: Int, y: Int) -> UInt32 {
        let offset = y * stride + x * 4
        return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }

    /// Whether every pixel is fully transparent.
    public var isFullyTransparent: Bool {
        for y in 0..<height {
            for x in 0..<width where premultipliedWord(x: x, y: y) >> 24 != 0 { return false }
        }
        return true
    }
}
