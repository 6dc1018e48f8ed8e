import Foundation
import PlumeGraphics
import PlumeUI

/// Drives a mounted view with seeded random events (`SoakEvent`) and checks that it holds: no crash,
/// no hang, and a retained frame equal to a full redraw at the end.
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let runner = SoakRunner(name: "wave", seed: 7, events: 40)
/// let report = runner.run(host, homeSize: size, using: &random)
/// print(report)  // events, slowest event, failures with the seed and event index to replay
/// ```
/// The events depend only on the generator, the host's window size and what is on screen, so the
/// same seed on the same view gives the same run; a failure names the event index, and a run of
/// `index + 1` events with that seed replays it. Each event renders a retained frame (so the
/// retained renderer redraws damage event after event, as a window does) and the last one is
/// compared byte for byte with a full redraw.
///
/// Hangs: while an event runs, a watchdog thread waits `eventTimeLimit` seconds of wall time; when
/// the event is still running then, it prints the replay line and ends the process with status 3
/// (a hang cannot be recovered from in-process). A crash (a trap or a bad access) prints the same
/// line from a signal handler before the process dies. Wall time is only reported (the slowest
/// event), never asserted.
public final class SoakRunner {
    /// The name printed in reports and replay lines (the scene id).
    public let name: String
    /// The seed the caller's generator was made from (printed, for replay).
    public let seed: UInt64
    /// How many events to run (the run stops at whichever of `events` and `duration` comes first).
    public let events: Int
    /// Wall-clock seconds to run for at most, or nil for exactly `events` events.
    public let duration: TimeInterval?
    /// Wall-clock seconds one event may take before the run counts as hung.
    public let eventTimeLimit: TimeInterval
    /// What the events may contain.
    public let options: SoakEvent.Options
    /// How to replay a failure, given its event count (printed with every failure).
    public var replayHint: (Int) -> String

    public init(
        name: String, seed: UInt64, events: Int, duration: TimeInterval? = nil, eventTimeLimit: TimeInterval = 60,
        options: SoakEvent.Options = SoakEvent.Options()
    ) {
        self.name = name
        self.seed = seed
        self.events = max(0, events)
        self.duration = duration
        self.eventTimeLimit = eventTimeLimit
        self.options = options
        replayHint = { count in "make soak SEED=\(seed) SCENE=\(name) EVENTS=\(count)" }
    }

    /// Runs the events on `host`, then compares its retained frame with a full redraw.
    public func run<G: RandomNumberGenerator>(_ host: ViewHost, homeSize: CGSize, using generator: inout G)
        -> SoakReport
    {
        var report = SoakReport(name: name, seed: seed)
        let watchdog = SoakWatchdog(limit: eventTimeLimit)
        defer { watchdog.stop() }
        let start = Date()
        var index = 0
        while index < events {
            if let duration, Date().timeIntervalSince(start) >= duration { break }
            let event = SoakEvent.random(
                in: host.size, views: host.views, homeSize: homeSize, using: &generator, options: options)
            let place = "\(name) seed \(seed) event \(index) (\(event))"
            watchdog.begin("\(place); replay: \(replayHint(index + 1))\n")
            let began = Date()
            host.apply(event)
            do {
                _ = try host.render()
            } catch {
                report.failures.append(SoakFailure(index: index, event: event.description, problem: "\(error)"))
            }
            let seconds = Date().timeIntervalSince(began)
            watchdog.end()
            if seconds > report.slowestSeconds {
                report.slowestSeconds = seconds
                report.slowestEvent = "\(index): \(event)"
            }
            index += 1
        }
        report.events = index
        if let problem = Self.mismatch(host) {
            report.failures.append(SoakFailure(index: index - 1, event: "end of run", problem: problem))
        }
        for index in report.failures.indices {
            report.failures[index].replay = replayHint(report.failures[index].index + 1)
        }
        return report
    }

    /// How the host's retained frame differs from a full redraw of the same frame, or nil when they
    /// are equal byte for byte.
    public static func mismatch(_ host: ViewHost) -> String? {
        do {
            let retained = try host.render()
            let scratch = try host.renderFromScratch()
            guard retained.bytes != scratch.bytes else { return nil }
            let difference = retained.difference(scratch, tolerance: 0)
            return "retained frame differs from a full redraw: \(difference)"
        } catch {
            return "rendering failed: \(error)"
        }
    }
}

/// What a soak run found.
public struct SoakReport: CustomStringConvertible, Sendable {
    public let name: String
    public let seed: UInt64
    /// Events run.
    public var events = 0
    /// The wall time of the slowest event (reported only) and which event it was.
    public var slowestSeconds: TimeInterval = 0
    public var slowestEvent = "-"
    public var failures: [SoakFailure] = []

    public var description: String {
        var text = "\(name): \(events) events (seed \(seed)), slowest \(String(format: "%.2f", slowestSeconds)) s"
        text += " at event \(slowestEvent)"
        for failure in failures { text += "\n  FAILED \(failure)" }
        return text
    }
}

/// One problem of a soak run, with what replays it.
public struct SoakFailure: CustomStringConvertible, Sendable {
    /// The index of the event after which the problem showed.
    public let index: Int
    public let event: String
    public let problem: String
    /// The command that replays the run up to this event.
    public var replay = ""

    public var description: String { "at event \(index) (\(event)): \(problem); replay: \(replay)" }
}
