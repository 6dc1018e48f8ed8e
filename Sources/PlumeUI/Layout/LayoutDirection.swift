import Foundation

/// The direction in which a subtree lays out its content, as SwiftUI's `LayoutDirection`.
///
/// ```swift
/// SettingsForm().environment(\.layoutDirection, .rightToLeft)
/// ```
///
/// Read it with `@Environment(\.layoutDirection)`. Containers compute their placements as for a
/// left-to-right subtree and the graph mirrors every child's x within the frame of the container that
/// placed it (`ViewNode.place`), so stacks, grids, alignments, padding and offsets run from the right
/// without knowing about the direction. Text glyphs, images and shapes are placed mirrored but not
/// drawn mirrored (see `flipsForRightToLeftLayoutDirection(_:)` and `layoutDirectionBehavior(_:)`).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

extension EnvironmentValues {
    /// The layout direction of this subtree. A window starts with the direction of its language (the
    /// locale its host gives the graph: `ViewGraph.init(…locale:)`; the window host reads `LC_ALL`,
    /// `LC_MESSAGES` or `LANG`), so `LANG=ar_EG.UTF-8` lays out right to left; without a locale, as
    /// in test hosts and previews, it is `.leftToRight`.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The direction without recording the read (the graph's own placement step reads it).
    var unrecordedLayoutDirection: LayoutDirection {
        entry(for: ObjectIdentifier(LayoutDirectionKey.self))?.value as? LayoutDirection ?? .leftToRight
    }
}
