import Dispatch
import Foundation

// How the store figures (StoreBenchmarks, SwiftDataBenchmarks) time a store against raw sqlite3: in
// pairs of runs, one of each side back to back, so both sides of a pair see the same machine load, and
// each pair's ratio is taken on its own before the median of the ratios is reported.

/// What one run of one side cost.
struct RunCost {
    /// Wall-clock seconds.
    var seconds: Double
    /// CPU seconds of the process over the run (user and system, every thread): the run's own work,
    /// without the time other processes held the cores.
    var cpuSeconds: Double
    /// The part of ``cpuSeconds`` spent in the kernel (system calls such as SQLite's reads and its
    /// sorter's temporary files, page faults): time that instruction counts do not see.
    var systemSeconds: Double
    /// Minor page faults over the run: pages of memory the run touched for the first time since the
    /// process got them from the kernel.
    var pageFaults: Int

    /// Runs `body` once and measures it; whatever `body` kept in ``keptAlive`` is freed after the clock
    /// has stopped.
    static func of(_ body: () -> Void) -> RunCost {
        let usageBefore = usage()
        let cpuBefore = processCPUSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpuSeconds = processCPUSeconds() - cpuBefore
        let usageAfter = usage()
        keptAlive.removeAll()
        return RunCost(
            seconds: seconds, cpuSeconds: cpuSeconds,
            systemSeconds: Self.seconds(usageAfter.ru_stime) - Self.seconds(usageBefore.ru_stime),
            pageFaults: usageAfter.ru_minflt - usageBefore.ru_minflt)
    }

    private static func processCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func usage() -> rusage {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage
    }

    private static func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
}

/// The costs of the raw and the store side of one figure, measured in pairs (element `i` of each
/// array ran back to back with the other's).
struct PairedCosts {
    var raw: [RunCost] = []
    var store: [RunCost] = []

    /// The median over pairs of store ÷ raw wall-clock time.
    var ratio: Double { Self.median(zip(store, raw).map { $0.seconds / $1.seconds }) }
    /// The median over pairs of store ÷ raw process CPU time.
    var cpuRatio: Double { Self.median(zip(store, raw).map { $0.cpuSeconds / $1.cpuSeconds }) }
    /// The median wall-clock seconds of a run of each side.
    var rawSeconds: Double { Self.median(raw.map(\.seconds)) }
    var storeSeconds: Double { Self.median(store.map(\.seconds)) }
    /// The median system (kernel) seconds of a run of each side.
    var rawSystemSeconds: Double { Self.median(raw.map(\.systemSeconds)) }
    var storeSystemSeconds: Double { Self.median(store.map(\.systemSeconds)) }
    /// The median minor page faults of a run of each side.
    var rawPageFaults: Double { Self.median(raw.map { Double($0.pageFaults) }) }
    var storePageFaults: Double { Self.median(store.map { Double($0.pageFaults) }) }

    /// The middle value (the mean of the two middle ones for an even count); 0 for none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Runs `raw` and `store` in `pairs` pairs after one warm-up pair that is not kept (files, prepared
/// statements and the allocator warm up on both sides). The side that runs first alternates from
/// pair to pair, so neither always runs after the other's results were freed; `pairs` should be even.
///
/// Under `--instructions` (``InstructionCounts``) each side instead runs once to warm up and once
/// counted, as the profiles `<figure>.raw` and `<figure>.store`, and the result is `nil`.
func interleavedCosts(_ figure: String, pairs: Int, raw: () -> Void, store: () -> Void) -> PairedCosts? {
    if InstructionCounts.isOn {
        func count(_ side: String, _ body: () -> Void) {
            body()
            keptAlive.removeAll()
            InstructionCounts.count("\(figure).\(side)", goal: nil, setup: {}, { body() })
            keptAlive.removeAll()
        }
        count("raw", raw)
        count("store", store)
        return nil
    }
    var costs = PairedCosts()
    for pair in 0...pairs {
        let rawCost: RunCost
        let storeCost: RunCost
        if pair % 2 == 1 {
            storeCost = RunCost.of(store)
            rawCost = RunCost.of(raw)
        } else {
            rawCost = RunCost.of(raw)
            storeCost = RunCost.of(store)
        }
        guard pair > 0 else { continue }
        costs.raw.append(rawCost)
        costs.store.append(storeCost)
    }
    return costs
}

/// Prints `<figure>.time` and `.raw` (median ms of each side), `.ratio` (the median of the pairs'
/// wall-clock ratios) beside `goal`, `.cpuRatio` (the same over process CPU time, which leaves out
/// waits for the cores on a loaded machine), `.system` / `.rawSystem` (median kernel ms of a run) and
/// `.faults` / `.rawFaults` (median page faults of a run).
/// Prints nothing for `nil` (counted under `--instructions`).
func reportStoreRatio(_ report: BenchReport, _ figure: String, _ costs: PairedCosts?, goal: Double) {
    guard let costs else { return }
    report.figure("\(figure).time", costs.storeSeconds * 1000, "ms")
    report.figure("\(figure).raw", costs.rawSeconds * 1000, "ms")
    let ratio = costs.ratio
    report.figure("\(figure).ratio", ratio, "x raw", goal: "<= \(goal)", met: ratio <= goal)
    report.figure("\(figure).cpuRatio", costs.cpuRatio, "x raw")
    report.figure("\(figure).system", costs.storeSystemSeconds * 1000, "ms")
    report.figure("\(figure).rawSystem", costs.rawSystemSeconds * 1000, "ms")
    report.figure("\(figure).faults", costs.storePageFaults, "pages")
    report.figure("\(figure).rawFaults", costs.rawPageFaults, "pages")
}
