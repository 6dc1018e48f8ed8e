import Foundation
import Plume

/// The `gallery` command's subcommands, declared once: their operands and options. The parser and
/// the usage text are both made from this table.
struct GalleryCommandSpec {
    /// The subcommand (`render`).
    let name: String
    /// The operands as the usage text shows them (`<id> | --all`).
    let operands: String
    /// How many operands it takes at most.
    let maximumOperands: Int
    /// The options it accepts; `[]` entries of the usage text are the ones not in `required`.
    let options: [GalleryOption]
    /// Options that must be given.
    let required: [GalleryOption]
    /// What it does, for the usage text.
    let summary: String
    /// How many operands it needs, and what to say when they are missing.
    var minimumOperands: (count: Int, message: String) = (0, "")

    private static let scene: [GalleryOption] = [.size, .scheme, .scale]
    private static let steps: [GalleryOption] = [.tap, .wait, .type, .drag, .scroll]

    /// Every subcommand, in the order of the usage text.
    static let all: [GalleryCommandSpec] = [
        GalleryCommandSpec(
            name: "list", operands: "", maximumOperands: 0, options: [], required: [],
            summary: "every scene (and any not built yet), then how many are built"),
        GalleryCommandSpec(
            name: "render", operands: "(<id> | --all)", maximumOperands: 1,
            options: [.all, .at] + scene + [.out] + steps, required: [],
            summary: "one instant to --out PATH (.png, .svg or .pdf; default <id>.png); --all: every built scene "
                + "and index.html into the folder --out PATH"),
        GalleryCommandSpec(
            name: "film", operands: "<id>", maximumOperands: 1,
            options: [.from, .to, .frames] + scene + [.out] + steps,
            required: [.to],
            summary: "--frames instants (1…60, default 5) from --from (default 0) to --to, side by side",
            minimumOperands: (1, "film needs a scene id")),
        GalleryCommandSpec(
            name: "run", operands: "[<id>]", maximumOperands: 1, options: scene + [.touch], required: [],
            summary: "the gallery (or one scene) in a window; needs a display; --touch shows the on-screen keyboard"),
        GalleryCommandSpec(
            name: "run-or-render", operands: "", maximumOperands: 0, options: [.out], required: [],
            summary:
                "a window when a display is present, else every scene rendered into the folder --out PATH (gallery-out)"
        ),
        GalleryCommandSpec(
            name: "compare", operands: "A.png B.png", maximumOperands: 2, options: [.tolerance, .maxFraction],
            required: [], summary: "exit 0 when the PNGs match (--tolerance 0…255, default 2; --max-fraction 0.001)",
            minimumOperands: (2, "compare needs two PNG files")),
        GalleryCommandSpec(
            name: "locate", operands: "<id> LABEL", maximumOperands: 2, options: [.size, .scheme], required: [],
            summary: "prints the centre \"X Y\", in points, of a control as the scene opens",
            minimumOperands: (2, "locate needs a scene id and a control's label")),
        help,
    ]

    /// `gallery help` (also `--help` anywhere, or `-h` first).
    static let help = GalleryCommandSpec(
        name: "help", operands: "", maximumOperands: 0, options: [], required: [], summary: "this text")

    /// The spec named `name`, or nil.
    static func named(_ name: String) -> GalleryCommandSpec? { all.first { $0.name == name } }

    /// The usage line's part after `gallery`.
    var synopsis: String {
        let shown = self.options.filter { $0.kind != .step && !operands.contains($0.rawValue) }
        let options = shown.map { option in
            required.contains(option) ? option.synopsis : "[\(option.synopsis)]"
        }
        let steps = self.options.contains { $0.kind == .step } ? ["[STEP…]"] : []
        return ([name, operands] + options + steps).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The one usage text: every subcommand, then the steps.
    static let usage: String = {
        var lines = ["usage: gallery COMMAND [OPERANDS] [OPTIONS]   (options and operands in any order)"]
        for spec in all {
            lines.append("  gallery \(spec.synopsis)")
            lines.append("      \(spec.summary)")
        }
        lines += [
            "STEP (render and film; run in order instead of the scene's demo, then --at / --from pass):",
            "  --tap LABEL               tap the control whose text or label is LABEL",
            "  --wait SECONDS            let time pass (0…\(Int(GalleryOption.maximumSeconds)) s)",
            "  --type TEXT               type into the focused field",
            "  --drag X,Y:X,Y[:SECONDS]  drag between two points, in points (default \(SceneStep.defaultDragDuration) s)",
            "  --scroll DY               turn the wheel over the window's centre (positive moves content up)",
        ]
        return lines.joined(separator: "\n")
    }()
}

/// A `gallery` command line, parsed against `GalleryCommandSpec`: the operands in order, each
/// option's checked value, and the steps in command-line order.
struct GalleryArguments {
    let spec: GalleryCommandSpec
    private(set) var operands: [String] = []
    private var values: [GalleryOption: GalleryOption.Value] = [:]
    private(set) var steps: [SceneStep] = []

