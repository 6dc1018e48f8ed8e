import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("gallery arguments") struct GalleryArgumentsTests {
    private func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
        runGallery(arguments)
    }

    /// Every order of `groups` (each group's items stay together: an option and its value).
    private func orders(_ groups: [[String]]) -> [[String]] {
        guard groups.count > 1 else { return [groups.flatMap { $0 }] }
        return groups.indices.flatMap { i -> [[String]] in
            var rest = groups
            let first = rest.remove(at: i)
            return orders(rest).map { first + $0 }
        }
    }

    /// Whether the operand groups appear in `order` as in `operands`.
    private func operandsInOrder(_ order: [String], _ operands: [[String]]) -> Bool {
        let flat = operands.flatMap { $0 }
        return order.filter { flat.contains($0) } == flat
    }

    private func parsed(_ arguments: [String]) throws -> GalleryArguments { try GalleryArguments(arguments) }

    @Test func optionsBeforeOrWithoutASceneIdAreOptions() throws {
        let run = try parsed(["run", "--scheme", "dark"])
        #expect(run.spec.name == "run")
        #expect(run.operands.isEmpty)
        #expect(run.renderOptions.colorScheme == .dark)
        let film = try parsed(["film", "--to", "1", "wave"])
        #expect(film.operands == ["wave"])
        #expect(film.number(.to) == 1)
        let locate = try parsed(["locate", "--size", "300x500", "min-stack", "Push 5"])
        #expect(locate.operands == ["min-stack", "Push 5"])
        #expect(locate.renderOptions.size == CGSize(width: 300, height: 500))
    }

    @Test(arguments: [
        ("run", [["wave"], ["--scheme", "dark"], ["--size", "300x400"], ["--touch"]]),
        ("render", [["wave"], ["--scheme", "dark"], ["--at", "1.5"], ["--out", "w.png"], ["--scale", "2"]]),
        ("film", [["wave"], ["--to", "2"], ["--from", "1"], ["--frames", "3"], ["--scheme", "dark"]]),
        ("locate", [["min-stack"], ["Push 5"], ["--scheme", "dark"], ["--size", "390x640"]]),
        ("compare", [["a.png"], ["b.png"], ["--tolerance", "3"], ["--max-fraction", "0.01"]]),
    ])
    func everyOrderParsesTheSame(command: String, groups: [[String]]) throws {
        let reference = try parsed([command] + groups.flatMap { $0 })
        // Every order of the options around the operands; the operands keep their own order.
        let operands = groups.filter { !$0[0].hasPrefix("--") }
        for order in orders(groups) where operandsInOrder(order, operands) {
            let other = try parsed([command] + order)
            #expect(other.operands == reference.operands, "\(order)")
            for option in GalleryOption.allCases {
                #expect(other.flag(option) == reference.flag(option), "\(option.rawValue) in \(order)")
                #expect(other.text(option) == reference.text(option), "\(option.rawValue) in \(order)")
                #expect(other.number(option) == reference.number(option), "\(option.rawValue) in \(order)")
                #expect(other.whole(option) == reference.whole(option), "\(option.rawValue) in \(order)")
            }
            #expect(other.renderOptions.size == reference.renderOptions.size)
            #expect(other.renderOptions.colorScheme == reference.renderOptions.colorScheme)
        }
        #expect(reference.renderOptions.colorScheme == (command == "compare" ? .light : .dark))
    }

    @Test func stepsKeepTheirOrderAmongOtherOptions() throws {
        let args = try parsed([
            "render", "--tap", "Planets", "pickers", "--wait", "0.5", "--scheme", "dark", "--type", "hi",
            "--drag", "10,20:30,40:0.3", "--scroll", "-120", "--drag", "1,2:3,4", "--tap", "Mars",
        ])
        #expect(args.operands == ["pickers"])
        #expect(
            args.steps == [
                .tap("Planets"), .wait(0.5), .type("hi"),
                .drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 40), duration: 0.3), .scroll(-120),
                .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), duration: SceneStep.defaultDragDuration),
                .tap("Mars"),
            ])
        #expect(args.renderOptions.steps == args.steps)
        #expect(try parsed(["render", "pickers"]).renderOptions.steps == nil)
    }

    @Test(arguments: [
        (["run", "--at", "1"], "--at and --tap are for render and film"),
        (["run", "wave", "--wait", "1"], "--at and --tap are for render and film"),
        (["locate", "wave", "Animate", "--tap", "Animate"], "locate does not take --tap (it is for render and film)"),
        (["render", "wave", "--touch"], "render does not take --touch"),
        (["render", "wave", "--bogus"], "unknown option '--bogus'"),
        (["render", "wave", "extra"], "unexpected arguments: extra"),
        (["render", "wave", "--out"], "--out needs a value"),
        (["render", "wave", "--out", "--scheme", "dark"], "--out needs a value"),
        (["render", "wave", "--scheme", "dark", "--scheme", "light"], "--scheme is given twice"),
        (["render", "wave", "--scheme", "sepia"], "--scheme must be light or dark"),
        (["render", "wave", "--size", "0x10"], "--size must be WIDTHxHEIGHT"),
        (["render", "wave", "--scale", "9"], "--scale must be in (0, 4]"),
        (["render", "wave", "--at", "nan"], "--at needs a number, got 'nan'"),
        (["render", "wave", "--wait", "NaN"], "--wait needs a number, got 'NaN'"),
        (["render", "wave", "--wait", "-1"], "--wait must be 0 or more seconds"),
        (["render", "wave", "--wait", "1e12"], "--wait must be at most 600 seconds"),
        (["render", "wave", "--wait", "inf"], "--wait needs a number, got 'inf'"),
        (["render", "wave", "--scroll", "1e9"], "--scroll must be a distance"),
        (["render", "wave", "--drag", "1,2"], "--drag must be X,Y:X,Y"),
        (["render", "wave", "--drag", "1,2:3,nan"], "--drag must be X,Y:X,Y"),
        (["render", "wave", "--drag", "1,2:3,4:-1"], "--drag's SECONDS must be 0 or more seconds"),
        (["render", "wave", "--type", ""], "--type needs some text"),
        (["film", "wave"], "film needs --to SECONDS"),
        (["film", "wave", "--to", "1", "--frames", "0"], "--frames must be between 1 and 60"),
        (["film", "wave", "--to", "1", "--frames", "many"], "--frames needs a whole number, got 'many'"),
        (["film", "--to", "1"], "film needs a scene id"),
        (["compare", "a.png", "b.png", "--tolerance", "300"], "--tolerance must be 0…255"),
        (["compare", "a.png", "b.png", "--max-fraction", "2"], "--max-fraction 0…1"),
        (["compare", "a.png"], "compare needs two PNG files"),
        (["locate", "min-stack"], "locate needs a scene id and a control's label"),
        (["render"], "render needs a scene id or --all"),
        (["render", "--all"], "render --all needs --out DIR"),
        (["render", "--all", "--out", "x", "--tap", "A"], "steps (--tap, --wait…) need one scene"),
        (["--scheme", "dark", "run"], "the command comes first"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        ([], "no command given"),
    ])
    func badArgumentsSayWhatIsWrongAndExit2(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 2)
        #expect(result.errors.first?.contains(message) == true, "\(result.errors.first ?? "")")
        #expect(result.errors.last == GalleryCommand.usage)
    }

    @Test func unknownScenesExit2InEveryCommand() {
        for command in [["render"], ["film", "--to", "1"], ["run"], ["locate", "Label"]] {
            let unknown = run([command[0], "min-stak"] + command.dropFirst())
            #expect(unknown.status == 2)
            #expect(unknown.errors.first?.contains("did you mean 'min-stack'") == true)
        }
    }

    @Test func oneUsageTextNamesEveryCommandOptionAndStep() {
        let help = run(["help"])
        #expect(help.status == 0)
        #expect(help.output == [GalleryCommand.usage])
        #expect(run(["render", "--help"]).output == [GalleryCommand.usage])
        #expect(run(["-h"]).output == [GalleryCommand.usage])
        for spec in GalleryCommandSpec.all { #expect(GalleryCommand.usage.contains("gallery \(spec.name)")) }
        for option in GalleryOption.allCases { #expect(GalleryCommand.usage.contains(option.rawValue)) }
    }

    @Test func theReadmeShowsTheSameUsageText() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(GalleryCommand.usage), "paste `gallery help` into the README's gallery section")
    }
}
