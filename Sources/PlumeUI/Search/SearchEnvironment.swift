import Foundation

/// Ends the search of the `searchable` view it was read in, as SwiftUI's `DismissSearchAction`:
/// read it with `@Environment(\.dismissSearch)` and call it.
///
/// Calling it clears the search text, takes the focus from the search field and sets `isSearching`
/// to false. Outside a searchable view, or while nobody is searching, it does nothing (as in SwiftUI).
public struct DismissSearchAction {
    let action: (() -> Void)?
    /// Ends the current search, if any.
    public func callAsFunction() { action?() }
}

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: nil) }
}
struct SearchCompletionHandlerKey: EnvironmentKey { static var defaultValue: ((String) -> Void)? { nil } }
struct SearchSuggestionsKey: EnvironmentKey { static var defaultValue: SearchSuggestions? { nil } }

/// The views given to `searchSuggestions`, carried down to the `searchable` view inside.
struct SearchSuggestions {
    let content: any View
}

extension EnvironmentValues {
    /// Whether the person is searching in the `searchable` view this was read in, as SwiftUI's
    /// `isSearching`: true from when the search field takes the focus until the search is ended
    /// (Cancel, `dismissSearch`, or the `isPresented` binding set to false). Only the content of a
    /// searchable view sees it; elsewhere it is false.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the current search of the enclosing `searchable` view.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// Inside a suggestion list: fills the search field with a completion (`searchCompletion`).
    var searchCompletionHandler: ((String) -> Void)? {
        get { self[SearchCompletionHandlerKey.self] }
        set { self[SearchCompletionHandlerKey.self] = newValue }
    }

    /// The suggestions a `searchSuggestions` outside gives the searchable view inside.
    var searchSuggestions: SearchSuggestions? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }
}
