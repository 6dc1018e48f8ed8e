import PlumeStore

/// The models of a sectioned `@Query`, grouped into sections by a title, as SwiftData's
/// `SectionedResults`.
///
/// ```swift
/// @Query(sort: \Grocery.name, sectionBy: \.aisle) private var groceries: SectionedResults<Grocery, String>
///
/// List {
///     ForEach(groceries) { section in
///         Section(section.title) { ForEach(section) { Text($0.name) } }
///     }
/// }
/// ```
/// Made by ``Query`` after each fetch (never by app code): the sections come in the order of their first
/// model in the fetched order, and each holds its models in that order. Sort by the section's property
/// first for sections that follow one another as the models do; models of one title that the sort
/// separates still share one section, at the place of its first model. Titles are looked up in O(1).
public struct SectionedResults<Element: PersistentModel, SectionTitle: Hashable>: RandomAccessCollection {
    /// The sections, in order.
    private let sections: [ResultsSection<Element, SectionTitle>]
    /// Each title's index in ``sections``.
    private let indexOfTitle: [SectionTitle: Int]

    /// No sections (a query that is not sectioned, or before its view fetched).
    init() {
        sections = []
        indexOfTitle = [:]
    }

    /// `models`, grouped by `title(model)`, in the order described above.
    init(_ models: [Element], titledBy title: (Element) -> SectionTitle) {
        let grouping = SectionGrouping(models, titledBy: title)
        sections = zip(grouping.titles, grouping.members).map { ResultsSection(title: $0, elements: $1) }
        indexOfTitle = grouping.indexOfTitle
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }
    public subscript(position: Int) -> ResultsSection<Element, SectionTitle> { sections[position] }

    /// The section titles, in order.
    public var sectionTitles: [SectionTitle] { sections.map(\.title) }

    /// The section titled `title`, or `nil` when no model has that title.
    public subscript(sectionTitle title: SectionTitle) -> ResultsSection<Element, SectionTitle>? {
        indexOfTitle[title].map { sections[$0] }
    }

    /// The index of the section titled `title`, or `nil` when there is none.
    public func index(ofSectionTitled title: SectionTitle) -> Int? { indexOfTitle[title] }

    /// Whether a section is titled `title`.
    public func contains(sectionTitle title: SectionTitle) -> Bool { indexOfTitle[title] != nil }
}

/// One section of a ``SectionedResults``: the models that share a title, in the fetched order, as
/// SwiftData's `ResultsSection`. Identified by its title, so `ForEach(results) { section in … }` keeps
/// each section's rows as sections come and go.
public struct ResultsSection<Element: PersistentModel, SectionTitle: Hashable>: RandomAccessCollection,
    Identifiable
{
    /// The value of the `sectionBy` key path that every model of the section has.
    public let title: SectionTitle
    /// The models, in the fetched order.
    private let elements: [Element]

    init(title: SectionTitle, elements: [Element]) {
        self.title = title
        self.elements = elements
    }

    /// The section's ``title``.
    public var id: SectionTitle { title }
    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(position: Int) -> Element { elements[position] }
}
