import Foundation
import PlumeAnimation
import PlumeGraphics

/// One row of a `List` or `Form` section: the row's content with the section's insets, and what
/// editing adds to it.
///
/// Made by `SectionGroupView` for each row. It reads, as preferences from the content, the row's
/// delete and move actions (`onDelete`/`onMove` on the `ForEach` that made it) and its swipe
/// actions (`swipeActions`), and from the environment the edit mode and the list's selection:
/// - in edit mode a deletable row shows a red minus button (which reveals a "Delete" action) and a
///   movable row a handle at its trailing edge that drags it to another place; a row of a list
///   with multiple selection shows a selection circle;
/// - out of edit mode a row with swipe actions (or a delete action, which stands for a trailing
///   "Delete") follows a sideways drag and opens, runs its first action on a full swipe, or closes;
/// - in a list with selection a tap selects the row (adds or removes it for multiple selection)
///   and the selected rows are highlighted.
struct ListRowView: View {
    let content: AnyView
    /// The row's selection value (its tag, or its `ForEach` id).
    let tag: AnyHashable?
    /// What the row's modifiers say about its background and insets.
    var traits = ListRowTraits()
    @Environment(\.editMode) private var editMode
    @Environment(\.listSelection) private var selection
    @Environment(\.usableMinListRowHeight) private var minimumHeight
    @State private var deleting: RowDeleting?
    @State private var moving: RowMoving?
    @State private var leading: SwipeActionSet?
    @State private var trailing: SwipeActionSet?
    /// Where the content rests sideways (0 closed; negative: trailing actions open).
    @State private var openOffset: CGFloat = 0
    /// The sideways translation of the drag in progress.
    @State private var swipeDrag: CGFloat = 0
    /// The vertical translation of the move handle's drag in progress.
    @State private var moveDrag: CGFloat = 0
    @State private var size = CGSize.zero
    /// Whether the minus button was tapped and the "Delete" action shows (edit mode).
    @State private var confirmingDelete = false

    /// The grey of a selected row.
    static let selectedBackground = Color(
        light: Color(red: 0.82, green: 0.82, blue: 0.84), dark: Color(red: 0.23, green: 0.23, blue: 0.24))

