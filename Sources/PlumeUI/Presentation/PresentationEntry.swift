import Foundation
import PlumeGraphics

/// One presentation on the window's stack: the request of the modifier that shows it, the node of
/// that modifier, and what the presented view set about itself (detents, dismiss rules).
///
/// Made and dropped by `PresentationLayer`; the views of the layer read it while they show it.
@MainActor
final class PresentationEntry {
    /// The serial of the presenting modifier's node (one presentation per modifier at a time).
    let presenterSerial: Int
    /// The presenting modifier's node (weak: it may go first); popovers point at its frame.
    weak var presenter: ViewNode?
    var request: PresentationRequest {
        didSet { revision += 1 }
    }
    /// Counts the presenter's updates of `request`: the presented view is built again from the
    /// new request (so it follows the presenter's state, as in SwiftUI) whenever it changes.
    private(set) var revision = 0
    /// The environment of the presenting view, which the presented view inherits.
    var environment: EnvironmentValues
    /// What the presented view declares about its presentation (`presentationDetents`…).
    let context: PresentationContext
    /// The view that had keyboard focus when this was presented; it gets it back afterwards.
    weak var savedFocus: ViewNode?
    /// The layer's child showing the presented view, once made.
    weak var card: ViewNode?

    init(presenter: ViewNode, request: PresentationRequest) {
        presenterSerial = presenter.serial
        self.presenter = presenter
        self.request = request
        environment = presenter.environment
        context = PresentationContext()
    }

    /// The identity of the presented view's children in the layer.
    func key(_ part: PresentationChildKey.Part) -> PresentationChildKey {
        PresentationChildKey(presenter: presenterSerial, identity: request.identity, part: part)
    }

    /// Closes the presentation as the user asked (a dismiss action, Escape, a drag): writes the
    /// presenting binding, which takes the presentation off the stack at the next update.
    func requestDismiss() { request.dismiss() }

    /// The environment the presented view sees: the presenter's, with this presentation's
    /// `dismiss`, `isPresented` and `presentationMode`, outside any navigation stack or form.
    var presentedEnvironment: EnvironmentValues {
        // The same presenter environment gives the very same result, so that the presented view's
        // bodies are not evaluated again when only the layer refreshed.
        if let cached = presentedCache, cached.base.isIdentical(to: environment) { return cached.result }
        var env = environment
        let dismiss: () -> Void = { [weak self] in self?.requestDismiss() }
        env.dismiss = DismissAction(action: dismiss)
        env.isPresented = true
        env.presentationContext = context
        env.navigationContext = nil
        env.isInForm = false
        env.keyboardShortcut = nil
        presentedCache = (environment, env)
        return env
    }
    private var presentedCache: (base: EnvironmentValues, result: EnvironmentValues)?
}

/// The key of one of a presentation's children in the layer (its dimming or its card).
struct PresentationChildKey: Hashable {
    enum Part: Hashable { case dimming, card }
    let presenter: Int
    let identity: AnyHashable
    let part: Part
}
