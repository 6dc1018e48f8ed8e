import Foundation

/// Whether the page hides its back button (`navigationBarBackButtonHidden`): true when any view on
/// the page asks.
struct NavigationBackButtonHiddenKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

nonisolated extension View {
    /// Hides the back button of the navigation page this view is on, as SwiftUI's
    /// `navigationBarBackButtonHidden(_:)`: the page leaves when the app says so (`dismiss()`, a
    /// button of its own, the path). The title stays where a pushed page's title goes.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        preference(key: NavigationBackButtonHiddenKey.self, value: hidesBackButton)
    }

    /// The title the navigation stack shows while this view is on its page, from a binding, as
    /// SwiftUI's `navigationTitle(_: Binding<String>)`; the bar shows the binding's current value.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        preference(key: NavigationTitleKey.self, value: title.wrappedValue)
    }
}
