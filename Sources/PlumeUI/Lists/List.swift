import Foundation
import PlumeAnimation
import PlumeGraphics

/// Rows in a scrolling column, as SwiftUI's `List`, optionally with a selection.
///
/// ```swift
/// List(planets, id: \.self) { planet in Text(planet) }
/// List { Section("Inner") { … }; Section("Outer") { … } }
/// List(selection: $selected) { ForEach(items) { Text($0.name) } }
/// List { ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) } }
/// ```
/// Drawn in the environment's `listStyle` (inset grouped by default, as `Form`: rounded sections
/// on the grouped background); every row is built (not lazy, so it suits lists of up to a few
/// hundred rows; `Table` is lazy). `List(_:children:)` shows a tree (see `OutlineGroup`).
///
/// **Selection.** A row's selection value is its `.tag(_:)`, or the id of the `ForEach` that made it;
/// rows whose value is not of `SelectionValue`'s type are not selectable. With a
/// `Binding<SelectionValue?>` a tap selects the row; with a `Binding<Set<SelectionValue>>` a tap adds
/// or removes it (in edit mode each row shows a selection circle, as on iOS; out of edit mode taps
/// toggle too, where macOS would need Command). Selected rows are highlighted in grey. Arrow keys do
/// not move the selection yet. In a `NavigationSplitView` column, a tap also tells the split view
/// (which pushes the next column when collapsed); a `NavigationLink(value:)` row whose value is of
/// the selection's type selects its value rather than pushing, as in SwiftUI.
///
/// **Editing.** `onDelete` and `onMove` on a `ForEach` of the list, `swipeActions` on a row, and
/// `\.editMode` (toggled by `EditButton`) behave as on iOS; see `ListRowView`.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?
    /// The tree of a `List(_:children:)`, whose rows it shows instead of `content`'s.
    var outline: [OutlineItem]? = nil
    @Environment(\.splitViewColumnReporter) private var splitViewColumn
    @Environment(\.listStyleKind) private var style

    public var body: some View {
        if let outline {
            OutlineListView(roots: outline, selection: selection?.reporting(to: splitViewColumn), style: style)
        } else {
            GroupedRowsView(groups: FormGroups.groups(of: content), style: style)
                .environment(\.listSelection, selection?.reporting(to: splitViewColumn))
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of `content`'s rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of `data`, identified by its `Identifiable` id.
    ///
    /// Disfavoured so that `List($items) { $item in … }` means the rows of bindings
    /// (`ForEach+Binding.swift`): a binding to a collection is itself a collection of identifiable
    /// bindings, which this form would also take.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init { ForEach(data, id: \.id, content: rowContent) }
    }
}

extension List {
    /// A list whose rows can be selected one at a time.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        // No closure (`Optional.map`): Swift 5 code makes lists on any thread, where Swift 6 checks a
        // main-actor closure handed to the standard library.
        self.selection = if let selection { .single(selection) } else { nil }
    }

    /// A list whose rows can be selected several at a time.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = if let selection { .multiple(selection) } else { nil }
    }

    /// A row for each element of `data`, identified by `id`, selected one at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of `data`, identified by `id`, selected several at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each `Identifiable` element of `data`, selected one at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: \.id, content: rowContent) }
    }

    /// A row for each `Identifiable` element of `data`, selected several at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: \.id, content: rowContent) }
    }
}
