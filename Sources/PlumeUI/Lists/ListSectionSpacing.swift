import Foundation
import PlumeGraphics

/// The space between adjacent sections of a `List`, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Sendable, Equatable {
    /// The spacing in points; nil for the style's own.
    let points: CGFloat?

    /// The style's spacing between sections (32 points in the grouped styles).
    public static let `default` = ListSectionSpacing(points: nil)
    /// Compact spacing between sections (16 points).
    public static let compact = ListSectionSpacing(points: 16)
    /// `spacing` points between sections (NaN, infinite or negative: 0, reported).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The space between the sections of the `List`s inside (set by `listSectionSpacing(_:)`).
    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

/// Where the gaps between sections come from: the sections' own spacing, else the list's.
enum SectionGaps {
    /// The gap between two adjacent sections that ask for `upper` and `lower` (nil: nothing of
    /// their own): each section gives half of its spacing on each side, and a section without
    /// spacing of its own takes its neighbour's (so one section's spacing is the whole gap). With
    /// neither, `list`.
    static func gap(upper: CGFloat?, lower: CGFloat?, list: CGFloat) -> CGFloat {
        switch (upper, lower) {
        case let (upper?, lower?): upper / 2 + lower / 2
        case let (upper?, nil): upper
        case let (nil, lower?): lower
        case (nil, nil): list
        }
    }

    /// `spacing` if it is a usable length (finite, not negative), else 0.
    static func usable(_ spacing: CGFloat) -> CGFloat { spacing.isFinite && spacing >= 0 ? spacing : 0 }
}

nonisolated extension View {
    /// Sets the space between adjacent sections of the `List`s inside, or around this `Section`, as
    /// SwiftUI's `listSectionSpacing(_:)`. A section's spacing wins over the list's: each section
    /// gives half of its spacing above and below, and a section without its own takes its
    /// neighbour's.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        sectionSpacing(spacing.points)
    }

    /// Puts `spacing` points between adjacent sections (see `listSectionSpacing(_: ListSectionSpacing)`).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { sectionSpacing(spacing) }

    private func sectionSpacing(_ points: CGFloat?) -> some View {
        let usable = points.map(SectionGaps.usable)
        return
            self
            .modifier(ListRowTraitModifier(trait: .sectionSpacing(usable)))
            .environment(\.listSectionSpacing, usable)
            .reportingDiagnostic(
                usable == points
                    ? nil : "listSectionSpacing(\(points.map { "\($0)" } ?? "nil")): not a usable spacing; 0 is used")
    }
}
