import Foundation
import PlumeTesting
import PlumeUI

extension ViewHost {
    /// The bodies evaluated by a tap on `label` and the frame after it; nil when there is nothing
    /// labelled so to tap. Tests that check a change does not build again the views whose inputs
    /// are unchanged compare it with a bound.
    @MainActor func bodiesEvaluated(tapping label: String) -> Int? {
        let before = bodyEvaluations
        guard tap(label) else { return nil }
        runFrame()
        return bodyEvaluations - before
    }
}

/// Counts the bodies of the `BodyCounted` views that report to it.
final class BodyTally {
    var count = 0
}

/// A view that passes its content through and counts its body: a body that ran again means its
/// input (the content) compared as changed. Tests that check what is built again wrap the views in
/// question in it.
struct BodyCounted<Content: View>: View {
    let tally: BodyTally
    @ViewBuilder let content: Content
    var body: some View {
        tally.count += 1
        return content
    }
}
