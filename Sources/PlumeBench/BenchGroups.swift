/// A named set of figures; `prefix` is what `--filter` matches.
struct BenchGroup {
    let prefix: String
    let run: @MainActor (BenchReport) -> Void
}

/// Every benchmark group, in the order they print. Each group lives in its own `*Benchmarks.swift`.
let allBenchmarkGroups: [BenchGroup] =
    [
        uiBenchmarks,
        scrollBenchmarks,
        lazyBenchmarks,
        lazyGridBenchmarks,
        tableBenchmarks,
        animationFrameBenchmarks,
        animationBenchmarks,
        streamsBenchmarks,
        publishedChangeBenchmarks,
        storeBenchmarks,
    ] + swiftDataGroups + [
        windowBenchmarks,
        inputBenchmarks,
        navigationBenchmarks,
        sheetBenchmarks,
        textBenchmarks,
        dynamicsBenchmarks,
        timeJumpBenchmarks,
        drawingBenchmarks,
        motionBenchmarks,
        memoryBenchmarks,
    ]

/// SwiftData exists on Linux only (Plume's module; Apple's elsewhere).
#if os(Linux)
    private let swiftDataGroups = [swiftDataBenchmarks]
#else
    private let swiftDataGroups: [BenchGroup] = []
#endif
