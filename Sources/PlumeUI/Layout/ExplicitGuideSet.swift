import Foundation

/// The alignment guides that can have explicit values somewhere in one graph: text baselines
/// always, a guide once some `alignmentGuide` in the graph sets it, and every guide once the graph
/// holds a custom `Layout` (which may answer any guide).
///
/// The graph owns one; each of its nodes keeps a strong reference, so that answering "this guide
/// has no explicit value here" — the answer to nearly every guide question during layout — reads
/// the set without loading the node's `unowned` graph. `AlignmentGuideBehavior` and
/// `LayoutBehavior` add to it while updating; layout only reads it.
final class ExplicitGuideSet {
    /// Guides some `alignmentGuide` modifier in the graph has set (no dynamic exclusivity check:
    /// every access is an instant read or write that calls nothing that could reach it again).
    @exclusivity(unchecked) private var ids: Set<ObjectIdentifier> = []
    /// Whether the graph holds a custom `Layout`.
    @exclusivity(unchecked) private(set) var includesCustomLayouts = false

    /// Whether some view may have an explicit value for the guide `id`.
    func mayHaveExplicitValues(for id: ObjectIdentifier) -> Bool {
        includesCustomLayouts
            || id == ObjectIdentifier(VerticalAlignment.FirstBaseline.self)
            || id == ObjectIdentifier(VerticalAlignment.LastBaseline.self)
            || (!ids.isEmpty && ids.contains(id))
    }

    /// Whether an `alignmentGuide` for `id` was recorded.
    func contains(_ id: ObjectIdentifier) -> Bool { ids.contains(id) }

    /// Records that an `alignmentGuide` sets `id`; returns whether it is new (cached "no explicit
    /// value" answers for it are then wrong everywhere).
    func insert(_ id: ObjectIdentifier) -> Bool { ids.insert(id).inserted }

    /// Records that the graph holds a custom `Layout`; returns whether that is new (every cached
    /// "no explicit value" answer is then wrong).
    func insertCustomLayout() -> Bool {
        defer { includesCustomLayouts = true }
        return !includesCustomLayouts
    }
}
