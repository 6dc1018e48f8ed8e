import Foundation
import PlumeGraphics

/// A node of a tree of rows, erased from the data it came from: its id, how to build its row, and
/// its children (nil for a leaf; an empty array is a branch with nothing in it, as in SwiftUI).
///
/// Made by `OutlineGroup` and `List(_:children:)` from their data; read by `OutlineRows.visible`.
/// Children are only asked for when their parent is expanded.
struct OutlineItem {
    let id: AnyHashable
    let row: () -> AnyView
    let children: (() -> [OutlineItem])?

    /// The items of `data`, whose children are at `children`, identified by `id`, built by `content`.
    static func items<Roots: Sequence, Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Roots, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Row
    ) -> [OutlineItem] where Roots.Element == Data.Element {
        data.map { element in
            OutlineItem(
                id: AnyHashable(element[keyPath: id]), row: { AnyView(content(element)) },
                children: element[keyPath: children].map { kids in
                    { items(kids, id: id, children: children, content: content) }
                })
        }
    }
}

/// One visible row of an outline: the item, how deep it is, and its parent's id.
struct OutlineRow: Identifiable {
    let item: OutlineItem
    let depth: Int
    let parent: AnyHashable?
    var id: AnyHashable { item.id }
    var isBranch: Bool { item.children != nil }
}

/// The arithmetic of outlines: which rows show, and what the arrow keys do.
enum OutlineRows {
    /// The most levels shown; deeper rows (a cycle in the data) are cut off and reported.
    static let maximumDepth = 64
    static let tooDeepMessage = "outline: more than 64 levels (a cycle in the data?); the deeper rows are not shown"

    /// The rows that show: `roots`, and the children of expanded branches, depth first.
    /// `tooDeep` is called once when a branch deeper than `maximumDepth` is expanded.
    static func visible(_ roots: [OutlineItem], expanded: Set<AnyHashable>, tooDeep: () -> Void = {}) -> [OutlineRow] {
        var rows: [OutlineRow] = []
        var reported = false
        func walk(_ items: [OutlineItem], depth: Int, parent: AnyHashable?) {
            for item in items {
                rows.append(OutlineRow(item: item, depth: depth, parent: parent))
                guard let children = item.children, expanded.contains(item.id) else { continue }
                guard depth + 1 < maximumDepth else {
                    if !reported {
                        reported = true
                        tooDeep()
                    }
                    continue
                }
                walk(children(), depth: depth + 1, parent: item.id)
            }
        }
        walk(roots, depth: 0, parent: nil)
        return rows
    }
}

/// A row of an outline as drawn: indented by its depth, a chevron for a branch (pointing right,
/// turned down when expanded; a tap toggles it), then the content.
struct OutlineRowLabel: View {
    let row: OutlineRow
    let isExpanded: Bool
    let toggle: () -> Void
    /// A right-to-left layout mirrors the chevron (`chevron.forward`), so it turns the other way to point down.
    @Environment(\.layoutDirection) var layoutDirection
    /// The indentation of each level.
    static let indent: CGFloat = 20

    var body: some View {
        HStack(spacing: 4) {
            if row.isBranch {
                Button(action: toggle) {
                    Image(systemName: "chevron.forward")
                        .font(.system(size: 12, weight: .semibold))
                        .foregroundColor(.secondary)
                        .rotationEffect(.degrees(isExpanded ? (layoutDirection == .rightToLeft ? -90 : 90) : 0))
                        .frame(width: 16, height: 24)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityLabel(isExpanded ? "Collapse" : "Expand")
            } else {
                Color.clear.frame(width: 16, height: 1)
            }
            row.item.row()
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.leading, CGFloat(row.depth) * Self.indent)
    }
}
