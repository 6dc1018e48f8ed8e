/// Fetched objects grouped into sections by a title, keeping the fetched order: what SwiftData's
/// `SectionedResults` and SwiftUI's `SectionedFetchResults` are built from (one grouping for both).
///
/// Sections come in the order of their first element; each holds its elements in the fetched order.
/// Elements of one title that the order separates still share one section, at the place of the first.
/// Made once per fetch by the view property that fetched; immutable afterwards.
package struct SectionGrouping<Title: Hashable, Element> {
    /// The section titles, in order.
    package let titles: [Title]
    /// Each section's elements, in the order of ``titles``.
    package let members: [[Element]]
    /// Each title's index in ``titles``.
    package let indexOfTitle: [Title: Int]

    /// No sections.
    package init() {
        titles = []
        members = []
        indexOfTitle = [:]
    }

    /// `elements` grouped by `title(element)`.
    package init(_ elements: [Element], titledBy title: (Element) -> Title) {
        var titles: [Title] = []
        var members: [[Element]] = []
        var indexOfTitle: [Title: Int] = [:]
        for element in elements {
            let elementTitle = title(element)
            if let index = indexOfTitle[elementTitle] {
                members[index].append(element)
            } else {
                indexOfTitle[elementTitle] = titles.count
                titles.append(elementTitle)
                members.append([element])
            }
        }
        self.titles = titles
        self.members = members
        self.indexOfTitle = indexOfTitle
    }
}
