import Foundation
import PlumeAnimation
import PlumeGraphics

/// Rows in a scrolling column, as SwiftUI's `List`.
///
/// ```swift
/// List(planets, id: \.self) { planet in Text(planet) }
/// List { Section("Inner") { … }; Section("Outer") { … } }
/// ```
/// Plume draws every list in the inset grouped style (as `Form`: rounded sections on the grouped
/// background) and builds every row (not lazy, so it suits lists of up to a few hundred rows);
/// there is no selection, editing or swipe actions.
public struct List<Content: View>: View {
    let content: Content

    /// A list of `content`'s rows and sections.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of `data`, identified by its `Identifiable` id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, id: \.id, content: rowContent)
    }

    public var body: some View {
        GroupedRowsView(groups: FormGroups.groups(of: content))
    }
}
