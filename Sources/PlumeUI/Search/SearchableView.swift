import Foundation
import PlumeGraphics

/// A `searchable` view: the search field on top of the content, the suggestion list over the
/// content while searching, and the content's `isSearching` and `dismissSearch`.
///
/// Plume draws the field in the view rather than in a navigation bar: above the view `searchable`
/// modifies, which on a page of a `NavigationStack` is the page's content, so the field sits just
/// below the title bar. Written around a whole `NavigationStack`, it hands the field to the stack's
/// root page (through `searchHandoff`; the page answers with `SearchFieldHandedOffKey`), which draws
/// it below its title bar; pushed pages have no field, and the whole stack sees `isSearching`.
///
/// Searching starts when the field takes the focus (a tap, or `isPresented` set to true) and lasts
/// until it is ended (Cancel, `dismissSearch`, `isPresented` set to false), as on iOS: the field
/// may lose the focus while searching (a tap in the content) and the search goes on.
nonisolated struct SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    /// The placeholder; nil for the default, "Search".
    let prompt: String?
    /// Suggestions given with `searchable(text:…suggestions:)`.
    let suggestions: SearchSuggestions?

    /// Whether a search is under way (the state `isPresented` mirrors when given).
    @State private var active = false
    @FocusState private var focused: Bool
    /// The completion last chosen; the suggestions hide while the text is still that completion.
    @State private var completed: String?
    /// Whether the root page of a `NavigationStack` inside draws the field (this view then does not).
    @State private var handedOff = false
    @Environment(\.searchSuggestions) private var outerSuggestions
    @Environment(\.searchScopes) private var outerScopes
    /// Whether text was typed since the search started (`SearchScopeActivation.onTextEntry`).
    @State private var typed = false
    @Environment(\.submitActions) private var submitActions
    @Environment(\.navigationContext) private var navigationContext

    @MainActor private var isSearching: Bool { isPresented?.wrappedValue ?? active }

    /// The suggestion rows: from `searchable(…suggestions:)`, a `searchSuggestions` written directly
    /// on the modified view, or one around this view.
    @MainActor private var suggestionRows: [PickerOption] {
        guard let source = suggestions ?? innerModifier(SearchSuggestionsModifier.self)?.suggestions ?? outerSuggestions
        else { return [] }
        return PickerOptions.options(in: source.content)
    }

    /// The outermost modifier of type `M` on the view `searchable` was written on, if any.
    @MainActor private func innerModifier<M>(_ type: M.Type) -> M? {
        var current: any View = content
        while let modified = current as? AnyModifiedContent {
            if let found = modified.anyModifier as? M { return found }
            current = modified.anyContent
        }
        return nil
    }

    /// The scope picker while it shows: from `searchScopes` on the modified view or around this one.
    @MainActor private var scopePicker: AnyView? {
        guard isSearching, let scopes = innerModifier(SearchScopesModifier.self)?.scopes ?? outerScopes else {
            return nil
        }
        return scopes.activation == .onSearchPresentation || typed ? scopes.picker : nil
    }

    @MainActor var body: some View {
        let searching = isSearching
        let dismiss = DismissSearchAction(action: searching ? { end() } : nil)
        let session = SearchSession(
            text: text, prompt: prompt ?? "Search", focused: $focused, isSearching: searching,
            rows: searching && completed != text.wrappedValue ? suggestionRows : [], scopes: scopePicker,
            end: { end() },
            complete: { complete($0) })
        let inPage = navigationContext != nil
        return SearchLayout(
            session: handedOff ? nil : session, fills: inPage,
            content:
                content
                .environment(\.isSearching, searching)
                .environment(\.dismissSearch, dismiss)
                .environment(\.searchSuggestions, nil)
                .environment(\.searchScopes, nil)
                .environment(\.searchHandoff, inPage ? nil : session)
                .onPreferenceChange(SearchFieldHandedOffKey.self) { handedOff = $0 }
        )
        .onChange(of: text.wrappedValue) { _, newText in
            if searching, !newText.isEmpty { typed = true }
        }
        .onChange(of: focused) { _, isFocused in
            if isFocused { begin() }
        }
        .onChange(of: isPresented?.wrappedValue ?? false) { _, presented in
            if presented, !focused { focused = true }
            if !presented, active { end() }
        }
        .onAppear {
            if isPresented?.wrappedValue == true { focused = true }
        }
    }

    /// Searching starts (the field took the focus).
    @MainActor private func begin() {
        active = true
        if isPresented?.wrappedValue == false { isPresented?.wrappedValue = true }
    }

    /// Ends the search: clears the text, takes the focus, hides the suggestions.
    @MainActor private func end() {
        text.wrappedValue = ""
        focused = false
        completed = nil
        typed = false
        active = false
        if isPresented?.wrappedValue == true { isPresented?.wrappedValue = false }
    }

    /// A suggestion's completion was chosen: it fills the field and submits the search.
    @MainActor private func complete(_ completion: String) {
        text.wrappedValue = completion
        completed = completion
        submitActions.run(for: .search)
    }
}
