import Foundation

/// Where an image's pixels come from.
public enum ImageSource: Hashable, Sendable, CustomStringConvertible {
    /// A PNG, JPEG or SVG file.
    case file(URL)
    /// Encoded PNG, JPEG or SVG bytes, with a name for messages and dumps.
    case data(Data, name: String)
    /// Premultiplied BGRA pixels (cairo's ARGB32 layout on little-endian), `width × height`, tightly packed.
    case pixels(Data, width: Int, height: Int, name: String)

    public var description: String {
        switch self {
        case .file(let url): url.lastPathComponent
        case .data(_, let name): name
        case .pixels(_, let w, let h, let name): "\(name) \(w)x\(h)"
        }
    }
}

/// Why an image could not be used.
public enum ImageError: Error, Hashable, CustomStringConvertible {
    case notFound(String)
    case unreadable(String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let name): "image '\(name)' not found"
        case .unreadable(let name, let reason): "image '\(name)' could not be read: \(reason)"
        }
    }
}

/// Reads images' intrinsic sizes for layout. PlumeCairo implements it; a host injects it into the UI.
public protocol ImageLoader: AnyObject {
    /// The image's natural size in points (pixels for bitmaps, the document size for SVG).
    func size(of source: ImageSource) throws -> CGSize
}
