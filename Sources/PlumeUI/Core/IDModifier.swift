import Foundation
import PlumeAnimation
import PlumeGraphics

/// Gives the content an explicit identity, as SwiftUI's `id(_:)`: when the id changes, the content is
/// a new view (fresh state, `onDisappear` then `onAppear`, transitions).
nonisolated struct IDModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: ID
    @MainActor func makeBehavior() -> NodeBehavior { IDBehavior<ID>() }
}

final class IDBehavior<ID: Hashable>: ModifierBehavior<IDModifier<ID>> {
    override var isTransparent: Bool { true }
    override var childKeysAreExplicitIDs: Bool { true }
    override var displayName: String? { "" }
    override func modifierChanged(from old: IDModifier<ID>) {}
    override func childViews(content: any View) -> [(key: AnyHashable, view: any View)] {
        [(AnyHashable(modifier.id), content)]
    }
}

nonisolated extension View {
    /// Makes the view's identity `id`: a different id is a different view.
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IDModifier(id: id)) }
}
