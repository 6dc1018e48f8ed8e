import Foundation

extension Image {
    /// The size of a symbol image relative to the text around it, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// The symbol's size as a multiple of the medium size (SF Symbols' small and large scales
        /// are about 0.78 and 1.29 times the medium one).
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The scale of symbol images inside (`.imageScale(_:)`; `.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sizes the symbol images inside relative to their font: `.small`, `.medium` or `.large`.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
