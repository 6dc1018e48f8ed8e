import Foundation

/// Which leading columns of a `NavigationSplitView` show in a wide window, as SwiftUI's
/// `NavigationSplitViewVisibility`.
///
/// ```swift
/// @State private var visibility = NavigationSplitViewVisibility.all
/// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
/// // visibility = .detailOnly hides the sidebar (it slides out); .all brings it back.
/// ```
/// - `all`: every column.
/// - `doubleColumn`: in a three-column view, the content and detail columns (the sidebar is
///   hidden); in a two-column view, both columns.
/// - `detailOnly`: the detail column alone.
/// - `automatic`: the style's choice: every column with the `balanced` (and `automatic`) style, the
///   detail alone with `prominentDetail` (its sidebar toggle brings the leading columns over it).
///
/// A collapsed split view (a narrow window) ignores it: it shows one column at a time.
/// Saved as a single string ("all", "doubleColumn", "detailOnly", "automatic"); decoding any other
/// string fails with a `DecodingError` naming it.
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
    enum Kind: String, Hashable, Sendable, CaseIterable {
        case automatic, all, doubleColumn, detailOnly
    }
    let kind: Kind

    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
    /// The content and detail columns (three columns), or both columns (two).
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// What the split view's style shows by default.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)

    init(kind: Kind) { self.kind = kind }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = Kind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Unknown NavigationSplitViewVisibility \"\(name)\"")
        }
        self.kind = kind
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(kind.rawValue)
    }
}

/// A column of a `NavigationSplitView`, as SwiftUI's `NavigationSplitViewColumn`: with
/// `preferredCompactColumn:` it says which column is on top when the split view is collapsed into a
/// single stack (a narrow window).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Kind: Int, Hashable, Sendable, Comparable {
        case sidebar, content, detail
        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }
    let kind: Kind

    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
    /// The middle column of a three-column split view.
    public static let content = NavigationSplitViewColumn(kind: .content)
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(kind: .detail)
}
