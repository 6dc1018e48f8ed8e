import Foundation

/// The base of the behaviours a `DynamicAnimator` runs (UIKit's `UIDynamicBehavior`): a list of
/// items the behaviour applies to. Changing a behaviour wakes its items.
public class DynamicBehavior {
    /// The items this behaviour acts on, in the order they were added.
    public private(set) var items: [DynamicItem]
    weak var animator: DynamicAnimator?

    init(items: [DynamicItem]) { self.items = items }

    /// Adds `item` (once; adding it again does nothing).
    public func addItem(_ item: DynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        changed()
    }

    /// Removes `item` from this behaviour.
    public func removeItem(_ item: DynamicItem) {
        items.removeAll { $0 === item }
        changed()
    }

    /// Wakes every item after a parameter change.
    func changed() {
        items.forEach { $0.wake() }
        animator?.behaviorsChanged()
    }
}
