import Foundation
import Gallery
import Plume
import PlumeTesting
import Testing

/// What a soak run does, from the environment `make soak` sets (defaults: the short CI run).
///
/// `PLUME_SOAK_SEED` (default 1), `PLUME_SOAK_SCENE` (scene ids, comma-separated, in order; a scene
/// may repeat; default every built scene), `PLUME_SOAK_EVENTS` (events per scene; default 40, unlimited when only seconds are given),
/// `PLUME_SOAK_SECONDS` (wall-clock seconds per scene at most), `PLUME_SOAK_EVENT_LIMIT` (seconds
/// one event may take before the run counts as hung; default 60) and `PLUME_SOAK_LARGE_TIME=1`
/// (clock jumps of an hour, NaN and negative ones too).
struct SoakConfiguration {
    var seed: UInt64 = 1
    var scene: String?
    var events = 40
    var seconds: TimeInterval?
    var eventLimit: TimeInterval = 60
    var largeTimeJumps = false

    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self {
        var configuration = SoakConfiguration()
        func value(_ name: String) -> String? {
            guard let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            return text
        }
        if let seed = value("PLUME_SOAK_SEED").flatMap(UInt64.init) { configuration.seed = seed }
        configuration.scene = value("PLUME_SOAK_SCENE")
        if let seconds = value("PLUME_SOAK_SECONDS").flatMap(Double.init), seconds.isFinite, seconds > 0 {
            configuration.seconds = seconds
            configuration.events = Int.max
        }
        if let events = value("PLUME_SOAK_EVENTS").flatMap(Int.init), events >= 0 { configuration.events = events }
        if let limit = value("PLUME_SOAK_EVENT_LIMIT").flatMap(Double.init), limit.isFinite, limit > 0 {
            configuration.eventLimit = limit
        }
        configuration.largeTimeJumps = value("PLUME_SOAK_LARGE_TIME") == "1"
        return configuration
    }
}

/// The soak: every gallery scene mounted and driven by seeded random events (taps, drags and
/// flings, long presses, wheel turns, typing of emoji, combining marks, bidi controls and invalid
/// UTF-8, clock jumps, resizes from 0×0 to 4000×3000), then dropped. Checks: no crash or hang (the
/// runner's watchdog), a retained frame equal to a full redraw at the end, the view graph freed
/// after unmount. Prints each scene's slowest event and resident memory per mount cycle.
///
/// `make test` runs the short version (40 events per scene); `make soak SECONDS=60` a long one,
/// `make soak SEED=7 SCENE=wave EVENTS=13` replays the failure it printed.
@Suite(.serialized) struct SoakTests {
    @Test func everySceneHoldsUnderSeededRandomEvents() throws {
        let configuration = SoakConfiguration.fromEnvironment()
        let scenes: [GalleryScene]
        if let ids = configuration.scene {
            scenes = try ids.split(separator: ",").map { try GalleryRenderer.scene(String($0)) }
        } else {
            scenes = SceneRegistry.built
        }
        var problems: [String] = []
        for scene in scenes {
            problems += try soak(scene, configuration)
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Soaks one scene, then mounts and drops it three more times; returns its problems.
    private func soak(_ scene: GalleryScene, _ configuration: SoakConfiguration) throws -> [String] {
        let runner = SoakRunner(
            name: scene.id, seed: configuration.seed, events: configuration.events, duration: configuration.seconds,
            eventTimeLimit: configuration.eventLimit,
            options: SoakEvent.Options(largeTimeJumps: configuration.largeTimeJumps))
        if configuration.largeTimeJumps {
            runner.replayHint = { "make soak SEED=\(configuration.seed) SCENE=\(scene.id) EVENTS=\($0) LARGE_TIME=1" }
        }
        // A plain mount and unmount first, so the figures do not count fonts and glyphs loaded once
        // per process.
        _ = try graphOutlivesHost(scene)
        let before = ProcessMemory.residentBytes()
        var report: SoakReport?
        let leaked = try graphOutlivesHost(scene) { host in
            var random = SeededGenerator(seed: configuration.seed)
            report = runner.run(host, homeSize: scene.size, using: &random)
        }
        let afterSoak = ProcessMemory.residentBytes()
        // Plain mount cycles: what one more mount and unmount costs once caches are warm.
        _ = try graphOutlivesHost(scene)
        let afterOne = ProcessMemory.residentBytes()
        _ = try graphOutlivesHost(scene)
        _ = try graphOutlivesHost(scene)
        let afterThree = ProcessMemory.residentBytes()
        var problems = report?.failures.map { "\(scene.id) seed \(configuration.seed) \($0)" } ?? []
        if leaked {
            problems.append(
                "\(scene.id) seed \(configuration.seed): the view graph outlived its host; replay: "
                    + runner.replayHint(report?.events ?? 0))
        }
        var line = "soak \(report.map(\.description) ?? scene.id)"
        if let before, let afterSoak, let afterOne, let afterThree {
            let change = 100 * Double(afterSoak - before) / Double(before)
            line += "; RSS \(ProcessMemory.megabytes(before)) before mount, \(ProcessMemory.megabytes(afterSoak))"
            line += " after unmount (\(String(format: "%+.1f", change)) %), "
            line += "\(String(format: "%+.0f", Double(afterThree - afterOne) / 2 / 1024)) KB per mount cycle"
        }
        print(line)
        return problems
    }
}
