import Foundation
import PlumeGraphics

/// Draws a `List(_:children:)`: the outline's visible rows as the rows of one list section, each
/// selectable by its id, with chevrons that open and close branches.
///
/// Made by `List.body` for a list built from a tree. Keeps which branches are open and the row the
/// arrow keys move from; the selection changes only through the list's binding. Keys, once a press
/// in the list has given it the focus: Up and Down move the selection among the visible rows (Shift
/// extends a `Set` selection), Right opens the selected branch, Left closes it or, on a row inside
/// a branch, selects the branch's row.
struct OutlineListView: View {
    let roots: [OutlineItem]
    let selection: ListSelection?
    let style: ListStyleKind
    @State private var expanded: Set<AnyHashable> = []
    @State private var anchor: AnyHashable?

    var body: some View {
        var tooDeep = false
        let rows = OutlineRows.visible(roots, expanded: expanded) { tooDeep = true }
        let sectionRows = rows.map { row in
            SectionRow(
                key: row.id,
                view: AnyView(
                    OutlineRowLabel(row: row, isExpanded: expanded.contains(row.id)) { toggle(row.id) }
                        .simultaneousGesture(TapGesture().onEnded { anchor = row.id })),
                tag: row.id)
        }
        return GroupedRowsView(
            groups: [
                SectionRow(key: "outline", view: AnyView(SectionGroupView(header: nil, rows: sectionRows, footer: nil)))
            ], style: style
        )
        .environment(\.listSelection, selection)
        .rowKeyboardNavigation { key, modifiers in handle(key, modifiers: modifiers, rows: rows) }
        .reportingDiagnostic(tooDeep ? OutlineRows.tooDeepMessage : nil)
    }

    private func toggle(_ id: AnyHashable) {
        withAnimation(.easeInOut(duration: 0.2)) { expanded.formSymmetricDifference([id]) }
    }

    private func handle(_ key: Key, modifiers: EventModifiers, rows: [OutlineRow]) -> Bool {
        guard modifiers.subtracting(.shift).isEmpty, let selection else { return false }
        let current =
            anchor.flatMap { id in rows.first { $0.id == id } }
            ?? rows.last { selection.isSelected($0.id) }
        switch key {
        case .up, .down:
            guard !rows.isEmpty else { return true }
            let index = current.flatMap { row in rows.firstIndex { $0.id == row.id } }
            let target: OutlineRow
            if let index {
                target = rows[min(max(index + (key == .up ? -1 : 1), 0), rows.count - 1)]
            } else {
                target = key == .down ? rows[0] : rows[rows.count - 1]
            }
            select(target.id, extending: modifiers.contains(.shift) && selection.allowsMultiple)
        case .right:
            guard let current, current.isBranch, !expanded.contains(current.id) else { return true }
            toggle(current.id)
        case .left:
            guard let current else { return true }
            if current.isBranch, expanded.contains(current.id) {
                toggle(current.id)
            } else if let parent = current.parent {
                select(parent, extending: false)
            }
        default:
            return false
        }
        return true
    }

    private func select(_ id: AnyHashable, extending: Bool) {
        guard let selection else { return }
        if !extending { selection.clear() }
        if !selection.isSelected(id) { selection.tap(id) }
        anchor = id
    }
}

extension SectionRow {
    /// A row with its own identity and selection value.
    init(key: AnyHashable, view: AnyView, tag: AnyHashable?) {
        self.key = key
        self.view = view
        self.tag = tag
    }
}
