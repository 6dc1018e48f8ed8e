import Foundation

// `swift run -c release PlumeBench [--filter PREFIX]`: one line per figure,
// `name<TAB>value<TAB>unit<TAB>goal<TAB>met|MISSED`.
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
    default:
        FileHandle.standardError.write(
            "error: unknown argument '\(argument)'; usage: PlumeBench [--filter PREFIX]\n".data(using: .utf8)!)
        exit(2)
    }
}
let report = BenchReport(filter: filter)
for group in allBenchmarkGroups where report.wants(group.prefix) {
    group.run(report)
}
if !report.missed.isEmpty {
    print("# goals missed: \(report.missed.joined(separator: ", "))")
}
