import Foundation

struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue = SectionGroupView.rowHeight }
struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

/// The least heights of a `List`'s rows and section headers, as SwiftUI's environment values of
/// the same names: `.environment(\.defaultMinListRowHeight, 28)` lets rows shrink to 28 points.
///
/// `ListRowView` (and a navigation link's row) keep each row at least `defaultMinListRowHeight`
/// tall, its insets included (44 points unless set); `SectionGroupView` keeps a section header at
/// least `defaultMinListHeaderHeight` tall (nil: as tall as its text and padding). A height that
/// is negative, NaN or infinite counts as 0; a row's content still makes it taller when it needs.
extension EnvironmentValues {
    /// The least height of a list row (44 points unless set).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list section's header (nil: its content's height).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// `defaultMinListRowHeight` as a usable length (0 for a negative or non-finite value).
    var usableMinListRowHeight: CGFloat { Self.usableLength(defaultMinListRowHeight) }

    /// `defaultMinListHeaderHeight` as a usable length (nil stays nil).
    var usableMinListHeaderHeight: CGFloat? { defaultMinListHeaderHeight.map(Self.usableLength) }

    private static func usableLength(_ length: CGFloat) -> CGFloat { length.isFinite && length > 0 ? length : 0 }
}
