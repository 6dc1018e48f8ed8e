import Foundation
import Plume

/// The `gallery` command line: parses arguments, runs the command, returns the exit status.
///
/// The subcommands, their operands and options are declared once in `GalleryCommandSpec` (the usage
/// text is made from it, `gallery help` prints it); options and operands may come in any order after
/// the subcommand. Bad arguments print the problem and the usage on `errors` and exit 2.
public enum GalleryCommand {
    /// The usage text (`gallery help`).
    public static var usage: String { GalleryCommandSpec.usage }

    /// Runs `arguments` (without the program name); writes to `output` and `errors`; returns the exit
    /// code: 0 done, 2 bad arguments or a failed check (`compare`), 1 anything else that failed.
    public static func run(
        _ arguments: [String], output: (String) -> Void = { print($0) },
        errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        isTerminal: Bool = false
    ) -> Int32 {
        do {
            try execute(try GalleryArguments(arguments), output: output, isTerminal: isTerminal)
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

    private static func execute(_ args: GalleryArguments, output: (String) -> Void, isTerminal: Bool) throws {
        let options = args.renderOptions
        switch args.spec.name {
        case "list":
            for scene in SceneRegistry.all {
                let status = scene.isBuilt ? "" : "  (not built yet: issue \(scene.plannedIn ?? "later"))"
                output("\(scene.id.padding(toLength: 24, withPad: " ", startingAt: 0)) \(scene.title)\(status)")
            }
            output("\(SceneRegistry.built.count) of \(SceneRegistry.all.count) scenes built")
        case "render":
            let out = args.text(.out)
            if args.flag(.all) {
                if let id = args.operands.first {
                    throw GalleryError.badArgument("--all renders every scene; drop '\(id)'")
                }
                guard let out else { throw GalleryError.badArgument("render --all needs --out DIR") }
                if options.steps != nil {
                    throw GalleryError.badArgument("steps (--tap, --wait…) need one scene, not --all")
                }
                try renderAll(to: out, options: options, output: output, isTerminal: isTerminal)
            } else {
                guard let id = args.operands.first else {
                    throw GalleryError.badArgument("render needs a scene id or --all")
                }
                let scene = try GalleryRenderer.scene(id)
                let url = URL(fileURLWithPath: out ?? "\(id).png")
                try GalleryRenderer.render(scene, options: options, to: url)
                output("rendered \(id) to \(url.path)")
            }
        case "film":
            guard let id = args.operands.first else { throw GalleryError.badArgument("film needs a scene id") }
            let from = args.number(.from) ?? 0
            let to = args.number(.to) ?? from
            let frames = args.whole(.frames) ?? 5
            let out = args.text(.out) ?? "\(id)-film.png"
            let scene = try GalleryRenderer.scene(id)
            try GalleryRenderer.film(
                scene, from: from, to: to, frames: frames, options: options, to: URL(fileURLWithPath: out))
            output("filmed \(id) from \(from) s to \(to) s in \(frames) frames to \(out)")
        case "run":
            var window: WindowConfiguration
            if let id = args.operands.first {
                window = GalleryWindow.single(try GalleryRenderer.scene(id))
            } else {
                window = GalleryBrowser.window()
            }
            if let size = options.size { window.defaultSize = size }
            // Touch mode reaches the window host as PLUME_TOUCH (SDLWindowHost.Options.touchMode).
            if args.flag(.touch) { setenv("PLUME_TOUCH", "1", 1) }
            try GalleryWindow.run(window, options: options, output: output)
        case "run-or-render":
            let out = args.text(.out) ?? "gallery-out"
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
            guard args.operands.count == 2 else {
                throw GalleryError.badArgument("locate needs a scene id and a control's label")
            }
            let (id, label) = (args.operands[0], args.operands[1])
            let scene = try GalleryRenderer.scene(id)
            let host = try GalleryRenderer.host(
                for: scene, options: RenderOptions(size: options.size, colorScheme: options.colorScheme, steps: []))
            let matches = host.views.filter { $0.text == label || $0.label == label || $0.identifier == label }
            guard let view = matches.last(where: \.isButton) ?? matches.last else {
                throw GalleryError.badArgument("nothing labelled '\(label)' in \(id) as it opens")
            }
            output("\(Int(view.frame.midX.rounded())) \(Int(view.frame.midY.rounded()))")
        case "compare":
            guard args.operands.count == 2 else { throw GalleryError.badArgument("compare needs two PNG files") }
            let tolerance = args.whole(.tolerance) ?? 2
            let fraction = args.number(.maxFraction) ?? 0.001
            let a = try RenderedImage(contentsOf: URL(fileURLWithPath: args.operands[0]))
            let b = try RenderedImage(contentsOf: URL(fileURLWithPath: args.operands[1]))
            let difference = a.difference(b, tolerance: tolerance)
            let sizes = "\(a.width)x\(a.height) vs \(b.width)x\(b.height)"
            guard difference.sameSize, difference.fractionOfPixelsDiffering <= fraction else {
                throw GalleryError.imagesDiffer("\(difference) (\(sizes))")
            }
            output("images match within tolerance \(tolerance): \(difference) (\(sizes))")
        default:  // help
            output(usage)
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
