import Foundation
import PlumeAnimation
import PlumeGraphics

/// Views computed from a collection, each identified by an id, as SwiftUI's `ForEach`.
///
/// Rows keep their state while their id stays; a new id gets a new view and fresh state; a removed id
/// destroys its view (running `onDisappear`).
/// ```swift
/// ForEach(items) { item in Text(item.name) }          // Identifiable
/// ForEach(names, id: \.self) { Text($0) }
/// ForEach(0..<5) { i in Text("Row \(i)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The collection.
    public var data: Data
    /// Builds a row's view.
    public var content: (Data.Element) -> Content
    /// The key path the ids are read through, when the rows were given one (nil when `idFunction`
    /// makes them): two `ForEach`es with equal data and equal key paths give the same ids, which a
    /// lazy stack then need not read again (see `LazyRowSource.hasSameRowIDs(as:)`).
    private(set) var idKeyPath: KeyPath<Data.Element, ID>?
    /// Makes an element's id when the rows were not given a key path. Kept apart from the key path
    /// (not a closure wrapping it) so that a `ForEach` made again from equal data, the same key path
    /// and the same content closure compares equal (`ViewEquality`), and its rows are not made again.
    private var idFunction: ((Data.Element) -> ID)?

    /// Rows identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.idKeyPath = id
    }

    /// Rows identified by `id`, a function of the element (the binding rows' index and id pairs).
    init(_ data: Data, idFunction: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idFunction = idFunction
    }

    /// The id of the row `element` makes.
    func id(_ element: Data.Element) -> ID {
        if let idKeyPath { return element[keyPath: idKeyPath] }
        guard let idFunction else { preconditionFailure("ForEach: made with neither a key path nor an id function") }
        return idFunction(element)
    }

    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { ContainerBehavior.providing(Self.self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows identified by their `Identifiable` ids.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Rows for a constant range, identified by their offsets.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// Rows for a closed range, identified by their offsets.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
