import Foundation

nonisolated extension View {
    /// Puts a search field on top of this view, bound to `text`, as SwiftUI's
    /// `searchable(text:placement:prompt:)`.
    ///
    /// ```swift
    /// List(filteredNames, id: \.self) { Text($0) }
    ///     .navigationTitle("Names")
    ///     .searchable(text: $query, prompt: "Find a name")
    /// ```
    /// On a page of a `NavigationStack` the field sits just below the page's title bar; written on
    /// a whole stack, it goes below the root page's title bar (pushed pages have none); elsewhere
    /// it is on top of this view. It is a rounded field with a magnifying glass, `prompt` (or "Search")
    /// as its placeholder and a clear button while it holds text; every keystroke writes `text`.
    /// Tapping it starts searching: the content sees `isSearching` true and a Cancel button appears,
    /// which clears the text, takes the focus and ends searching (as `dismissSearch` does). Return
    /// runs `onSubmit(of: .search)` actions; `searchSuggestions` lists suggestions under the field
    /// while searching. Every `placement` puts the field in the same place (see
    /// `SearchFieldPlacement`).
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: prompt?.plainText, suggestions: nil)
    }

    /// A search field with a prompt from a string literal.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: prompt.key, suggestions: nil)
    }

    /// A search field with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: nil, prompt: String(prompt), suggestions: nil)
    }

    /// A search field whose searching state is `isPresented`, as SwiftUI's
    /// `searchable(text:isPresented:placement:prompt:)`: setting it to true focuses the field and
    /// starts searching; setting it to false ends the search (clears the text, takes the focus);
    /// the field sets it when the person starts or cancels a search.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        SearchableView(
            content: self, text: text, isPresented: isPresented, prompt: prompt?.plainText, suggestions: nil)
    }

    /// A search field with programmatic presentation and a prompt from a string literal.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        SearchableView(content: self, text: text, isPresented: isPresented, prompt: prompt.key, suggestions: nil)
    }

    /// A search field with programmatic presentation and a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        SearchableView(
            content: self, text: text, isPresented: isPresented, prompt: String(prompt), suggestions: nil)
    }

    /// A search field with suggestions, SwiftUI's older `searchable(text:placement:prompt:suggestions:)`
    /// (`searchSuggestions` is the newer spelling).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        SearchableView(
            content: self, text: text, isPresented: nil, prompt: prompt?.plainText,
            suggestions: SearchSuggestions(content: suggestions()))
    }

    /// A search field with suggestions and a prompt from a string literal.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        SearchableView(
            content: self, text: text, isPresented: nil, prompt: prompt.key,
            suggestions: SearchSuggestions(content: suggestions()))
    }

    /// The suggestions the `searchable` view inside lists under its field while searching, as
    /// SwiftUI's `searchSuggestions(_:)`.
    ///
    /// ```swift
    /// ProductList()
    ///     .searchable(text: $text)
    ///     .searchSuggestions {
    ///         Text("🍎").searchCompletion("apple")
    ///         Text("🍐").searchCompletion("pear")
    ///     }
    /// ```
    /// Each view (tuples, groups, conditionals and `ForEach` are opened) is one row of the list; the
    /// list shows while searching when there is at least one row, until a completion is chosen. A
    /// row with `searchCompletion` fills the field when tapped; other rows do what their own
    /// controls do. Write it on the searchable view or on a view around it (Plume reads it there,
    /// or directly on the view `searchable` modifies).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(SearchSuggestionsModifier(suggestions: SearchSuggestions(content: suggestions())))
    }

    /// Makes this suggestion row fill the search field with `completion` when tapped (and run the
    /// `onSubmit(of: .search)` actions), as SwiftUI's `searchCompletion(_:)`. Outside a suggestion
    /// list it changes nothing, as in SwiftUI.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionRow(content: self, completion: completion)
    }
}

/// Gives the searchable view inside its suggestions.
nonisolated struct SearchSuggestionsModifier: ViewModifier {
    let suggestions: SearchSuggestions
    @MainActor func body(content: Content) -> some View { content.environment(\.searchSuggestions, suggestions) }
}

/// A suggestion row with a completion: inside a suggestion list, a button that fills the field.
nonisolated struct SearchCompletionRow<Content: View>: View {
    let content: Content
    let completion: String
    @Environment(\.searchCompletionHandler) private var complete

    @MainActor var body: some View {
        if let complete {
            let completion = self.completion
            Button {
                complete(completion)
            } label: {
                content.frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        } else {
            content
        }
    }
}
