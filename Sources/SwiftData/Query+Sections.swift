import PlumeAnimation
import PlumeUI

/// SwiftData's sectioned queries: `sectionBy:` a `String` or `String?` key path of the model, with each
/// of the unsectioned forms' arguments; the result is a ``SectionedResults`` titled by that property.
/// Declared with the `@Query` macro on a property of that type:
/// ```swift
/// @Query(sort: \Grocery.name, sectionBy: \Grocery.aisle) private var groceries: SectionedResults<Grocery, String>
/// ```
extension Query where Result == SectionedResults<Element, String> {
    /// A query over `descriptor`'s models, grouped by `title`.
    private init(
        sectioning descriptor: FetchDescriptor<Element>, transaction: Transaction?,
        title: @escaping (Element) -> String
    ) {
        self.init(descriptor: descriptor, transaction: transaction, sectionTitle: title) { $0.sections }
    }

    /// A query for the models `descriptor` describes, in sections by `sectionKeyPath`, updating in `transaction`
    /// after a change (nil: the change's own).
    public init(
        _ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil,
        sectionBy sectionKeyPath: KeyPath<Element, String>
    ) {
        self.init(sectioning: descriptor, transaction: transaction, title: { $0[keyPath: sectionKeyPath] })
    }

    /// A query for the models `descriptor` describes, in sections by `sectionKeyPath` (`nil` is the section titled
    /// `""`), updating in `transaction` after a change (nil: the change's own).
    public init(
        _ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil,
        sectionBy sectionKeyPath: KeyPath<Element, String?>
    ) {
        self.init(sectioning: descriptor, transaction: transaction, title: { $0[keyPath: sectionKeyPath] ?? "" })
    }

    /// A query for the models `descriptor` describes, in sections by `sectionKeyPath`, updating with `animation`
    /// after a change.
    public init(
        _ descriptor: FetchDescriptor<Element>, animation: Animation,
        sectionBy sectionKeyPath: KeyPath<Element, String>
    ) {
        self.init(
            sectioning: descriptor, transaction: Transaction(animation: animation),
            title: { $0[keyPath: sectionKeyPath] })
    }

    /// A query for the models `descriptor` describes, in sections by `sectionKeyPath` (`nil` is the section titled
    /// `""`), updating with `animation` after a change.
    public init(
        _ descriptor: FetchDescriptor<Element>, animation: Animation,
        sectionBy sectionKeyPath: KeyPath<Element, String?>
    ) {
        self.init(
            sectioning: descriptor, transaction: Transaction(animation: animation),
            title: { $0[keyPath: sectionKeyPath] ?? "" })
    }

    /// A query for the models matching `filter` (all when nil), in `sort` order, in sections by `sectionKeyPath`,
    /// updating in `transaction` after a change (nil: the change's own).
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
        transaction: Transaction? = nil,
        sectionBy sectionKeyPath: KeyPath<Element, String>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction,
            title: { $0[keyPath: sectionKeyPath] })
    }

    /// A query for the models matching `filter` (all when nil), in `sort` order, in sections by `sectionKeyPath`
    /// (`nil` is the section titled `""`), updating in `transaction` after a change (nil: the change's own).
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
        transaction: Transaction? = nil,
        sectionBy sectionKeyPath: KeyPath<Element, String?>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction,
            title: { $0[keyPath: sectionKeyPath] ?? "" })
    }

    /// A query for the models matching `filter` (all when nil), in `sort` order, in sections by `sectionKeyPath`,
    /// updating with `animation` after a change.
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation,
        sectionBy sectionKeyPath: KeyPath<Element, String>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: descriptors),
            transaction: Transaction(animation: animation), title: { $0[keyPath: sectionKeyPath] })
    }

    /// A query for the models matching `filter` (all when nil), in `sort` order, in sections by `sectionKeyPath`
    /// (`nil` is the section titled `""`), updating with `animation` after a change.
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation,
        sectionBy sectionKeyPath: KeyPath<Element, String?>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: descriptors),
            transaction: Transaction(animation: animation), title: { $0[keyPath: sectionKeyPath] ?? "" })
    }

    /// A query for the models matching `filter`, sorted by the property at `keyPath`, in sections by
    /// `sectionKeyPath`, updating in `transaction` after a change (nil: the change's own).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        transaction: Transaction? = nil,
        sectionBy sectionKeyPath: KeyPath<Element, String>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
            transaction: transaction, title: { $0[keyPath: sectionKeyPath] })
    }

    /// A query for the models matching `filter`, sorted by the property at `keyPath`, in sections by `sectionKeyPath`
    /// (`nil` is the section titled `""`), updating in `transaction` after a change (nil: the change's own).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        transaction: Transaction? = nil,
        sectionBy sectionKeyPath: KeyPath<Element, String?>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
            transaction: transaction, title: { $0[keyPath: sectionKeyPath] ?? "" })
    }

    /// A query for the models matching `filter`, sorted by the property at `keyPath`, in sections by
    /// `sectionKeyPath`, updating with `animation` after a change.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        animation: Animation,
        sectionBy sectionKeyPath: KeyPath<Element, String>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
            transaction: Transaction(animation: animation), title: { $0[keyPath: sectionKeyPath] })
    }

    /// A query for the models matching `filter`, sorted by the property at `keyPath`, in sections by `sectionKeyPath`
    /// (`nil` is the section titled `""`), updating with `animation` after a change.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        animation: Animation,
        sectionBy sectionKeyPath: KeyPath<Element, String?>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
            transaction: Transaction(animation: animation), title: { $0[keyPath: sectionKeyPath] ?? "" })
    }

    /// A query for the models matching `filter`, sorted by the optional property at `keyPath`, in sections by
    /// `sectionKeyPath`, updating in `transaction` after a change (nil: the change's own).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        transaction: Transaction? = nil,
        sectionBy sectionKeyPath: KeyPath<Element, String>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
            transaction: transaction, title: { $0[keyPath: sectionKeyPath] })
    }

    /// A query for the models matching `filter`, sorted by the optional property at `keyPath`, in sections by
    /// `sectionKeyPath` (`nil` is the section titled `""`), updating in `transaction` after a change (nil: the
    /// change's own).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        transaction: Transaction? = nil,
        sectionBy sectionKeyPath: KeyPath<Element, String?>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
            transaction: transaction, title: { $0[keyPath: sectionKeyPath] ?? "" })
    }

    /// A query for the models matching `filter`, sorted by the optional property at `keyPath`, in sections by
    /// `sectionKeyPath`, updating with `animation` after a change.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        animation: Animation,
        sectionBy sectionKeyPath: KeyPath<Element, String>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
            transaction: Transaction(animation: animation), title: { $0[keyPath: sectionKeyPath] })
    }

    /// A query for the models matching `filter`, sorted by the optional property at `keyPath`, in sections by
    /// `sectionKeyPath` (`nil` is the section titled `""`), updating with `animation` after a change.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        animation: Animation,
        sectionBy sectionKeyPath: KeyPath<Element, String?>
    ) {
        self.init(
            sectioning: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
            transaction: Transaction(animation: animation), title: { $0[keyPath: sectionKeyPath] ?? "" })
    }
}
