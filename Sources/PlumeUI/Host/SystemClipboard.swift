import Foundation

/// The clipboard of the graph an environment belongs to, for views that copy (`ShareLink`): the
/// graph's `clipboard`, held weakly (a view kept after its window closed copies nothing and reports
/// false). Set at the root by `ViewGraph`; read with `\.systemClipboard`.
@MainActor
struct SystemClipboard {
    private let write: (String) -> Bool
    private let reportProblem: (String) -> Void

    init(write: @escaping (String) -> Bool, report: @escaping (String) -> Void) {
        self.write = write
        reportProblem = report
    }

    /// Outside any graph: copies nothing.
    static let unavailable = SystemClipboard(write: { _ in false }, report: { _ in })

    /// The clipboard of `graph`.
    static func of(_ graph: ViewGraph) -> SystemClipboard {
        SystemClipboard(
            write: { [weak graph] text in
                guard let graph else { return false }
                graph.clipboard.string = text
                return true
            },
            report: { [weak graph] message in graph?.report(message) })
    }

    /// Puts `text` on the clipboard; false when there is no graph.
    func copy(_ text: String) -> Bool { write(text) }

    /// Reports `message` in the graph's diagnostics.
    func report(_ message: String) { reportProblem(message) }
}

struct SystemClipboardKey: EnvironmentKey { static let defaultValue = SystemClipboard.unavailable }

extension EnvironmentValues {
    /// The clipboard of the graph this environment belongs to (set at its root).
    var systemClipboard: SystemClipboard {
        get { self[SystemClipboardKey.self] }
        set { self[SystemClipboardKey.self] = newValue }
    }
}
