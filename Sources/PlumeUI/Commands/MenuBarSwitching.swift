import Foundation
import PlumeGraphics

struct MenuBarTitleKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the views are a menu bar title (set by `MenuBarItem` on its button).
    var isMenuBarTitle: Bool {
        get { self[MenuBarTitleKey.self] }
        set { self[MenuBarTitleKey.self] = newValue }
    }
}

@MainActor
extension PresentationEntry {
    /// For a menu opened from the menu bar: the button of the other menu bar title at `point`
    /// (window coordinates), under the menu's clear layer. A click there, or the pointer moving
    /// onto it, opens that title's menu instead, as desktop menu bars do. Nil for other
    /// presentations, over the title that opened this menu, and elsewhere.
    func otherMenuBarTitle(at point: CGPoint, in graph: ViewGraph) -> ButtonBehaviorMarker? {
        guard case .menu = request.kind, let presenter, presenter.environment.isMenuBarTitle,
            let content = graph.root.children.first
        else { return nil }
        var node = content.behavior.hitTest(point)
        while let current = node {
            if let button = current.behavior.buttonTarget, current.environment.isMenuBarTitle {
                return current.isInside(presenter) ? nil : button
            }
            node = current.parent
        }
        return nil
    }
}
