import Foundation
import Plume
import PlumeTesting

/// How a scene is rendered.
public struct RenderOptions {
    /// Seconds of the manual clock after mounting and the scene's demo (or the steps); nil: the scene's
    /// picture time.
    public var at: TimeInterval?
    /// Window size in points; nil: the scene's size.
    public var size: CGSize?
    public var colorScheme: ColorScheme = .light
    public var scale: CGFloat = 1
    /// Steps to run, in order, instead of the scene's demo (nil: run the demo), before `at` passes.
    public var steps: [SceneStep]?
    public init(
        at: TimeInterval? = nil, size: CGSize? = nil, colorScheme: ColorScheme = .light, scale: CGFloat = 1,
        steps: [SceneStep]? = nil
    ) {
        self.at = at
        self.size = size
        self.colorScheme = colorScheme
        self.scale = scale
        self.steps = steps
    }
}

/// Renders scenes headless: one instant to PNG/SVG/PDF, every scene to a folder, or a filmstrip.
public enum GalleryRenderer {
    /// The seconds a scene's picture is taken at when `--at` is not given and the scene names no
    /// `pictureTime` of its own.
    public static let defaultPictureTime: TimeInterval = 0.5

    /// Looks a scene up, with a helpful error.
    public static func scene(_ id: String) throws -> GalleryScene {
        if let scene = SceneRegistry.scene(id: id) {
            guard scene.isBuilt else { throw GalleryError.notBuilt(id, issue: scene.plannedIn ?? "later") }
            return scene
        }
        let suggestion = SceneRegistry.all.map(\.id).min { editDistance($0, id) < editDistance($1, id) }
        throw GalleryError.unknownScene(id, suggestion: suggestion.flatMap { editDistance($0, id) <= 3 ? $0 : nil })
    }

    /// Mounts `scene` with its timing on the host's manual clock, runs its demo (or the taps) and
    /// advances the clock to `at`.
    public static func host(for scene: GalleryScene, options: RenderOptions = RenderOptions()) throws -> ViewHost {
        let scheduler = TestScheduler()
        guard let view = scene.make(on: .virtual(scheduler)) else {
            throw GalleryError.notBuilt(scene.id, issue: scene.plannedIn ?? "later")
        }
        let host = ViewHost(
            view, size: options.size ?? scene.size, colorScheme: options.colorScheme, scale: options.scale,
            drivesTimers: scene.usesTimers)
        host.drive(scheduler)
        func finishBackgroundWork() {
            guard let wait = scene.waitForBackgroundWork else { return }
            wait()
            host.settle()
        }
        if let steps = options.steps {
            for step in steps {
                try step.run(on: host, sceneID: scene.id)
                finishBackgroundWork()
            }
        } else {
            scene.demo?(host)
            finishBackgroundWork()
        }
        host.advance(by: options.at ?? scene.pictureTime ?? defaultPictureTime)
        finishBackgroundWork()
        return host
    }

    /// Renders one instant of `scene` to `url` (format from the extension: png, svg or pdf).
    public static func render(_ scene: GalleryScene, options: RenderOptions = RenderOptions(), to url: URL) throws {
        let host = try host(for: scene, options: options)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch url.pathExtension.lowercased() {
        case "png": try host.writePNG(to: url)
        case "svg": try host.writeSVG(to: url)
        case "pdf": try host.writePDF(to: url)
        default: throw GalleryError.badArgument("--out must end in .png, .svg or .pdf (got '\(url.lastPathComponent)')")
        }
    }

    /// Renders every built scene to `directory` as `<id>.png` plus an `index.html` showing them;
    /// `progress` hears (done, total, id) after each.
    @discardableResult
    public static func renderAll(
        to directory: URL, options: RenderOptions = RenderOptions(),
        progress: (Int, Int, String) -> Void = { _, _, _ in }
    ) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let scenes = SceneRegistry.built
        var files: [URL] = []
        for (i, scene) in scenes.enumerated() {
            let url = directory.appendingPathComponent("\(scene.id).png")
            try render(scene, options: options, to: url)
            files.append(url)
            progress(i + 1, scenes.count, scene.id)
        }
        try indexHTML(scenes: scenes).write(
            to: directory.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return files
    }

    static func indexHTML(scenes: [GalleryScene]) -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        let cards = scenes.map { scene in
            """
              <figure><img src="\(scene.id).png" alt="\(escape(scene.title))" width="\(Int(scene.size.width / 1.5))">
                <figcaption><b>\(escape(scene.title))</b><br><code>\(scene.id)</code> · seed \(scene.seed)</figcaption></figure>
            """
        }.joined(separator: "\n")
        let planned = SceneRegistry.all.filter { !$0.isBuilt }.map {
            "<li><code>\($0.id)</code> — \(escape($0.title)) (issue \($0.plannedIn ?? "later"))</li>"
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Plume gallery</title>
            <style>body{font-family:Inter,sans-serif;margin:2em}figure{display:inline-block;margin:1em;vertical-align:top}
            img{border:1px solid #ccc;border-radius:8px}figcaption{max-width:260px}</style></head>
            <body><h1>Plume gallery</h1><p>Every picture was rendered by Plume itself (<code>gallery render --all</code>).</p>
            \(cards)
            <h2>Not built yet</h2><ul>
            \(planned)
            </ul></body></html>
            """
    }

    /// Levenshtein distance, for "did you mean".
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : (b.isEmpty ? a.count : row[b.count])
    }
}
