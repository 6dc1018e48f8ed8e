import Foundation
import Plume

/// The `gallery` command line: parses arguments, runs the command, returns the exit status.
///
/// ```
/// gallery list
/// gallery render <id> [--at SECONDS] [--size WxH] [--scheme light|dark] [--scale N] [--out FILE.png|.svg|.pdf]
/// gallery render --all --out DIR [--scheme light|dark]
/// gallery film <id> --from A --to B --frames N --out strip.png
/// gallery run [<id>] [--size WxH] [--scheme light|dark] [--scale N] [--touch]   (opens a window; needs a display;
///   --touch is touch mode: text fields show the on-screen keyboard, as `PLUME_TOUCH=1`)
/// gallery run-or-render --out DIR   (a window when a display is present, else renders to DIR)
/// gallery compare A.png B.png [--tolerance N] [--max-fraction F]
/// gallery locate <id> LABEL   (prints the center "X Y", in points, of a control as the scene opens)
/// ```
/// `render` and `film` take `--tap LABEL` (repeatable): tap those controls instead of the demo.
public enum GalleryCommand {
    public static let usage = """
        usage: gallery list
               gallery render <id> [--at SECONDS] [--size WxH] [--scheme light|dark] [--scale N] [--out FILE]
               gallery render --all --out DIR [--scheme light|dark]
               gallery film <id> --from A --to B --frames N --out strip.png
               gallery run [<id>] [--size WxH] [--scheme light|dark] [--scale N] [--touch]
               gallery run-or-render --out DIR
               gallery compare A.png B.png [--tolerance N] [--max-fraction F]
               gallery locate <id> LABEL
               (render and film take --tap LABEL, repeatable: tap those controls instead of the demo)
        """

    /// Runs `arguments` (without the program name); writes to `output` and `errors`; returns the exit code.
    public static func run(
        _ arguments: [String], output: (String) -> Void = { print($0) },
        errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        isTerminal: Bool = false
    ) -> Int32 {
        do {
            try execute(arguments, output: output, isTerminal: isTerminal)
            return 0
        } catch let error as GalleryError {
            errors("gallery: \(error)")
            if case .badArgument = error { errors(usage) }
            return 2
        } catch {
            errors("gallery: \(error)")
            return 1
        }
    }

    private static func execute(_ arguments: [String], output: (String) -> Void, isTerminal: Bool) throws {
        var args = ArgumentList(arguments)
        guard let command = args.next() else { throw GalleryError.badArgument("no command given") }
        switch command {
        case "list":
            try args.finish()
            for scene in SceneRegistry.all {
                let status = scene.isBuilt ? "" : "  (not built yet: issue \(scene.plannedIn ?? "later"))"
                output("\(scene.id.padding(toLength: 24, withPad: " ", startingAt: 0)) \(scene.title)\(status)")
            }
        case "render":
            let all = args.flag("--all")
            let options = try args.renderOptions()
            let out = try args.value("--out")
            if all {
                let id = args.positional()
                if let id { throw GalleryError.badArgument("--all renders every scene; drop '\(id)'") }
                try args.finish()
                guard let out else { throw GalleryError.badArgument("render --all needs --out DIR") }
                try renderAll(to: out, options: options, output: output, isTerminal: isTerminal)
            } else {
                guard let id = args.positional() else {
                    throw GalleryError.badArgument("render needs a scene id or --all")
                }
                try args.finish()
                let scene = try GalleryRenderer.scene(id)
                let url = URL(fileURLWithPath: out ?? "\(id).png")
                try GalleryRenderer.render(scene, options: options, to: url)
                output("rendered \(id) to \(url.path)")
            }
        case "film":
            guard let id = args.positional() else { throw GalleryError.badArgument("film needs a scene id") }
            let options = try args.renderOptions()
            let from = try args.double("--from") ?? 0
            guard let to = try args.double("--to") else { throw GalleryError.badArgument("film needs --to SECONDS") }
            let frames = try args.int("--frames") ?? 5
            let out = try args.value("--out") ?? "\(id)-film.png"
            try args.finish()
            let scene = try GalleryRenderer.scene(id)
            try GalleryRenderer.film(
                scene, from: from, to: to, frames: frames, options: options, to: URL(fileURLWithPath: out))
            output("filmed \(id) from \(from) s to \(to) s in \(frames) frames to \(out)")
        case "run":
            let id = args.positional()
            let touch = args.flag("--touch")
            let options = try args.renderOptions()
            try args.finish()
            if options.at != nil || options.taps != nil {
                throw GalleryError.badArgument("--at and --tap are for render and film; a window runs live")
            }
            var window: WindowConfiguration
            if let id {
                window = GalleryWindow.single(try GalleryRenderer.scene(id))
            } else {
                window = GalleryBrowser.window()
            }
            if let size = options.size { window.defaultSize = size }
            // Touch mode reaches the window host as PLUME_TOUCH (SDLWindowHost.Options.touchMode).
            if touch { setenv("PLUME_TOUCH", "1", 1) }
            try GalleryWindow.run(window, options: options, output: output)
        case "run-or-render":
            let out = try args.value("--out") ?? "gallery-out"
            try args.finish()
            if SDLWindowHost.isDisplayAvailable {
                do {
                    try GalleryWindow.run(GalleryBrowser.window(), options: RenderOptions(), output: output)
                    return
                } catch GalleryError.windowFailed(let reason) {
                    output("Cannot open a window (\(reason)): rendering every built scene to \(out)/ instead.")
                }
            } else {
                output(
                    "No display (DISPLAY and WAYLAND_DISPLAY are unset), so no window: rendering every built scene to \(out)/ instead."
                )
            }
            try renderAll(to: out, options: RenderOptions(), output: output, isTerminal: isTerminal)
            output("Open \(out)/index.html to see them.")
        case "locate":
            guard let id = args.positional(), let label = args.positional() else {
                throw GalleryError.badArgument("locate needs a scene id and a control's label")
            }
            let options = try args.renderOptions()
            try args.finish()
            let scene = try GalleryRenderer.scene(id)
            let host = try GalleryRenderer.host(for: scene, options: RenderOptions(size: options.size, taps: []))
            let matches = host.views.filter { $0.text == label || $0.label == label || $0.identifier == label }
            guard let view = matches.last(where: \.isButton) ?? matches.last else {
                throw GalleryError.badArgument("nothing labelled '\(label)' in \(id) as it opens")
            }
            output("\(Int(view.frame.midX.rounded())) \(Int(view.frame.midY.rounded()))")
        case "compare":
            guard let first = args.positional(), let second = args.positional() else {
                throw GalleryError.badArgument("compare needs two PNG files")
            }
            let tolerance = try args.int("--tolerance") ?? 2
            let fraction = try args.double("--max-fraction") ?? 0.001
            try args.finish()
            guard (0...255).contains(tolerance), (0...1).contains(fraction) else {
                throw GalleryError.badArgument("--tolerance must be 0…255 and --max-fraction 0…1")
            }
            let a = try RenderedImage(contentsOf: URL(fileURLWithPath: first))
            let b = try RenderedImage(contentsOf: URL(fileURLWithPath: second))
            let difference = a.difference(b, tolerance: tolerance)
            let sizes = "\(a.width)x\(a.height) vs \(b.width)x\(b.height)"
            guard difference.sameSize, difference.fractionOfPixelsDiffering <= fraction else {
                throw GalleryError.imagesDiffer("\(difference) (\(sizes))")
            }
            output("images match within tolerance \(tolerance): \(difference) (\(sizes))")
        case "help", "--help", "-h":
            output(usage)
        default:
            throw GalleryError.badArgument("unknown command '\(command)'")
        }
    }