    /// Parses `arguments` (without the program name). Options may come before, between or after the
    /// operands; `--help` anywhere is the `help` command. Throws `badArgument` for no or an unknown
    /// command, an option the command does not take or gives twice, a missing or bad value, too many
    /// operands, or a missing required option.
    init(_ arguments: [String]) throws {
        guard let first = arguments.first else { throw GalleryError.badArgument("no command given") }
        if arguments.contains("--help") || first == "-h" {
            spec = GalleryCommandSpec.help
            return
        }
        guard let spec = GalleryCommandSpec.named(first) else {
            if first.hasPrefix("-") {
                throw GalleryError.badArgument("the command comes first (e.g. gallery run \(first) …); got '\(first)'")
            }
            throw GalleryError.badArgument("unknown command '\(first)'")
        }
        self.spec = spec
        var rest = arguments.dropFirst()[...]
        while let item = rest.popFirst() {
            guard item.hasPrefix("--") else {
                guard operands.count < spec.maximumOperands else {
                    throw GalleryError.badArgument("\(spec.name): unexpected arguments: \(item)")
                }
                operands.append(item)
                continue
            }
            guard let option = GalleryOption(rawValue: item) else {
                throw GalleryError.badArgument("\(spec.name): unknown option '\(item)'")
            }
            if spec.name == "run", option == .at || option.kind == .step {
                throw GalleryError.badArgument("--at and --tap are for render and film; a window runs live")
            }
            guard spec.options.contains(option) else {
                let users = GalleryCommandSpec.all.filter { $0.options.contains(option) }.map(\.name)
                throw GalleryError.badArgument(
                    "\(spec.name) does not take \(item) (it is for \(users.joined(separator: " and ")))")
            }
            if option.kind == .flag {
                values[option] = .flag
                continue
            }
            // A value may start with "-" (`--scroll -120`) but not be another option.
            guard let text = rest.first, GalleryOption(rawValue: text) == nil else {
                throw GalleryError.badArgument("\(item) needs a value (\(option.metavar ?? ""))")
            }
            rest.removeFirst()
            if option.kind == .step {
                steps.append(try SceneStep.parse(option, text))
                continue
            }
            guard values[option] == nil else { throw GalleryError.badArgument("\(item) is given twice") }
            values[option] = try option.value(text)
        }
        if operands.count < spec.minimumOperands.count {
            throw GalleryError.badArgument(spec.minimumOperands.message)
        }
        for option in spec.required where values[option] == nil {
            throw GalleryError.badArgument("\(spec.name) needs \(option.synopsis)")
        }
    }

    /// Whether the flag was given.
    func flag(_ option: GalleryOption) -> Bool { values[option] != nil }

    /// The text value of `option`, if given.
    func text(_ option: GalleryOption) -> String? {
        if case .text(let text) = values[option] { return text }
        return nil
    }

    /// The number value of `option`, if given.
    func number(_ option: GalleryOption) -> Double? {
        if case .number(let number) = values[option] { return number }
        return nil
    }

    /// The whole-number value of `option`, if given.
    func whole(_ option: GalleryOption) -> Int? {
        if case .whole(let whole) = values[option] { return whole }
        return nil
    }

    /// The render options given: `--at`, `--size`, `--scheme`, `--scale` and the steps (nil when none).
    var renderOptions: RenderOptions {
        var options = RenderOptions()
        options.at = number(.at)
        if case .size(let size) = values[.size] { options.size = size }
        if case .scheme(let scheme) = values[.scheme] { options.colorScheme = scheme }
        if let scale = number(.scale) { options.scale = scale }
        options.steps = steps.isEmpty ? nil : steps
        return options
    }
}
