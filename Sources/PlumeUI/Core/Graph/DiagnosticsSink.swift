import Foundation

/// The problems one graph found (unknown symbols, missing images, bad host input), in order, each
/// once.
///
/// The graph owns one; views and hosts report through `ViewGraph.report(_:)`, tests and hosts read
/// `ViewGraph.diagnostics`. A message seen for the first time is also written to `output`
/// (standard error, prefixed "plume: "). It touches nothing else.
struct DiagnosticsSink {
    /// The messages reported so far, first report first.
    private(set) var messages: [String] = []
    private var seen: Set<String> = []
    /// Where a new message is written as it is reported.
    let output: (String) -> Void

    /// A sink that writes new messages to `output` (standard error by default).
    init(output: @escaping (String) -> Void = DiagnosticsSink.standardError) {
        self.output = output
    }

    /// Writes `message` on standard error, as "plume: message".
    static func standardError(_ message: String) {
        FileHandle.standardError.write(Data("plume: \(message)\n".utf8))
    }

    /// Records `message` unless it was reported before; returns whether it was new.
    @discardableResult
    mutating func report(_ message: String) -> Bool {
        guard seen.insert(message).inserted else { return false }
        messages.append(message)
        output(message)
        return true
    }
}
