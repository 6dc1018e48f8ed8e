import Foundation
import PlumeGraphics

/// Loads images for layout and drawing: PNG (cairo), JPEG and other bitmaps gdk-pixbuf reads, and
/// SVG (librsvg, drawn as vectors at draw time so it stays crisp at any scale).
///
/// Decoded images are cached per `ImageSource`: about the last 128, and at most `cacheBudget` bytes
/// of decoded pixels (64 MB by default; an SVG counts as 256 KB, its parsed document; an image
/// larger than half the budget is decoded again at each use instead of kept). A missing file throws
/// `ImageError.notFound`; corrupt or unknown data throws `ImageError.unreadable` with a reason.
/// Thread-safe: the cache is guarded by a lock.
///
/// Who owns the cache: each loader owns its own, and it is released with the loader. A `ViewHost`
/// and each window of an `SDLWindowHost` make a loader of their own, so a dropped host or a closed
/// window gives its decoded images back, and the bound is per host. `shared` is the process's
/// loader for renderers made without one (`CairoRenderer()`: one-off renders such as the gallery's
/// films): it lives as long as the process and keeps at most its 64 MB whatever uses it.
/// ```swift
/// let size = try CairoImageLoader.shared.size(of: .file(URL(fileURLWithPath: "/tmp/logo.svg")))
/// ```
public final class CairoImageLoader: ImageLoader, @unchecked Sendable {
    /// The loader `CairoRenderer` uses by default; process-wide, never released (see the type's notes).
    public static let shared = CairoImageLoader()

    private let lock = NSLock()
    private let generationSize: Int
    private let generationBudget: Int
    private var current: [ImageSource: DecodedImage] = [:]
    private var previous: [ImageSource: DecodedImage] = [:]
    private var currentBytes = 0
    private var previousBytes = 0

    /// The bound on the bytes of decoded images kept.
    public let cacheBudget: Int

    /// A loader with its own cache of about `cacheSize` decoded images and at most `cacheBudget`
    /// bytes of them.
    public init(cacheSize: Int = 128, cacheBudget: Int = 64 << 20) {
        generationSize = max(1, cacheSize / 2)
        self.cacheBudget = max(2, cacheBudget)
        generationBudget = self.cacheBudget / 2
    }

    /// The bytes the cached images hold now (at most `cacheBudget`).
    public var cachedBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return currentBytes + previousBytes
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
        currentBytes = 0
        previousBytes = 0
    }

    /// The decoded image for `source`, from the cache when possible. Failures are not cached.
    func decodedImage(for source: ImageSource) throws -> DecodedImage {
        lock.lock()
        defer { lock.unlock() }
        if let hit = current[source] { return hit }
        let image: DecodedImage
        if let old = previous.removeValue(forKey: source) {
            previousBytes -= old.byteCost
            image = old
        } else {
            image = try ImageDecoder.decode(source)
        }
        guard image.byteCost <= generationBudget else { return image }
        if current.count >= generationSize || currentBytes + image.byteCost > generationBudget {
            previous = current
            previousBytes = currentBytes
            current = [:]
            currentBytes = 0
        }
        current[source] = image
        currentBytes += image.byteCost
        return image
    }
}
