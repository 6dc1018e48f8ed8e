import Foundation
import PlumeAnimation
import PlumeGraphics

/// What `onDelete` or `onMove` gave a run of rows: the actions the list row calls with offsets.
struct RowEditActions {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
}

/// The rows of a `DynamicViewContent` with delete or move actions attached (what `onDelete` and
/// `onMove` return). It is a view list like `ForEach`: each element of `base` stays one row with the
/// same identity, and carries, as a preference its `List` row reads (`ListRowEditingKey`), the
/// actions and its offset in `base.data`. Chained calls (`.onDelete {…}.onMove {…}`) nest; the row
/// sees both. A nil action adds nothing.
struct EditableRows<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView, ViewList, ChildViewsProvider {
    let base: Base
    let actions: RowEditActions
    var data: Base.Data { base.data }

    typealias Body = Never
    func makeBehavior() -> NodeBehavior { ContainerBehavior.providing(Self.self) }

    /// One child per element of `data`, marked with its offset. `base`'s own children when it has
    /// them (a `ForEach`, or another `EditableRows`); otherwise the elements of its view list.
    func childViews() -> [(key: AnyHashable, view: any View)] {
        let children: [(key: AnyHashable, view: any View)]
        if let provider = base as? ChildViewsProvider {
            children = provider.childViews()
        } else {
            children = ViewListElements.flatten(base)
        }
        let count = data.count
        return children.enumerated().map { offset, child in
            var view = child.view
            if let delete = actions.delete {
                let deleting = RowDeleting(offset: offset, action: delete)
                view = ViewListElements.applying(ListRowDeleteMarker(deleting: deleting), to: view)
            }
            if let move = actions.move {
                let moving = RowMoving(offset: offset, count: count, action: move)
                view = ViewListElements.applying(ListRowMoveMarker(moving: moving), to: view)
            }
            return (child.key, view)
        }
    }

    func listElements() -> [(key: AnyHashable, view: any View)] { ViewListElements.rows(of: childViews()) }
}

/// Tells the list row around a view the delete action of its run of rows and its offset.
nonisolated struct ListRowDeleteMarker: ViewModifier {
    let deleting: RowDeleting
    @MainActor func body(content: Content) -> some View {
        content.preference(key: ListRowDeleteKey.self, value: deleting)
    }
}

/// Tells the list row around a view the move action of its run of rows, its offset and the count.
nonisolated struct ListRowMoveMarker: ViewModifier {
    let moving: RowMoving
    @MainActor func body(content: Content) -> some View { content.preference(key: ListRowMoveKey.self, value: moving) }
}
