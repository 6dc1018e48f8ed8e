import Foundation
import Plume
import PlumeTesting

/// Three squares turning, pulsing and springing forever: repeating animations that keep every frame busy.
private struct ForeverAnimations: View {
    @State private var on = false
    var body: some View {
        HStack {
            Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(on ? 360 : 0))
            Color.green.frame(width: 40, height: 40).opacity(on ? 1 : 0.2)
            Color.blue.frame(width: 40, height: 40).offset(y: on ? 40 : 0)
        }
        .onAppear {
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { on = true }
        }
    }
}

/// Time jumps of issue 16: `ViewHost.advance(by:)` over an hour and over a billion seconds while
/// repeating animations run (it used to step 216,000 frames for the hour and never return for 1e9 s).
/// A jump costs the first `ViewHost.maximumSteppedDuration` of frames and one more, whatever its length.
let timeJumpBenchmarks = BenchGroup(prefix: "time") { report in
    for (name, seconds) in [("advance3600", 3600.0), ("advance1e9", 1e9)] where report.wants("time.\(name)") {
        let elapsed = measureMedian(
            iterations: 3, warmup: 1, setup: { ViewHost(ForeverAnimations(), size: CGSize(width: 390, height: 300)) }
        ) { host in
            host.advance(by: seconds)
            return host.frameCount
        }
        report.figure("time.\(name)", elapsed * 1e3, "ms", goal: "<= 250 ms", met: elapsed <= 0.25)
    }
}
