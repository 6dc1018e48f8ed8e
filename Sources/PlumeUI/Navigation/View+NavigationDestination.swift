import Foundation
import PlumeAnimation
import PlumeGraphics

nonisolated extension View {
    /// Declares the page a `NavigationStack` shows for each value of type `D` on its path, as
    /// SwiftUI's `navigationDestination(for:destination:)`.
    ///
    /// ```swift
    /// List(parks) { park in NavigationLink(park.name, value: park) }
    ///     .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
    /// ```
    /// Declare it anywhere inside the stack: on the root's content or on a pushed page (then it
    /// serves while that page is on the stack). Each time this view's body runs the declaration
    /// registers again with the stack (its closure captures the current state, and pages of `D`
    /// re-evaluate); when the view goes, the declaration goes. With several declarations for one
    /// type, the newest serves (a pushed page's over the root's) until it goes. Outside a
    /// stack it does nothing and says so in `ViewGraph.diagnostics`.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationForModifier(destination: destination))
    }

    /// Pushes `destination` on the enclosing `NavigationStack` while `isPresented` is true, as
    /// SwiftUI's `navigationDestination(isPresented:destination:)`.
    ///
    /// ```swift
    /// Button("Settings") { showingSettings = true }
    ///     .navigationDestination(isPresented: $showingSettings) { SettingsView() }
    /// ```
    /// Setting it true pushes the page on top of the stack (whichever page is showing); setting it
    /// false pops that page (and any above it). When a person pops it (back button, dismiss, Escape, swipe), `isPresented` becomes
    /// false. The page follows this view's state while it is shown.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        modifier(
            NavigationDestinationPresenter(
                isPresented: isPresented.wrappedValue, destination: AnyView(destination()),
                setPresented: { isPresented.wrappedValue = $0 }))
    }

    /// Pushes the page `destination` makes for `item` while it is not nil, as SwiftUI's
    /// `navigationDestination(item:destination:)`; popping the page sets `item` to nil.
    ///
    /// ```swift
    /// .navigationDestination(item: $selectedPark) { park in ParkDetails(park: park) }
    /// ```
    /// Changing `item` to another value while the page is shown shows the new value on the same page.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let value = item.wrappedValue
        return modifier(
            NavigationDestinationPresenter(
                isPresented: value != nil, destination: value.map { AnyView(destination($0)) },
                setPresented: { if !$0 { item.wrappedValue = nil } }))
    }
}

/// Registers a destination for `D` with the enclosing stack (see `navigationDestination(for:)`).
nonisolated struct NavigationDestinationForModifier<D: Hashable, C: View>: ViewModifier {
    let destination: (D) -> C
    @Environment(\.navigationContext) private var context
    @State private var token = NavigationDestinationToken()

    @MainActor func body(content: Content) -> some View {
        let registry = context?.destinations
        let token = self.token
        let destination = self.destination
        registry?.register(D.self, token: token) { AnyView(destination($0)) }
        return
            content
            .onDisappear { registry?.unregister(D.self, token: token) }
            .reportingDiagnostic(
                registry == nil
                    ? "navigationDestination(for: \(D.self).self) outside a NavigationStack: nothing shows its values"
                    : nil)
    }
}

/// The page a presenting destination pushed, while it is shown.
final class NavigationPresentedPage {
    var id: Int?
}

/// Pushes `destination` while `isPresented`, and pops it when that turns false
/// (`navigationDestination(isPresented:)` and `navigationDestination(item:)`).
nonisolated struct NavigationDestinationPresenter: ViewModifier {
    let isPresented: Bool
    /// The page's content; nil keeps the last one (an item set to nil: the page slides out as it was).
    let destination: AnyView?
    let setPresented: (Bool) -> Void
    @Environment(\.navigationContext) private var context
    @State private var box = NavigationDestinationBox()
    @State private var page = NavigationPresentedPage()

    @MainActor func body(content: Content) -> some View {
        if let destination { box.update(destination) }
        let sync = self.sync
        return
            content
            .onAppear { sync(isPresented) }
            .onChange(of: isPresented) { sync($0) }
            .reportingDiagnostic(
                context == nil
                    ? "navigationDestination(isPresented:) outside a NavigationStack: it cannot push its destination"
                    : nil)
    }

    @MainActor private func sync(_ show: Bool) {
        guard let context else { return }
        let page = self.page
        let setPresented = self.setPresented
        if show, page.id == nil {
            page.id = context.present(AnyView(NavigationDestinationHost(box: box))) {
                page.id = nil
                setPresented(false)
            }
        } else if !show, let id = page.id {
            page.id = nil
            context.withdraw(id)
        }
    }
}
