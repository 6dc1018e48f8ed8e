import Foundation

/// The top or bottom edge, as SwiftUI's `VerticalEdge` (where a `safeAreaInset` goes, which
/// separators of a list row a modifier changes).
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}
