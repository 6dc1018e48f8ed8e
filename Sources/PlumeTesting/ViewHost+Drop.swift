import Foundation
import PlumeUI

extension ViewHost {
    /// Files dragged from the desktop are dropped at `point`, as the window host reports them: the
    /// `dropDestination(for: URL.self)` there gets them. Runs a frame; returns whether one took them.
    @discardableResult
    public func dropFiles(_ urls: [URL], at point: CGPoint) -> Bool {
        let taken = onMain { graph.dropFiles(urls, at: point) }
        runFrame()
        settle()
        return taken
    }

    /// Text dragged from another application is dropped at `point` (see `ViewGraph.dropText`).
    @discardableResult
    public func dropText(_ text: String, at point: CGPoint) -> Bool {
        let taken = onMain { graph.dropText(text, at: point) }
        runFrame()
        settle()
        return taken
    }
}