    private static func renderAll(to out: String, options: RenderOptions, output: (String) -> Void, isTerminal: Bool)
        throws
    {
        let dir = URL(fileURLWithPath: out)
        try GalleryRenderer.renderAll(to: dir, options: options) { done, total, id in
            let width = 30
            let filled = total == 0 ? width : done * width / total
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            let line = "[\(bar)] \(done)/\(total) \(id)"
            if isTerminal {
                FileHandle.standardOutput.write(
                    Data(("\r" + line.padding(toLength: 70, withPad: " ", startingAt: 0)).utf8))
                if done == total { FileHandle.standardOutput.write(Data("\n".utf8)) }
            } else {
                output(line)
            }
        }
        output("wrote \(SceneRegistry.built.count) scenes and index.html to \(dir.path)")
    }
}

/// A small argument reader: flags, `--name value` options and positionals, with clear errors.
struct ArgumentList {
    private var items: [String]
    init(_ items: [String]) { self.items = items }

    mutating func next() -> String? { items.isEmpty ? nil : items.removeFirst() }

    mutating func flag(_ name: String) -> Bool {
        guard let i = items.firstIndex(of: name) else { return false }
        items.remove(at: i)
        return true
    }

    mutating func value(_ name: String) throws -> String? {
        guard let i = items.firstIndex(of: name) else { return nil }
        guard i + 1 < items.count, !items[i + 1].hasPrefix("--") else {
            throw GalleryError.badArgument("\(name) needs a value")
        }
        let v = items[i + 1]
        items.removeSubrange(i...(i + 1))
        return v
    }

    mutating func double(_ name: String) throws -> Double? {
        guard let s = try value(name) else { return nil }
        guard let v = Double(s), v.isFinite else {
            throw GalleryError.badArgument("\(name) needs a number, got '\(s)'")
        }
        return v
    }

    mutating func int(_ name: String) throws -> Int? {
        guard let s = try value(name) else { return nil }
        guard let v = Int(s) else { throw GalleryError.badArgument("\(name) needs a whole number, got '\(s)'") }
        return v
    }

    mutating func positional() -> String? {
        guard let i = items.firstIndex(where: { !$0.hasPrefix("--") }) else { return nil }
        return items.remove(at: i)
    }

    mutating func renderOptions() throws -> RenderOptions {
        var options = RenderOptions()
        if let at = try double("--at") {
            guard at >= 0 else { throw GalleryError.badArgument("--at must be 0 or more seconds") }
            options.at = at
        }
        if let size = try value("--size") {
            let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 10_000 }) else {
                throw GalleryError.badArgument("--size must be WIDTHxHEIGHT in points, e.g. 400x600 (got '\(size)')")
            }
            options.size = CGSize(width: parts[0], height: parts[1])
        }
        if let scheme = try value("--scheme") {
            guard let s = ColorScheme(rawValue: scheme) else {
                throw GalleryError.badArgument("--scheme must be light or dark (got '\(scheme)')")
            }
            options.colorScheme = s
        }
        var taps: [String] = []
        while let label = try value("--tap") { taps.append(label) }
        if !taps.isEmpty { options.taps = taps }
        if let scale = try double("--scale") {
            guard scale > 0, scale <= 4 else { throw GalleryError.badArgument("--scale must be in (0, 4]") }
            options.scale = scale
        }
        return options
    }

    func finish() throws {
        if !items.isEmpty { throw GalleryError.badArgument("unexpected arguments: \(items.joined(separator: " "))") }
    }
}
