import Dispatch
import Foundation
import Gallery
import Plume

/// Window figures of issue 6: an idle window's CPU use over 10 s and the frames it renders meanwhile
/// (both should be zero), and how fast main-queue work queued from another thread wakes it.
/// Needs a display (a desktop session or `xvfb-run`); without one the group prints why and skips.
let windowBenchmarks = BenchGroup(prefix: "window") { report in
    guard SDLWindowHost.isDisplayAvailable else {
        print("# window.*: skipped: no display (DISPLAY and WAYLAND_DISPLAY are unset); try `xvfb-run make bench`")
        return
    }
    if report.wants("window.idle") || report.wants("window.wake") { WindowIdleFigures.run(report) }
    if report.wants("window.animation") { WindowAnimationFigures.run(report) }
}

/// Opens the `bezier-chart` scene, whose curve draws itself over 2.5 s from the first frame, and
/// counts the frames presented between 0.25 s and 2.25 s: they should follow the display's refresh.
enum WindowAnimationFigures {
    static func run(_ report: BenchReport) {
        guard let scene = SceneRegistry.scene(id: "bezier-chart"), let make = scene.make else {
            print("# window.animation: skipped: the bezier-chart scene is missing")
            return
        }
        let host = SDLWindowHost()
        let results = WindowIdleFigures.Results()
        host.onFramePresented = { frame in
            guard frame == 1 else { return }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                let framesStart = host.framesRendered
                let wallStart = WindowIdleFigures.monotonicSeconds()
                let cpuStart = WindowIdleFigures.processCPUSeconds()
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    results.wallSeconds = WindowIdleFigures.monotonicSeconds() - wallStart
                    results.cpuSeconds = WindowIdleFigures.processCPUSeconds() - cpuStart
                    results.idleFrames = host.framesRendered - framesStart
                    host.requestClose()
                }
            }
        }
        do {
            try host.run(WindowConfiguration(title: "PlumeBench animation", defaultSize: scene.size, makeContent: make))
        } catch {
            print("# window.animation: skipped: \(error)")
            return
        }
        let fps = Double(results.idleFrames) / results.wallSeconds
        report.figure(
            "window.animation.fps", fps, "frames/s (bezier-chart, 390×640)",
            goal: ">= 55 (the display refreshes at about 60 Hz)",
            met: fps >= 55)
        report.figure(
            "window.animation.cpu", results.cpuSeconds / results.wallSeconds * 100, "% of one core while animating")
    }
}

/// Opens the `min-stack` scene (static until tapped) in a real window, lets it settle for a second,
/// then measures the process's CPU time (getrusage: user + system, every thread) over 10 s of idling.
enum WindowIdleFigures {
    static let idleSeconds: Double = 10

    static func run(_ report: BenchReport) {
        guard let scene = SceneRegistry.scene(id: "min-stack"), let make = scene.make else {
            print("# window.*: skipped: the min-stack scene is missing")
            return
        }
        let host = SDLWindowHost()
        let results = Results()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            let cpuStart = processCPUSeconds()
            let wallStart = monotonicSeconds()
            let framesStart = host.framesRendered
            DispatchQueue.main.asyncAfter(deadline: .now() + idleSeconds) {
                results.cpuSeconds = processCPUSeconds() - cpuStart
                results.wallSeconds = monotonicSeconds() - wallStart
                results.idleFrames = host.framesRendered - framesStart
                // Work queued on the main queue from another thread while the window sleeps.
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
                    let queued = monotonicSeconds()
                    DispatchQueue.main.async {
                        results.wakeLatency = monotonicSeconds() - queued
                        host.requestClose()
                    }
                }
            }
        }
        do {
            try host.run(
                WindowConfiguration(title: "PlumeBench idle window", defaultSize: scene.size, makeContent: make))
        } catch {
            print("# window.*: skipped: \(error)")
            return
        }
        let (cpuSeconds, wallSeconds, idleFrames, wakeLatency) = (
            results.cpuSeconds, results.wallSeconds, results.idleFrames, results.wakeLatency
        )
        let percent = wallSeconds > 0 ? cpuSeconds / wallSeconds * 100 : .nan
        report.figure(
            "window.idle.cpu", percent, "% of one core over \(Int(idleSeconds)) s", goal: "0 % (<= 1 %)",
            met: percent <= 1)
        report.figure("window.idle.frames", Double(idleFrames), "frames", goal: "0", met: idleFrames == 0)
        report.figure(
            "window.wake.latency", wakeLatency * 1e3, "ms (main-queue work from another thread, idle window)",
            goal: "<= 16.7 ms (one frame)", met: wakeLatency <= 1.0 / 60)
    }

    /// What the main-queue blocks measured (written and read on the main thread only).
    final class Results: @unchecked Sendable {
        var cpuSeconds = 0.0
        var wallSeconds = 0.0
        var idleFrames = 0
        var wakeLatency = Double.nan
    }

    /// User plus system CPU seconds of the whole process.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    static func monotonicSeconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
