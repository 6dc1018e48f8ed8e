import Foundation
import PlumeAnimation
import PlumeGraphics
import PlumeStreams

/// The `navigationDestination(for:destination:)` declarations of one `NavigationStack`, by the type
/// of value they show.
///
/// The stack owns one and hands it to every page through the navigation context in the
/// environment. A declaration anywhere inside the stack (the root's content or a pushed page)
/// registers its closure under its type each time its body runs, and unregisters when it
/// disappears; a page showing a path value reads the slot of the value's type and, while it is in
/// view, re-evaluates when a declaration for it registers again (so a destination follows the state
/// of the view that declared it, as in SwiftUI; a covered page catches up when it is uncovered). When several declarations for one type are alive, the newest one
/// serves (a pushed page's over the root's) until it goes.
final class NavigationDestinationRegistry {
    private var slots: [ObjectIdentifier: NavigationDestinationSlot] = [:]

    /// The slot for values of `type` (made empty on first use).
    func slot(for type: Any.Type) -> NavigationDestinationSlot {
        let key = ObjectIdentifier(type)
        if let slot = slots[key] { return slot }
        let slot = NavigationDestinationSlot()
        slots[key] = slot
        return slot
    }

    /// Registers (or replaces) `token`'s destination for values of `D`.
    func register<D>(_ type: D.Type, token: NavigationDestinationToken, make: @escaping (D) -> AnyView) {
        slot(for: D.self).register(token) { item in item.value(as: D.self).map(make) }
    }

    /// Removes `token`'s destination for values of `type`.
    func unregister(_ type: Any.Type, token: NavigationDestinationToken) {
        slots[ObjectIdentifier(type)]?.unregister(token)
    }
}

/// The identity of one `navigationDestination(for:)` declaration while its view is shown.
final class NavigationDestinationToken {}

/// The declarations for one type of value, and the pages showing values of that type.
final class NavigationDestinationSlot {
    private var registrations: [(token: ObjectIdentifier, make: (NavigationPathItem) -> AnyView?)] = []
    /// The watches of the pages showing this type (weakly held: a page that goes drops out).
    private var watches: [WeakWatch] = []

    private struct WeakWatch {
        weak var watch: NavigationDestinationWatch?
    }

    /// The destination in use, if any is declared.
    var current: ((NavigationPathItem) -> AnyView?)? { registrations.last?.make }

    /// Lets `watch` hear of new registrations (once; pages call it from their body).
    func attach(_ watch: NavigationDestinationWatch) {
        guard !watch.isAttached else { return }
        watch.isAttached = true
        watches.removeAll { $0.watch == nil }
        watches.append(WeakWatch(watch: watch))
    }

    /// Stores `token`'s closure; the pages in view showing this type re-evaluate (covered pages
    /// catch up when they come back into view).
    func register(_ token: NavigationDestinationToken, make: @escaping (NavigationPathItem) -> AnyView?) {
        let id = ObjectIdentifier(token)
        for entry in watches {
            if let watch = entry.watch, watch.isVisible { watch.objectWillChange.send() }
        }
        if let index = registrations.firstIndex(where: { $0.token == id }) {
            registrations[index].make = make
        } else {
            registrations.append((id, make))
        }
    }

    /// Forgets `token`'s closure. Pages keep what they show until they next update (a page and the
    /// declaration under it usually go together, and the page slides out showing its content).
    func unregister(_ token: NavigationDestinationToken) {
        registrations.removeAll { $0.token == ObjectIdentifier(token) }
    }
}

/// A page showing one value of a navigation path: its type's declared destination, or a placeholder.
///
/// While the page is in view (`isVisible`) it follows its declaration: each time the declaration
/// registers again the page is rebuilt. A page covered by two or more others keeps what it showed
/// (its subtree is not rebuilt, so a push onto a deep stack does not rebuild every page) and
/// catches up when it comes back into view.
struct NavigationValueDestinationView: View {
    let item: NavigationPathItem
    let slot: NavigationDestinationSlot
    let isVisible: Bool
    @StateObject private var watch = NavigationDestinationWatch()
    @State private var shown = NavigationShownContent()

    var body: some View {
        let shown = self.shown
        watch.isVisible = isVisible
        slot.attach(watch)
        if isVisible || shown.view == nil {
            shown.version += 1
            shown.view =
                slot.current?(item)
                ?? AnyView(NavigationMissingDestinationView(typeName: String(describing: item.type)))
        }
        return NavigationKeptContent(version: shown.version, content: shown.view ?? AnyView(EmptyView()))
    }
}

/// How a value page hears that its type's declaration registered again: only while it is in view.
final class NavigationDestinationWatch: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var isVisible = true
    var isAttached = false
}

/// What a value page last built, and how many times it built it.
final class NavigationShownContent {
    var view: AnyView?
    var version = 0
}

/// A value page's content, equal to itself while `version` is unchanged (so the graph skips it).
struct NavigationKeptContent: View, Equatable {
    let version: Int
    let content: AnyView
    nonisolated static func == (lhs: NavigationKeptContent, rhs: NavigationKeptContent) -> Bool {
        lhs.version == rhs.version
    }
    var body: some View { content }
}

/// What a page shows for a value whose type has no `navigationDestination(for:)` in the stack: a
/// warning triangle and "No destination for <Type>", and a message in `ViewGraph.diagnostics`
/// (SwiftUI shows a similar placeholder and logs a warning).
struct NavigationMissingDestinationView: View {
    let typeName: String

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "exclamationmark.triangle")
                .font(.system(size: 44))
                .foregroundColor(.yellow)
            Text(verbatim: "No destination for \(typeName)").font(.headline)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .reportingDiagnostic(
            "NavigationStack: a pushed value of type \(typeName) has no navigationDestination(for: \(typeName).self)"
                + " inside the stack; its page shows a placeholder")
    }
}
