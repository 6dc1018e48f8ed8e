import Foundation

/// Where an `AsyncImage`'s load stands, as SwiftUI's `AsyncImagePhase`: not loaded yet, loaded, or
/// failed with the reason.
public enum AsyncImagePhase {
    /// No image yet: loading, or no URL.
    case empty
    /// The image, decoded.
    case success(Image)
    /// The load or the decoding failed (`URLError`, `AsyncImageError`, `ImageError`…).
    case failure(Error)

    /// The loaded image, or nil.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The failure, or nil.
    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` failed, besides the network's `URLError`s and the decoder's `ImageError`s.
public enum AsyncImageError: Error, Hashable, CustomStringConvertible {
    /// The server answered with a status other than 2xx.
    case httpStatus(Int, URL)
    /// The URL's scheme is neither `file`, `http` nor `https`.
    case unsupportedScheme(URL)
    /// The host has no image loader to decode with.
    case noImageLoader

    public var description: String {
        switch self {
        case .httpStatus(let status, let url): "HTTP status \(status) for \(url.absoluteString)"
        case .unsupportedScheme(let url): "AsyncImage loads file, http and https URLs, not \(url.absoluteString)"
        case .noImageLoader: "no image loader in this host: cannot decode images"
        }
    }
}
