import Foundation
import PlumeGraphics

/// What the search field of a `searchable` view needs from it: the text, the prompt, the focus,
/// whether a search is under way, the suggestion rows to list, the scope picker, and how to end the search or take
/// a completion. The `searchable` view owns the state; the view drawing the field (itself, or the
/// root page of a `NavigationStack` it wraps) only shows it.
struct SearchSession {
    let text: Binding<String>
    let prompt: String
    let focused: FocusState<Bool>.Binding
    let isSearching: Bool
    let rows: [PickerOption]
    /// The scope picker, while it shows.
    let scopes: AnyView?
    let end: () -> Void
    let complete: (String) -> Void
}

/// The search field over content, and the suggestion list over the content while there are rows.
/// Without a session it is the content alone (its position stays the same, so it keeps its state
/// when a session comes or goes).
struct SearchLayout<Content: View>: View {
    let session: SearchSession?
    /// Whether the content fills the space offered (on a navigation page) and the list scrolls.
    let fills: Bool
    let content: Content

    var body: some View {
        VStack(spacing: 0) {
            if let session {
                SearchFieldBar(
                    text: session.text, prompt: session.prompt, focused: session.focused,
                    showsCancel: session.isSearching, cancel: session.end)
                if let scopes = session.scopes { scopes.padding(.horizontal, 16).padding(.bottom, 8) }
            }
            ZStack(alignment: .top) {
                content.frame(maxWidth: fills ? .infinity : nil, maxHeight: fills ? .infinity : nil)
                if let session, !session.rows.isEmpty {
                    SearchSuggestionList(rows: session.rows, scrolls: fills, complete: session.complete)
                }
            }
        }
    }
}

/// Whether a page of a `NavigationStack` inside took the search field of the `searchable` view
/// around the stack.
struct SearchFieldHandedOffKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

struct SearchHandoffKey: EnvironmentKey { static var defaultValue: SearchSession? { nil } }

extension EnvironmentValues {
    /// The session of a `searchable` view written around a `NavigationStack`, for the stack's root
    /// page to draw below its title bar.
    var searchHandoff: SearchSession? {
        get { self[SearchHandoffKey.self] }
        set { self[SearchHandoffKey.self] = newValue }
    }
}

/// The content of a `NavigationStack` page: on the root page, under a `searchable` written around
/// the stack, the search field sits on top of it (just below the title bar) and the page says so
/// with `SearchFieldHandedOffKey`. A pushed page (its depth stays what it was made with) never
/// shows the field, so it is only its content.
nonisolated struct NavigationPageSearchHost<Content: View>: View {
    let content: Content
    let depth: Int
    @Environment(\.searchHandoff) private var handoff

    @MainActor var body: some View {
        if depth == 0 {
            SearchLayout(session: handoff, fills: true, content: content.environment(\.searchHandoff, nil))
                .preference(key: SearchFieldHandedOffKey.self, value: handoff != nil)
        } else {
            content.environment(\.searchHandoff, nil)
        }
    }
}

nonisolated extension View {
    /// This page content with the search field of a `searchable` around the stack, on the root page.
    func navigationPageSearch(depth: Int) -> some View { NavigationPageSearchHost(content: self, depth: depth) }
}
