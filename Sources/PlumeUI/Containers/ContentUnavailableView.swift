import Foundation
import PlumeGraphics

/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`: a large
/// secondary icon, a bold title, a description and actions, centred in the space offered.
///
/// ```swift
/// if notes.isEmpty {
///     ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Tap + to write one."))
/// }
/// ContentUnavailableView.search(text: query)          // "No Results for “query”"
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of `label`, `description` and `actions`.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(ContentUnavailableLabelStyle())
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == PlumeUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title and a symbol, with an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { PlumeUI.Label(title, systemImage: name) }, description: { description })
    }
    /// A title and an image of the app's, with an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { PlumeUI.Label(title, image: name) }, description: { description })
    }
    /// A title (a string) and a symbol, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { PlumeUI.Label(title, systemImage: name) }, description: { description })
    }
    /// A title (a string) and an image of the app's, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { PlumeUI.Label(title, image: name) }, description: { description })
    }
}

/// The parts of `ContentUnavailableView.search`, as SwiftUI names them.
public enum SearchUnavailableContent {
    /// "No Results", with a magnifying glass.
    public struct Label: View {
        let text: String?
        public var body: some View {
            PlumeUI.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }
    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// A search that found nothing.
    public static var search: Self { search(text: nil) }

    /// A search for `text` that found nothing ("No Results for “text”").
    public static func search(text: String) -> Self { search(text: Optional(text)) }

    private static func search(text: String?) -> Self {
        Self(
            label: { SearchUnavailableContent.Label(text: text.flatMap { $0.isEmpty ? nil : $0 }) },
            description: { SearchUnavailableContent.Description() }, actions: { SearchUnavailableContent.Actions() })
    }
}

/// The icon large and secondary over the title in bold.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}