    var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        let selectable = tag.map { tag in selection?.accepts(tag) ?? false } ?? false
        let selected = selectable && tag.map { selection?.isSelected($0) ?? false } == true
        let trailingActions = self.trailingActions
        let offset = editing ? 0 : swipeOffset(trailing: trailingActions)
        return HStack(spacing: 12) {
            if editing, selectable, selection?.allowsMultiple == true {
                Image(systemName: selected ? "checkmark.circle.fill" : "circle")
                    .font(.system(size: 22))
                    .foregroundColor(selected ? .accentColor : .gray)
                    .accessibilityLabel(selected ? "Selected" : "Not selected")
            }
            if editing, deleting != nil {
                Button {
                    withAnimation(.easeInOut(duration: 0.25)) { confirmingDelete.toggle() }
                } label: {
                    Image(systemName: "minus.circle.fill").font(.system(size: 22)).foregroundColor(.red)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Delete \(accessibilityName)")
            }
            rowContent
                .frame(maxWidth: .infinity, alignment: .leading)
            if editing, !confirmingDelete, let moving {
                Image(systemName: "line.3.horizontal")
                    .font(.system(size: 18))
                    .foregroundColor(.gray)
                    .frame(width: 32, height: 32)
                    .contentShape(Rectangle())
                    .accessibilityLabel("Reorder")
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { moveDrag = $0.translation.height }
                            .onEnded { value in
                                let height = max(size.height, 1)
                                let steps = Int((value.translation.height / height).rounded())
                                moveDrag = 0
                                withAnimation(.easeInOut(duration: 0.25)) { moving.move(by: steps) }
                            })
            }
            if editing, confirmingDelete, let deleting {
                Button(role: .destructive) {
                    confirmingDelete = false
                    withAnimation(.easeInOut(duration: 0.25)) { deleting() }
                } label: {
                    Text("Delete")
                }
                .buttonStyle(SwipeActionButtonStyle())
                .padding(.vertical, -SectionGroupView.rowInsets.top)
                .padding(.trailing, -SectionGroupView.rowInsets.trailing)
            }
        }
        .padding(traits.insets ?? SectionGroupView.rowInsets)
        .frame(maxWidth: .infinity, minHeight: minimumHeight, alignment: .leading)
        .background(
            selected && !(editing && selection?.allowsMultiple == true)
                ? Self.selectedBackground : (offset != 0 ? Color.secondaryGroupedBackground : Color.clear)
        )
        .background(traits.background ?? AnyView(Color.clear))
        .contentShape(Rectangle())
        .offset(x: offset, y: moveDrag)
        .background { revealedActions(trailing: trailingActions, offset: offset) }
        .background(GeometryReader { proxy in Color.clear.preference(key: ListRowSizeKey.self, value: proxy.size) })
        .onPreferenceChange(ListRowSizeKey.self) { size = $0 }
        // Both gestures stay attached (so the content keeps its identity) and are masked off
        // while they have nothing to do, leaving presses to the controls inside.
        .gesture(
            TapGesture().onEnded {
                if openOffset != 0 {
                    close()
                } else if selectable, let tag {
                    selection?.tap(tag)
                }
            }, including: openOffset != 0 || selectable ? GestureMask.all : .subviews
        )
        .gesture(
            swipeGesture(trailing: trailingActions),
            including: !editing && (leading != nil || trailingActions != nil) ? GestureMask.all : .subviews)
    }

    /// A sideways drag: follows drags that go more sideways than up or down (a vertical drag is the
    /// scroll view's).
    private func swipeGesture(trailing: SwipeActionSet?) -> some Gesture {
        DragGesture(minimumDistance: 10)
            .onChanged { value in
                if abs(value.translation.width) >= abs(value.translation.height) {
                    swipeDrag = value.translation.width
                }
            }
            .onEnded { value in
                let sideways = abs(value.translation.width) >= abs(value.translation.height)
                swipeEnded(translation: sideways ? value.translation.width : 0, trailing: trailing)
            }
    }

    /// The content, reading the row's actions from what it declares.
    private var rowContent: some View {
        content
            .onPreferenceChange(ListRowDeleteKey.self) { deleting = $0 }
            .onPreferenceChange(ListRowMoveKey.self) { moving = $0 }
            .onPreferenceChange(LeadingSwipeActionsKey.self) { leading = $0 }
            .onPreferenceChange(TrailingSwipeActionsKey.self) { trailing = $0 }
    }

    private var accessibilityName: String { tag.map { "\($0.base)" } ?? "row" }

    /// The trailing actions: those declared, or "Delete" for a deletable row.
    private var trailingActions: SwipeActionSet? {
        if let trailing { return trailing }
        guard let deleting else { return nil }
        let delete = { withAnimation { deleting() } }
        return SwipeActionSet(
            content: AnyView(Button("Delete", role: .destructive, action: delete)), count: 1,
            allowsFullSwipe: true, runFirst: delete)
    }

    private func width(of set: SwipeActionSet?) -> CGFloat {
        CGFloat(set?.count ?? 0) * SwipeActionButtonStyle.minimumWidth
    }

    /// Where the content is drawn sideways: the resting offset plus the drag, only towards an edge
    /// with actions, and with resistance past the actions' width.
    private func swipeOffset(trailing: SwipeActionSet?) -> CGFloat {
        let raw = openOffset + swipeDrag
        let lower = trailing == nil ? 0 : -size.width
        let upper = leading == nil ? 0 : size.width
        return min(max(raw, lower), upper)
    }

    private func swipeEnded(translation: CGFloat, trailing: SwipeActionSet?) {
        let total = openOffset + translation
        swipeDrag = 0
        let fullSwipe = max(size.width * 0.6, 1)
        withAnimation(.easeOut(duration: 0.25)) {
            if let trailing, total < 0 {
                if trailing.allowsFullSwipe, -total >= fullSwipe {
                    openOffset = 0
                    trailing.runFirst()
                } else {
                    openOffset = -total >= width(of: trailing) / 2 ? -width(of: trailing) : 0
                }
            } else if let leading, total > 0 {
                if leading.allowsFullSwipe, total >= fullSwipe {
                    openOffset = 0
                    leading.runFirst()
                } else {
                    openOffset = total >= width(of: leading) / 2 ? width(of: leading) : 0
                }
            } else {
                openOffset = 0
            }
        }
    }

    private func close() { withAnimation(.easeOut(duration: 0.25)) { openOffset = 0 } }

    /// The actions behind the content, at the edge the content moved away from.
    @ViewBuilder
    private func revealedActions(trailing: SwipeActionSet?, offset: CGFloat) -> some View {
        if offset < 0, let trailing {
            HStack(spacing: 0) {
                Spacer(minLength: 0)
                actionButtons(trailing)
            }
        } else if offset > 0, let leading {
            HStack(spacing: 0) {
                actionButtons(leading)
                Spacer(minLength: 0)
            }
        }
    }

    private func actionButtons(_ set: SwipeActionSet) -> some View {
        HStack(spacing: 0) { set.content }
            .buttonStyle(SwipeActionButtonStyle())
            .simultaneousGesture(TapGesture().onEnded { close() })
    }
}

/// The size of a list row, for its swipe and move thresholds.
struct ListRowSizeKey: PreferenceKey {
    static let defaultValue = CGSize.zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}
