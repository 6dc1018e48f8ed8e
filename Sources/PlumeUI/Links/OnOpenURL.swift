import Foundation

nonisolated extension View {
    /// Runs `action` when the app is asked to open a URL, as SwiftUI's `onOpenURL(perform:)`.
    ///
    /// On Linux an app is asked to open URLs by its command line (a `.desktop` file's `Exec=app %u`
    /// passes the link or file the user opened): `App.main()` delivers each argument that is a URL
    /// with a scheme, or the path of an existing file (as a `file:` URL), to the frontmost window
    /// after it opens. Every `onOpenURL` handler in that window runs, outermost first; when none
    /// is there the other windows are tried, and a URL nobody handles is reported in
    /// `AppSession.diagnostics`. Tests deliver URLs with `ViewHost.openURLFromSystem(_:)` or
    /// `AppHost.open(_:)`.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(OnOpenURLModifier(action: action))
    }
}

/// Behaviours that take URLs the app is asked to open (`onOpenURL`).
@MainActor
protocol OpenURLHandling: AnyObject {
    /// The app was asked to open `url`.
    func handleOpenedURL(_ url: URL)
}

nonisolated struct OnOpenURLModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let action: (URL) -> Void
    @MainActor func makeBehavior() -> NodeBehavior { OnOpenURLBehavior() }
}

final class OnOpenURLBehavior: TransparentModifierBehavior<OnOpenURLModifier>, OpenURLHandling {
    override var openURLHandler: OpenURLHandling? { self }
    override func modifierChanged(from old: OnOpenURLModifier) {}
    func handleOpenedURL(_ url: URL) { modifier.action(url) }
}

extension ViewGraph {
    /// Gives `url`, which the app was asked to open, to every `onOpenURL` handler of this window,
    /// outermost first (a view being removed takes none). Returns whether any handler took it.
    /// Called by the app's session (and by tests) between frames, as an event is.
    @discardableResult
    public func openURLFromSystem(_ url: URL) -> Bool {
        var handlers: [OpenURLHandling] = []
        func walk(_ node: ViewNode) {
            guard !node.isRemoving else { return }
            if let handler = node.behavior.openURLHandler { handlers.append(handler) }
            node.children.forEach(walk)
        }
        walk(root)
        for handler in handlers { handler.handleOpenedURL(url) }
        if !handlers.isEmpty { needsFrame = true }
        return !handlers.isEmpty
    }
}
