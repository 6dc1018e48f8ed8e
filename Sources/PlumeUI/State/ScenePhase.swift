import Foundation

/// Whether a window is in use, as SwiftUI's `ScenePhase`: read `@Environment(\.scenePhase)` and
/// save work with `.onChange(of: scenePhase)` when it leaves `.active`.
///
/// PlumeSDL's window host sets it: `.active` while the window has the keyboard, `.inactive` when
/// another window takes it, `.background` while the window is minimised or hidden. A headless graph
/// (tests, pictures) is `.active` until its host says otherwise (`ViewHost.setScenePhase(_:)`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The window's phase (see `ScenePhase`).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

extension ViewGraph {
    /// The window's phase, as its host reports it; a change updates the views that read
    /// `\.scenePhase`.
    public var scenePhase: ScenePhase {
        get { windowEnvironment.scenePhase }
        set {
            guard newValue != windowEnvironment.scenePhase else { return }
            changeRootEnvironment { $0.scenePhase = newValue }
        }
    }
}
