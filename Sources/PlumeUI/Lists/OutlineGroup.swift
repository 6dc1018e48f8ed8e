import Foundation
import PlumeGraphics

/// A tree of rows that open and close, as SwiftUI's `OutlineGroup`.
///
/// ```swift
/// struct FileItem: Identifiable { let id = UUID(); var name: String; var children: [FileItem]? }
/// OutlineGroup(files, children: \.children) { item in Label(item.name, systemImage: "folder") }
/// List(files, children: \.children, selection: $selected) { Text($0.name) }
/// ```
/// An element whose `children` is nil is a leaf; any other (even an empty array) is a branch with
/// a chevron before it that a tap turns, showing or hiding its children indented one level (20
/// points) further. Branches start collapsed; the group keeps which are open.
///
/// Differences from SwiftUI: the chevron is at the leading edge on every platform (as macOS and
/// iOS sidebars draw it); an `OutlineGroup` placed inside a `List` or `Section` is one row there
/// (use `List(_:children:)` for a list whose rows are the outline's, with selection and arrow keys);
/// more than 64 levels (a cycle in the data) are cut off and reported in `ViewGraph.diagnostics`.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [OutlineItem]
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View { OutlineGroupView(roots: roots) }
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// An outline of `data`'s elements, whose children are at `children`.
    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        roots = OutlineItem.items(data, id: \.id, children: children, content: content)
    }

    /// An outline of `root` and its descendants.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        roots = OutlineItem.items(CollectionOfOne(root), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// An outline of `data`'s elements, identified by `id`, whose children are at `children`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        roots = OutlineItem.items(data, id: id, children: children, content: content)
    }

    /// An outline of `root` and its descendants, identified by `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        roots = OutlineItem.items(CollectionOfOne(root), id: id, children: children, content: content)
    }
}

/// The children of an outline's branch, as SwiftUI's `OutlineSubgroupChildren` (the content type
/// of the disclosure groups an `OutlineGroup`'s type names).
public struct OutlineSubgroupChildren: View {
    let content: AnyView
    public var body: some View { content }
}

/// Draws a stand-alone `OutlineGroup`: the visible rows in a column, keeping which branches are open.
struct OutlineGroupView: View {
    let roots: [OutlineItem]
    @State private var expanded: Set<AnyHashable> = []

    var body: some View {
        var tooDeep = false
        let rows = OutlineRows.visible(roots, expanded: expanded) { tooDeep = true }
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(rows) { row in
                OutlineRowLabel(row: row, isExpanded: expanded.contains(row.id)) {
                    withAnimation(.easeInOut(duration: 0.2)) { expanded.formSymmetricDifference([row.id]) }
                }
                .padding(.vertical, 2)
            }
        }
        .reportingDiagnostic(tooDeep ? OutlineRows.tooDeepMessage : nil)
    }
}
