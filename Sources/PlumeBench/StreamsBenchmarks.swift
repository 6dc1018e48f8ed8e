import Foundation
import Plume

/// PlumeStreams figures: a subject → map → filter → sink pipeline against a plain closure loop, and
/// one subject fanning out to 1,000 sinks.
let streamsBenchmarks = BenchGroup(prefix: "streams") { report in
    let count = 1_000_000

    // Reference: the same arithmetic through plain closures (opaque to the optimizer), in the same run.
    let stages = ClosureStages.make()
    var closureTotal = 0
    let closureSeconds = measureMedian(iterations: 5, warmup: 1) {
        closureTotal &+= stages.run(count: count)
    }

    let subject = PassthroughSubject<Int, Never>()
    var pipelineTotal = 0
    let cancellable = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.sink { pipelineTotal &+= $0 }
    let pipelineSeconds = measureMedian(iterations: 5, warmup: 1) {
        for value in 0..<count { subject.send(value) }
    }
    cancellable.cancel()
    let perValue = pipelineSeconds / Double(count) * 1e9
    report.figure("streams.pipeline.perValue", perValue, "ns", goal: "<= 40 ns", met: perValue <= 40)
    report.figure("streams.pipeline.ratioToClosures", pipelineSeconds / max(closureSeconds, 1e-12), "x")
    if closureTotal == 42 || pipelineTotal == 42 { print("") }  // keep the work observable

    let fanOut = PassthroughSubject<Int, Never>()
    var deliveries = 0
    let sinks = (0..<1000).map { _ in fanOut.sink { _ in deliveries &+= 1 } }
    let sends = 1000
    let fanSeconds = measureMedian(iterations: 5, warmup: 1) {
        for value in 0..<sends { fanOut.send(value) }
    }
    sinks.forEach { $0.cancel() }
    let perDelivery = fanSeconds / Double(sends * 1000) * 1e9
    report.figure("streams.fanOut1000.perDelivery", perDelivery, "ns", goal: "<= 30 ns", met: perDelivery <= 30)
    if deliveries == 42 { print("") }
}

/// The reference pipeline: three closures called in a loop, hidden from the optimizer so that the
/// calls really happen (as they do in the subject pipeline).
final class ClosureStages {
    var transform: (Int) -> Int = { $0 }
    var include: (Int) -> Bool = { _ in true }
    var consume: (Int) -> Void = { _ in }
    var total = 0

    @inline(never)
    static func make() -> ClosureStages {
        let stages = ClosureStages()
        stages.transform = { $0 &* 3 }
        stages.include = { $0 & 1 == 0 }
        stages.consume = { [unowned stages] in stages.total &+= $0 }
        return stages
    }

    @inline(never)
    func run(count: Int) -> Int {
        for value in 0..<count {
            let mapped = transform(value)
            if include(mapped) { consume(mapped) }
        }
        return total
    }
}
