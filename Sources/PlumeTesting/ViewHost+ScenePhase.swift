import Foundation
import PlumeUI

extension ViewHost {
    /// The window's phase changes, as a window host reports when the window loses the keyboard
    /// (`.inactive`) or is minimised (`.background`); then a frame runs.
    public func setScenePhase(_ phase: ScenePhase) {
        onMain { graph.scenePhase = phase }
        runFrame()
        settle()
    }
}
