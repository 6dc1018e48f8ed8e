import Foundation

/// The color space and precision a `Canvas` or `ImageRenderer` works in, as SwiftUI's
/// `ColorRenderingMode`. Plume's renderer draws 8-bit sRGB (`nonLinear`) only: a `Canvas` asked for
/// another mode draws in `nonLinear` and reports it in `ViewGraph.diagnostics`.
public enum ColorRenderingMode: Hashable, Sendable {
    /// 8 bits per channel, sRGB gamma-encoded (the only mode Plume draws).
    case nonLinear
    /// Linear sRGB (drawn as `nonLinear` in Plume).
    case linear
    /// Extended-range linear sRGB (drawn as `nonLinear` in Plume).
    case extendedLinear
}
