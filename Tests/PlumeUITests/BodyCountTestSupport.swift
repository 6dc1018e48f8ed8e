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
