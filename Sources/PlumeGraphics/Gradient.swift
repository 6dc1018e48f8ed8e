import Foundation

/// Colors with locations, as SwiftUI's `Gradient`.
///
/// `Gradient(colors: [.red, .blue])` spreads the colors evenly from 0 to 1.
public struct Gradient: Hashable, Sendable {
    /// One color at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    /// A gradient with explicit stops (sorted by location).
    public init(stops: [Stop]) { self.stops = stops.sorted { $0.location < $1.location } }
    /// Evenly spaced colors.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    /// The stops resolved for `scheme`.
    public func resolve(in scheme: ColorScheme) -> [Paint.Stop] {
        stops.map { Paint.Stop(color: $0.color.resolve(in: scheme), location: Double($0.location)) }
    }
}
