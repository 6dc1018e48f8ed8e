import Foundation
import PlumeStreams

/// One window's hold on an `LAPromptCenter` while it shows the center's prompts: attached when the
/// window's content appears, detached when it disappears or, for a window closed without its views
/// leaving the screen first, when the window's view state is freed. Detaching twice does nothing.
///
/// Without the second way a PAM thread would wait for ever on a dialog no window shows any more;
/// with it the center withdraws the prompt (`.systemCancel`) once the last window has gone.
/// `attach(_:)` and `detach()` run on the main thread; the freeing may happen on any thread and
/// detaches on the main queue.
final class LAPromptAttachment: ObservableObject {
    private var center: LAPromptCenter?

    /// Attaches to `center` (detaching from another center first); nothing when attached to it.
    func attach(_ center: LAPromptCenter) {
        if self.center === center { return }
        detach()
        center.attach()
        self.center = center
    }

    /// Detaches from the center, if attached.
    func detach() {
        center?.detach()
        center = nil
    }

    deinit {
        guard let center else { return }
        if Thread.isMainThread {
            center.detach()
        } else {
            DispatchQueue.main.async { center.detach() }
        }
    }
}
