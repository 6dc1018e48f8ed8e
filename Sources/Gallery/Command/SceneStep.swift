import Foundation
import Plume
import PlumeTesting

/// One step of a scripted flow through a scene (`gallery render/film <id> --tap … --wait …`), run in
/// order on the headless host instead of the scene's demo.
///
/// ```swift
/// let steps = [SceneStep.tap("Planets"), .wait(0.5), .tap("Mars")]
/// try GalleryRenderer.render(scene, options: RenderOptions(steps: steps), to: url)
/// ```
public enum SceneStep: Equatable, Sendable {
    /// Taps the control whose text, accessibility label or identifier is the label (buttons first).
    case tap(String)
    /// Lets seconds of the host's clock pass (frames, animations, timers and debounces run).
    case wait(TimeInterval)
    /// Types the text into the focused field.
    case type(String)
    /// Drags from one point to another (window coordinates, in points) over seconds, then releases.
    case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
    /// Turns the scroll wheel over the window's centre by points (positive moves content up).
    case scroll(CGFloat)

    /// The seconds a `--drag` takes when the command line gives none.
    public static let defaultDragDuration: TimeInterval = 0.2
    /// The largest coordinate or scroll distance a step accepts, in points.
    static let maximumDistance: Double = 100_000

    /// The step `option` (`--tap`, `--wait`, `--type`, `--drag`, `--scroll`) with its command-line
    /// value; a bad value is a `badArgument` error saying what is accepted.
    static func parse(_ option: GalleryOption, _ text: String) throws -> SceneStep {
        switch option {
        case .tap: return .tap(text)
        case .type:
            guard !text.isEmpty else { throw GalleryError.badArgument("--type needs some text") }
            return .type(text)
        case .wait: return .wait(try GalleryOption.seconds(text, option: "--wait"))
        case .scroll:
            guard let dy = Double(text), dy.isFinite, abs(dy) <= maximumDistance else {
                throw GalleryError.badArgument(
                    "--scroll must be a distance in points within ±\(Int(maximumDistance)) (got '\(text)')")
            }
            return .scroll(CGFloat(dy))
        case .drag: return try parseDrag(text)
        default: throw GalleryError.badArgument("\(option.rawValue) is not a step")
        }
    }

    private static func parseDrag(_ text: String) throws -> SceneStep {
        let bad = GalleryError.badArgument(
            "--drag must be X,Y:X,Y or X,Y:X,Y:SECONDS in points, e.g. 100,300:100,100:0.3 (got '\(text)')")
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3 else { throw bad }
        func point(_ s: String) throws -> CGPoint {
            let xy = s.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard xy.count == 2, let x = xy[0], let y = xy[1],
                [x, y].allSatisfy({ $0.isFinite && abs($0) <= maximumDistance })
            else { throw bad }
            return CGPoint(x: x, y: y)
        }
        let duration = parts.count == 3 ? try GalleryOption.seconds(parts[2], option: "--drag's SECONDS") : nil
        return .drag(from: try point(parts[0]), to: try point(parts[1]), duration: duration ?? defaultDragDuration)
    }

    /// Runs the step on `host` (a scene named `sceneID` in errors); throws `badArgument` when the step
    /// cannot be done (no such control, no focused field, nothing scrolls there).
    func run(on host: ViewHost, sceneID: String) throws {
        switch self {
        case .tap(let label):
            guard host.tap(label) else {
                throw GalleryError.badArgument("--tap: nothing labelled '\(label)' in \(sceneID)")
            }
        case .wait(let seconds): host.advance(by: seconds)
        case .type(let text):
            guard host.type(text) else {
                throw GalleryError.badArgument("--type: no text field has focus in \(sceneID) (--tap one first)")
            }
        case .drag(let from, let to, let duration):
            host.drag(from: from, to: to, steps: max(2, min(600, Int((duration * 60).rounded()))), duration: duration)
        case .scroll(let dy):
            let size = host.size
            let centre = CGPoint(x: size.width / 2, y: size.height / 2)
            guard host.scroll(at: centre, by: CGSize(width: 0, height: dy)) else {
                throw GalleryError.badArgument(
                    "--scroll: nothing scrolled at the centre of \(sceneID) (no scroll view there, or it is at its end)"
                )
            }
        }
    }
}
