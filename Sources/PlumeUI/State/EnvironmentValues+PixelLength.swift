import Foundation

extension EnvironmentValues {
    /// The length of one device pixel in points, as SwiftUI's `pixelLength`: `1 / displayScale`
    /// (1 for a display scale that is not a positive finite number). Read-only, as in SwiftUI; a
    /// hairline is `.frame(height: pixelLength)`.
    public var pixelLength: CGFloat {
        let scale = displayScale
        return scale.isFinite && scale > 0 ? 1 / scale : 1
    }
}
