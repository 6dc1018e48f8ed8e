import Foundation
import PlumeAnimation
import PlumeGraphics

/// Controls for entering data, grouped in sections, as SwiftUI's `Form`.
///
/// ```swift
/// NavigationStack {
///     Form {
///         Section { Picker("Planet", selection: $planet) { … } }
///     }
///     .navigationTitle("Settings")
/// }
/// ```
/// Drawn like iOS Settings: a scrolling column of inset grouped `Section`s on the grey grouped
/// background (which also fills the navigation bar of its page). Rows outside any `Section` are
/// gathered into sections without header. Pickers in a form inside a navigation stack default to
/// the navigation-link style; `NavigationLink`s become rows with a chevron. Not lazy: every row is
/// built.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of `content`'s sections and rows.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        GroupedRowsView(groups: FormGroups.groups(of: content))
    }
}

/// The scrolling column of sections shared by `Form` and `List`.
struct GroupedRowsView: View {
    let groups: [SectionRow]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 32) {
                ForEach(groups) { group in group.view }
            }
            .padding(.vertical, 20)
            .frame(maxWidth: .infinity)
        }
        .background(Color.groupedBackground)
        .environment(\.isInForm, true)
        .preference(key: NavigationPageBackgroundKey.self, value: Color.groupedBackground)
    }
}
