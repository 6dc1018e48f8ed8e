import Foundation
import Plume

/// PlumeStreams figures: a subject → map → filter → sink pipeline against a plain closure loop,
/// one subject fanning out to 1,000 sinks, and `debounce` on a `TestScheduler`.
let streamsBenchmarks = BenchGroup(prefix: "streams") { report in
    let count = 1_000_000

    // Reference: the same arithmetic through plain closures (opaque to the optimizer), in the same run.
    let stages = ClosureStages.make()
    var closureTotal = 0
    let closureSeconds = measureMedian(iterations: 5, warmup: 1) {
        closureTotal &+= stages.run(count: count)
    }

    // Both sides accumulate into raw memory, so neither pays Swift's dynamic exclusivity checks.
    let pipelineTotal = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    pipelineTotal.initialize(to: 0)
    defer { pipelineTotal.deallocate() }
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.sink { pipelineTotal.pointee &+= $0 }
    let pipelineSeconds = measureMedian(iterations: 5, warmup: 1) {
        for value in 0..<count { subject.send(value) }
    }
    cancellable.cancel()
    let perValue = pipelineSeconds / Double(count) * 1e9
    report.figure("streams.pipeline.perValue", perValue, "ns", goal: "<= 25 ns", met: perValue <= 25)
    report.figure("streams.pipeline.ratioToClosures", pipelineSeconds / max(closureSeconds, 1e-12), "x")
    if closureTotal == 42 || pipelineTotal.pointee == 42 { print("") }  // keep the work observable

    let fanOut = PassthroughSubject<Int, Never>()
    let deliveries = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    deliveries.initialize(to: 0)
    defer { deliveries.deallocate() }
    let sinks = (0..<1000).map { _ in fanOut.sink { _ in deliveries.pointee &+= 1 } }
    let sends = 1000
    let fanSeconds = measureMedian(iterations: 5, warmup: 1) {
        for value in 0..<sends { fanOut.send(value) }
    }
    sinks.forEach { $0.cancel() }
    let perDelivery = fanSeconds / Double(sends * 1000) * 1e9
    report.figure("streams.fanOut1000.perDelivery", perDelivery, "ns", goal: "<= 15 ns", met: perDelivery <= 15)
    if deliveries.pointee == 42 { print("") }

    debounceFigures(report, count: count)
}

/// `streams.debounce.perValue`: 1 M values through `debounce(for: 1 ms)` on a `TestScheduler`, in
/// bursts of ten values 0.1 ms apart with a 2 ms pause after each burst (so each burst's last value
/// is emitted), virtual time advancing after every value. Beside it, the same sends and advances
/// through `map` (no scheduling), in the same run: the ratio is what debouncing adds.
private func debounceFigures(_ report: BenchReport, count: Int) {
    let emitted = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    emitted.initialize(to: 0)
    defer { emitted.deallocate() }
    func run(_ attach: (PassthroughSubject<Int, Never>, TestScheduler) -> AnyCancellable) -> Double {
        measureMedian(
            iterations: 5, warmup: 1,
            setup: { () -> (PassthroughSubject<Int, Never>, TestScheduler, AnyCancellable) in
                let subject = PassthroughSubject<Int, Never>()
                let scheduler = TestScheduler()
                return (subject, scheduler, attach(subject, scheduler))
            },
            { prepared in
                let (subject, scheduler, _) = prepared
                for value in 0..<count {
                    subject.send(value)
                    scheduler.advance(by: value % 10 == 9 ? .milliseconds(2) : .microseconds(100))
                }
                return prepared
            })
    }
    let debounced = run { subject, scheduler in
        subject.debounce(for: .milliseconds(1), scheduler: scheduler).sink { emitted.pointee &+= $0 }
    }
    let mapped = run { subject, _ in subject.map { $0 &* 3 }.sink { emitted.pointee &+= $0 } }
    let perValue = debounced / Double(count) * 1e9
    report.figure("streams.debounce.perValue", perValue, "ns", goal: "<= 1000 ns", met: perValue <= 1000)
    report.figure("streams.debounce.ratioToMap", debounced / max(mapped, 1e-12), "x")
    if emitted.pointee == 42 { print("") }
}

/// The reference pipeline: three closures called in a loop, hidden from the optimizer so that the
/// calls really happen (as they do in the subject pipeline).
final class ClosureStages {
    var transform: (Int) -> Int = { $0 }
    var include: (Int) -> Bool = { _ in true }
    var consume: (Int) -> Void = { _ in }
    let sum = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init() { sum.initialize(to: 0) }

    deinit { sum.deallocate() }

    @inline(never)
    static func make() -> ClosureStages {
        let stages = ClosureStages()
        stages.transform = { $0 &* 3 }
        stages.include = { $0 & 1 == 0 }
        let sum = stages.sum
        stages.consume = { sum.pointee &+= $0 }
        return stages
    }

    @inline(never)
    func run(count: Int) -> Int {
        let (transform, include, consume) = (self.transform, self.include, self.consume)
        for value in 0..<count {
            let mapped = transform(value)
            if include(mapped) { consume(mapped) }
        }
        return sum.pointee
    }
}
