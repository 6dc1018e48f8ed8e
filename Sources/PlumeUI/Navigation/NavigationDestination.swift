import Foundation
import PlumeAnimation
import PlumeGraphics
import PlumeStreams

/// The destination of one `NavigationLink`, kept by the link and shown by the page it pushed: each
/// time the link's body is evaluated it stores the destination's new value and the page shows it,
/// so a pushed destination follows the state of the view that pushed it (as in SwiftUI).
final class NavigationDestinationBox: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    private(set) var view = AnyView(EmptyView())

    /// Stores the destination's current value; a page showing it re-evaluates.
    func update(_ view: AnyView) {
        objectWillChange.send()
        self.view = view
    }
}

/// A pushed page's content: the current value of the link's destination.
struct NavigationDestinationHost: View {
    @ObservedObject var box: NavigationDestinationBox
    var body: some View { box.view }
}
