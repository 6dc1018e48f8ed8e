import Foundation

/// The few values of a graph that its nodes read or write at every placement and drawing: whether a
/// frame is needed, the frame's number and clock time, the preference epoch, how many
/// `geometryGroup()`s are placing their content, and whether anything animates. The graph makes one
/// and every node holds it (as it holds `PlacementMirror`).
///
/// Why not through `ViewNode.graph`: the graph is weakly referenced (`GraphLifetime`, closures that
/// must not keep it alive), so it has a side table, and every use of a node's `unowned` `graph`
/// takes the runtime's slow retain and release — about 160 instructions. Placing a node read these
/// values three to five times (7 % of the first layout of 1,000 chat messages). This object holds
/// only values, never a node, so nodes holding it strongly makes no cycle.
///
/// Written by: `FrameScheduler` (`needsFrame`, which `ViewGraph.needsFrame` forwards to), the graph
/// (`frameNumber` and `time`, which its properties of those names forward to), the preference
/// collection (`preferenceEpoch`), `GeometryGroupBehavior` (`geometryGroupsPlacing`),
/// `AnimationDriver` (`isAnimating`, kept equal to whether it has targets) and `ZIndexBehavior`
/// (`hasZIndexModifiers`). No dynamic exclusivity
/// checks: every access is an instant read or write of one value.
@MainActor
final class GraphFrameState {
    /// Whether something changed since the last rendered frame (`ViewGraph.render()` clears it).
    @exclusivity(unchecked) var needsFrame = true
    /// Counts frames; nodes stamp the frame in which they changed.
    @exclusivity(unchecked) var frameNumber = 0
    /// The host clock's time of the current frame, in seconds.
    @exclusivity(unchecked) var time: TimeInterval = 0
    /// The current preference epoch (see `ViewNode.markPreferencesChanged`).
    @exclusivity(unchecked) var preferenceEpoch = 1
    /// How many geometry groups are placing their content now (see `GeometryGroupBehavior`).
    @exclusivity(unchecked) var geometryGroupsPlacing = 0
    /// Whether the animation driver has any target registered.
    @exclusivity(unchecked) var isAnimating = false
    /// Whether a `zIndex` modifier was ever attached in this graph (never cleared): until then no
    /// container needs to look for one among its subviews when it draws or hit-tests (see
    /// `ZIndexOrder`).
    @exclusivity(unchecked) var hasZIndexModifiers = false

    nonisolated init() {}
}
