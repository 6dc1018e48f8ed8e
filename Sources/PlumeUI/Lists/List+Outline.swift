import Foundation

/// The outline spellings of `List`: rows of a tree whose branches open and close (see
/// `OutlineGroup` and `OutlineListView`).
extension List where SelectionValue == Never {
    /// A list of the tree `data`, whose children are at `children`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data.Element: Identifiable
    {
        let group = OutlineGroup(data, children: children, content: rowContent)
        self.content = group
        selection = nil
        outline = group.roots
    }

    /// A list of the tree `data`, identified by `id`, whose children are at `children`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        let group = OutlineGroup(data, id: id, children: children, content: rowContent)
        self.content = group
        selection = nil
        outline = group.roots
    }
}

extension List {
    /// A list of the tree `data` whose rows are selected one at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data.Element: Identifiable
    {
        let group = OutlineGroup(data, children: children, content: rowContent)
        self.content = group
        self.selection = selection.map { ListSelection.single($0) }
        outline = group.roots
    }

    /// A list of the tree `data` whose rows are selected several at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data.Element: Identifiable
    {
        let group = OutlineGroup(data, children: children, content: rowContent)
        self.content = group
        self.selection = selection.map { ListSelection.multiple($0) }
        outline = group.roots
    }

    /// A list of the tree `data`, identified by `id`, whose rows are selected one at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        let group = OutlineGroup(data, id: id, children: children, content: rowContent)
        self.content = group
        self.selection = selection.map { ListSelection.single($0) }
        outline = group.roots
    }

    /// A list of the tree `data`, identified by `id`, whose rows are selected several at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>
    {
        let group = OutlineGroup(data, id: id, children: children, content: rowContent)
        self.content = group
        self.selection = selection.map { ListSelection.multiple($0) }
        outline = group.roots
    }
}
