import Foundation

/// Runs this executable again with `--filter filter` and `environment` added to this process's,
/// and returns the figures it printed (its `#` notes are printed here as they were, its own
/// "goals missed" line left out); nil, with a note printed, when it could not run.
///
/// For figures that must not share a process: memory figures whose baseline would include what an
/// earlier figure freed, or a figure measured under an environment GLib reads before `main`.
func childFigures(filter: String, environment: [String: String] = [:]) -> [ChildFigure]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = ["--filter", filter]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    do {
        try process.run()
    } catch {
        print("# \(filter): the child run failed to start: \(error)")
        return nil
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if process.terminationStatus != 0 { print("# \(filter): the child run exited with \(process.terminationStatus)") }
    var figures: [ChildFigure] = []
    for line in text.split(separator: "\n") {
        if line.hasPrefix("# goals missed") { continue }
        if line.hasPrefix("#") {
            print(line)
        } else if let figure = ChildFigure(line: line) {
            figures.append(figure)
        } else {
            print("# \(filter): the child run printed an unreadable line: \(line)")
        }
    }
    return figures
}

/// One figure line of a child run: `name<TAB>value<TAB>unit[<TAB>goal G<TAB>met|MISSED]`.
struct ChildFigure {
    let name: String
    let value: Double
    let unit: String
    let goal: String?
    let met: Bool?

    init?(line: Substring) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 3, let value = Double(fields[1]) else { return nil }
        name = fields[0]
        self.value = value
        unit = fields[2]
        goal = fields.count > 3 && fields[3].hasPrefix("goal ") ? String(fields[3].dropFirst(5)) : nil
        met = fields.count > 4 ? fields[4] == "met" : nil
    }

    /// Prints the figure again into `report` (a missed goal counts there too).
    func report(into report: BenchReport, as name: String? = nil) {
        report.figure(name ?? self.name, value, unit, goal: goal, met: met)
    }
}
