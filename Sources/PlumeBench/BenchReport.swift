import Foundation

/// Collects benchmark figures and prints each as `name<TAB>value<TAB>unit<TAB>goal<TAB>verdict`.
///
/// Every benchmark group gets a `BenchReport` and calls `figure` once per measured figure; the goal
/// is printed beside the value (never used to alter the measurement).
final class BenchReport {
    /// Only figures whose name starts with this prefix run (`--filter`).
    let filter: String?
    private(set) var missed: [String] = []

    init(filter: String?) { self.filter = filter }

    /// Whether a group or figure named `name` should run under the current filter.
    func wants(_ name: String) -> Bool {
        guard let filter else { return true }
        return name.hasPrefix(filter) || filter.hasPrefix(name)
    }

    /// Prints one figure. `goal` is a description such as "<= 20 ms"; `met` says whether it was reached.
    func figure(_ name: String, _ value: Double, _ unit: String, goal: String? = nil, met: Bool? = nil) {
        guard filter == nil || name.hasPrefix(filter!) else { return }
        var line = "\(name)\t\(String(format: "%.4g", value))\t\(unit)"
        if let goal { line += "\tgoal \(goal)" }
        if let met {
            line += met ? "\tmet" : "\tMISSED"
            if !met { missed.append(name) }
        }
        print(line)
        fflush(stdout)
    }
}

/// Runs `body` `iterations` times after `warmup` runs and returns the median seconds per run.
func measureMedian(iterations: Int = 9, warmup: Int = 2, _ body: () -> Void) -> Double {
    for _ in 0..<warmup { body() }
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    samples.sort()
    return samples[samples.count / 2]
}
