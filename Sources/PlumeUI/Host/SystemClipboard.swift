import Foundation

/// The clipboard of the graph an environment belongs to, for views that copy (`ShareLink`): the
/// graph's `clipboard`, held weakly (a view kept after its window closed copies nothing and reports
/// false). Set at the root by `ViewGraph`; read with `\.systemClipboard`.
struct SystemClipboard {
    private let write: @MainActor (String) -> Bool
    private let reportProblem: @MainActor (String) -> Void

    init(write: @escaping @MainActor (String) -> Bool, report: @escaping @MainActor (String) -> Void) {
        self.write = write
        reportProblem = report
    }

    /// Outside any graph: copies nothing.
    static var unavailable: SystemClipboard { SystemClipboard(write: { _ in false }, report: { _ in }) }

    /// The clipboard of `graph`.
    @MainActor static func of(_ graph: ViewGraph) -> SystemClipboard {
        SystemClipboard(
            write: { [weak graph] text in
                guard let graph else { return false }
                graph.clipboard.string = text
                return true
            },
            report: { [weak graph] message in graph?.report(message) })
    }

    /// Puts `text` on the clipboard; false when there is no graph.
    @MainActor func copy(_ text: String) -> Bool { write(text) }

    /// Reports `message` in the graph's diagnostics.
    @MainActor func report(_ message: String) { reportProblem(message) }
}

struct SystemClipboardKey: EnvironmentKey { static var defaultValue: SystemClipboard { .unavailable } }

extension EnvironmentValues {
    /// The clipboard of the graph this environment belongs to (set at its root).
    var systemClipboard: SystemClipboard {
        get { self[SystemClipboardKey.self] }
        set { self[SystemClipboardKey.self] = newValue }
    }
}
