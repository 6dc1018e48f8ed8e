import Foundation

extension ForEach {
    /// Rows for each element of a binding to a collection, each given a binding to its element, as
    /// SwiftUI's `ForEach($items) { $item in TextField("Name", text: $item.name) }`; rows are
    /// identified by the elements' `id` key path.
    ///
    /// The collection is read when the rows are made; each row's binding reads and writes the element
    /// at its index, so a row must not outlive a removal of its element (as in SwiftUI).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        self.init(
            collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }, idFunction: { $0.1 },
            content: { element in content(data[element.0]) })
    }

    /// Rows for each element of a binding to a collection of `Identifiable` elements.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID,
        C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A row for each element of a binding to a collection, each given a binding to its element, as
    /// SwiftUI's `List($items) { $item in Toggle(item.name, isOn: $item.done) }`.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        C.Element: Identifiable, C.Index: Hashable,
        Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>
    {
        // Named in full: a binding is `Identifiable` too, so `ForEach(data, content:)` alone could
        // also mean the rows of the binding's elements as a collection.
        self.init { Content(data, content: rowContent) }
    }

    /// A row for each element of a binding to a collection, identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Index: Hashable, Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent> {
        self.init { Content(data, id: id, content: rowContent) }
    }
}
