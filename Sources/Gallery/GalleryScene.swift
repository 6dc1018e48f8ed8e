import Foundation
import Plume
import PlumeTesting

/// One scene of the gallery: a tutorial's system running on Plume.
///
/// `make` builds the scene's root view as a window mounts it; `demo` (optional) drives it right after
/// mounting the way the README pictures and `gallery render --at` show it (for example, tapping
/// "Animate"). A scene with Combine timing is built with `scheduled:` and gets a `SceneScheduler`:
/// real time in a window, the headless host's clock in pictures.
public struct GalleryScene: Identifiable {
    /// The fixed scene id (GALLERY.md), used by the CLI and tests.
    public let id: String
    /// The tutorial's system, as a title.
    public let title: String
    /// The seed document the tutorial comes from ("000"…"003"), or "app" for a scene that shows the
    /// app-structure pieces together rather than a tutorial.
    public let seed: String
    /// The window size the scene is designed for.
    public let size: CGSize
    /// Builds the root view on a scheduler, or nil when the scene is not built yet.
    private let build: ((SceneScheduler) -> AnyView)?
    /// Drives the freshly mounted scene for pictures (nil: nothing to do).
    public let demo: ((ViewHost) -> Void)?
    /// The open issue that will build the scene, when `make` is nil.
    public let plannedIn: String?
    /// Whether the scene uses `Timer.publish` (its host then drives timers from the manual clock).
    public let usesTimers: Bool
    /// The seconds its picture is taken at when `--at` is not given (nil:
    /// `GalleryRenderer.defaultPictureTime`), for a scene whose opening animation lasts longer.
    public let pictureTime: TimeInterval?
    /// Blocks until work the scene started off the main thread (a background context's save) has
    /// finished, so a picture after a step shows its outcome; nil when the scene starts none. The
    /// renderer calls it after each step and before the picture; a window needs no wait.
    public let waitForBackgroundWork: (() -> Void)?
    /// Builds the root view a window shows when it differs from the one of pictures and tests (a
    /// store on disk rather than in memory); nil: the same.
    private var buildInWindow: (() -> AnyView)?

    /// A built scene.
    public init<V: View>(
        id: String, title: String, seed: String, size: CGSize = CGSize(width: 390, height: 640),
        usesTimers: Bool = false, pictureTime: TimeInterval? = nil,
        waitForBackgroundWork: (() -> Void)? = nil, inWindow: (() -> V)? = nil,
        demo: ((ViewHost) -> Void)? = nil, make: @escaping () -> V
    ) {
        self.usesTimers = usesTimers
        self.pictureTime = pictureTime
        self.waitForBackgroundWork = waitForBackgroundWork
        self.buildInWindow = inWindow.map { build in { AnyView(build()) } }
        self.id = id
        self.title = title
        self.seed = seed
        self.size = size
        self.build = { _ in AnyView(make()) }
        self.demo = demo
        self.plannedIn = nil
    }

    /// A built scene whose root view runs its timing on the `SceneScheduler` it is mounted with.
    public init<V: View>(
        id: String, title: String, seed: String, size: CGSize = CGSize(width: 390, height: 640),
        demo: ((ViewHost) -> Void)? = nil, scheduled make: @escaping (SceneScheduler) -> V
    ) {
        self.usesTimers = false
        self.pictureTime = nil
        self.waitForBackgroundWork = nil
        self.buildInWindow = nil
        self.id = id
        self.title = title
        self.seed = seed
        self.size = size
        self.build = { AnyView(make($0)) }
        self.demo = demo
        self.plannedIn = nil
    }

    /// A scene that is not built yet; rendering it is an error naming the issue that builds it.
    public init(planned id: String, title: String, seed: String, issue: String) {
        self.id = id
        self.title = title
        self.seed = seed
        self.size = CGSize(width: 390, height: 640)
        self.build = nil
        self.demo = nil
        self.plannedIn = issue
        self.usesTimers = false
        self.pictureTime = nil
        self.waitForBackgroundWork = nil
        self.buildInWindow = nil
    }

    /// Builds the root view as a window mounts it (timing on `SceneScheduler.live()`), or nil when the
    /// scene is not built yet.
    public var make: (() -> AnyView)? { build.map { build in { build(.live()) } } }

    /// Builds the root view a gallery window shows (`make`, unless the scene has one of its own for
    /// windows), or nil when the scene is not built yet.
    public var makeInWindow: (() -> AnyView)? { buildInWindow ?? make }

    /// The scene with windows showing what its pictures show (the browser's tests: no store on disk).
    public func showingItsPictureInWindows() -> GalleryScene {
        var scene = self
        scene.buildInWindow = nil
        return scene
    }

    /// Builds the root view with its timing on `scheduler`, or nil when the scene is not built yet.
    public func make(on scheduler: SceneScheduler) -> AnyView? { build?(scheduler) }

    /// Whether the scene exists.
    public var isBuilt: Bool { build != nil }
}
