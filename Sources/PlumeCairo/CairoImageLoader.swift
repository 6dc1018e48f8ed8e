import Foundation
import PlumeGraphics

/// Loads images for layout and drawing: PNG (cairo), JPEG and other bitmaps gdk-pixbuf reads, and
/// SVG (librsvg, drawn as vectors at draw time so it stays crisp at any scale).
///
/// Decoded images are cached per `ImageSource` (about the last 128). A missing file throws
/// `ImageError.notFound`; corrupt or unknown data throws `ImageError.unreadable` with a reason.
/// Thread-safe: the cache is guarded by a lock.
/// ```swift
/// let size = try CairoImageLoader.shared.size(of: .file(URL(fileURLWithPath: "/tmp/logo.svg")))
/// ```
public final class CairoImageLoader: ImageLoader, @unchecked Sendable {
    /// The loader `CairoRenderer` uses by default.
    public static let shared = CairoImageLoader()

    private let lock = NSLock()
    private let generationSize: Int
    private var current: [ImageSource: DecodedImage] = [:]
    private var previous: [ImageSource: DecodedImage] = [:]

    /// A loader with its own cache of about `cacheSize` decoded images.
    public init(cacheSize: Int = 128) {
        generationSize = max(1, cacheSize / 2)
    }

    /// The natural size in points: pixel dimensions for bitmaps, the document size for SVG
    /// (its `width`/`height`, else its `viewBox`; absolute units at 72 dpi, so `1pt` is one point like `1px`).
    public func size(of source: ImageSource) throws -> CGSize {
        try decodedImage(for: source).size
    }

    /// Drops every cached image (a changed file is read again on next use).
    public func removeAllCachedImages() {
        lock.lock()
        defer { lock.unlock() }
        current = [:]
        previous = [:]
    }

    /// The decoded image for `source`, from the cache when possible. Failures are not cached.
    func decodedImage(for source: ImageSource) throws -> DecodedImage {
        lock.lock()
        defer { lock.unlock() }
        if let hit = current[source] { return hit }
        let image = try previous.removeValue(forKey: source) ?? ImageDecoder.decode(source)
        if current.count >= generationSize {
            previous = current
            current = [:]
        }
        current[source] = image
        return image
    }
}
