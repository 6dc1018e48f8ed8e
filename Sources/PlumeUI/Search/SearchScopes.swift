import Foundation

/// When a `searchable` view shows its scopes, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case onTextEntry, onSearchPresentation }
    let kind: Kind
    /// The platform's choice: on iOS (and in Plume) `onTextEntry`.
    public static var automatic: SearchScopeActivation { .onTextEntry }
    /// From the first character typed in a search until the search ends.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(kind: .onTextEntry) }
    /// From when the search starts until it ends.
    public static var onSearchPresentation: SearchScopeActivation {
        SearchScopeActivation(kind: .onSearchPresentation)
    }
}

/// The scope picker `searchScopes` gives the searchable view inside, with when it shows.
struct SearchScopes {
    /// Makes the picker, on the main actor (`searchScopes` is nonisolated, as SwiftUI's).
    let makePicker: @MainActor () -> AnyView
    let activation: SearchScopeActivation

    /// The scope picker.
    @MainActor var picker: AnyView { makePicker() }
}

struct SearchScopesKey: EnvironmentKey { static var defaultValue: SearchScopes? { nil } }

extension EnvironmentValues {
    /// The scopes a `searchScopes` outside gives the searchable view inside.
    var searchScopes: SearchScopes? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }
}

/// Gives the searchable view inside its scopes.
nonisolated struct SearchScopesModifier: ViewModifier {
    let scopes: SearchScopes
    @MainActor func body(content: Content) -> some View { content.environment(\.searchScopes, scopes) }
}

nonisolated extension View {
    /// The scopes of the `searchable` view inside, as SwiftUI's `searchScopes(_:scopes:)`: a
    /// segmented picker under the search field, shown from the first character typed until the
    /// search ends, whose options (each with a `tag`, or from a `ForEach`) set `scope`.
    ///
    /// ```swift
    /// ProductList()
    ///     .searchable(text: $text)
    ///     .searchScopes($scope) {
    ///         Text("Fruit").tag(ProductScope.fruit)
    ///         Text("Vegetable").tag(ProductScope.vegetable)
    ///     }
    /// ```
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// The scopes of the `searchable` view inside, shown as `activation` says, as SwiftUI's
    /// `searchScopes(_:activation:_:)`.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        let parts = MainActorHandOff((scope: scope, options: scopes()))
        let makePicker = { @MainActor in
            AnyView(Picker("Scope", selection: parts.value.scope) { parts.value.options }.pickerStyle(.segmented))
        }
        return modifier(SearchScopesModifier(scopes: SearchScopes(makePicker: makePicker, activation: activation)))
    }
}
