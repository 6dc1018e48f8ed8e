import Foundation

// `swift run -c release PlumeBench [--filter PREFIX] [--instructions]`: one line per figure,
// `name<TAB>value<TAB>unit<TAB>goal<TAB>met|MISSED`. With `--instructions` (under valgrind, see
// `make bench-instructions`) the layout and frame figures run once each and are counted instead.
var filter: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--filter":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write("error: --filter needs a prefix\n".data(using: .utf8)!)
            exit(2)
        }
        filter = value
    case "--instructions":
        InstructionCounts.isOn = true
    default:
        FileHandle.standardError.write(
            "error: unknown argument '\(argument)'; usage: PlumeBench [--filter PREFIX] [--instructions]\n".data(
                using: .utf8)!)
        exit(2)
    }
}
let report = BenchReport(filter: filter)
// The figures drive graphs, which are main-actor isolated; this is the process's main thread.
MainActor.assumeIsolated {
    if InstructionCounts.isOn {
        InstructionCounts.requireCallgrind()
        for prefix in instructionFigurePrefixes where report.wants(prefix) {
            for group in allBenchmarkGroups where prefix.hasPrefix(group.prefix) {
                group.run(BenchReport(filter: filter.map { $0.count > prefix.count ? $0 : prefix } ?? prefix))
            }
        }
    } else {
        for group in allBenchmarkGroups where report.wants(group.prefix) {
            group.run(report)
        }
    }
}
if !report.missed.isEmpty {
    print("# goals missed: \(report.missed.joined(separator: ", "))")
}
