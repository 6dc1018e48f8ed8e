import Foundation

/// Why the renderer could not produce an image or file.
///
/// Every case names the problem; none of them is raised for content problems inside a display list
/// (a missing image, a NaN coordinate, an empty path): those draw nothing and rendering goes on.
public enum RenderError: Error, Hashable, CustomStringConvertible {
    /// The canvas size is negative, NaN or infinite.
    case invalidSize(width: Double, height: Double)
    /// The scale factor is zero, negative, NaN or infinite.
    case invalidScale(Double)
    /// The canvas would be larger than cairo's limit of 32767 pixels on a side.
    case tooLarge(widthPixels: Int, heightPixels: Int)
    /// The image has no pixels, so it cannot be encoded as PNG.
    case emptyImage
    /// cairo reported an error.
    case cairo(String)
    /// Bytes that are not a decodable PNG.
    case invalidPNG(String)
    /// A file could not be read or written.
    case io(path: String, reason: String)

    /// A message naming the problem.
    public var description: String {
        switch self {
        case .invalidSize(let w, let h): "invalid canvas size \(w) × \(h): sizes must be finite and not negative"
        case .invalidScale(let s): "invalid scale factor \(s): it must be finite and greater than zero"
        case .tooLarge(let w, let h): "canvas of \(w) × \(h) pixels is larger than 32767 pixels on a side"
        case .emptyImage: "the image has no pixels (zero width or height) and cannot be encoded as PNG"
        case .cairo(let message): "cairo error: \(message)"
        case .invalidPNG(let reason): "not a readable PNG: \(reason)"
        case .io(let path, let reason): "cannot access '\(path)': \(reason)"
        }
    }
}
