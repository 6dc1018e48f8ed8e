import Foundation
import PlumeAnimation
import PlumeGraphics

/// What the pages of a stack ask of it: pushes and pops, each sliding with the stack's animation.
///
/// The closures a page holds call these on the model, which reads the path the stack last rendered
/// with (`path`), so a page kept from an earlier render (pages below the top are not rebuilt when
/// their inputs are unchanged) always acts on the current path.
extension NavigationStackModel {
    /// How pushes and pops move.
    static var animation: Animation { .easeInOut(duration: 0.35) }

    /// The context a page at `depth` gives the views inside it.
    func context(depth: Int) -> NavigationContext {
        NavigationContext(
            push: { view, onPop in self.push(view, above: depth, onPop: onPop) },
            present: { view, onPop in self.push(view, above: self.entries.count, onPop: onPop) },
            withdraw: { id in
                guard let page = self.depth(ofPage: id) else { return }
                self.pop(to: page - 1, notify: false)
            },
            append: { item in self.append(item) },
            pop: { target in self.pop(to: target) },
            depth: depth,
            destinations: destinations, stack: ObjectIdentifier(self))
    }

    /// Pops every page above `depth`: view pages leave the model (running their `onPop` when
    /// `notify`), values leave the path.
    func pop(to depth: Int, notify: Bool = true) {
        guard entries.count > depth, let path else { return }
        withAnimation(Self.animation) {
            let removed = removeEntries(from: depth, notify: notify)
            if removed.values > 0 { path.removeLast(removed.values) }
            objectWillChange.send()
        }
    }

    /// Pushes a view page above the page at `depth` (the pages above that one go first).
    func push(_ view: AnyView, above depth: Int, onPop: (() -> Void)?) -> Int {
        guard let path else { return 0 }
        var id = 0
        withAnimation(Self.animation) {
            let removed = removeEntries(from: depth, notify: true)
            if removed.values > 0 { path.removeLast(removed.values) }
            id = pushView(view, anchor: valueCount(below: depth), onPop: onPop)
            objectWillChange.send()
        }
        return id
    }

    /// Appends a value to the path (reported when a typed path cannot take it).
    func append(_ item: NavigationPathItem) {
        guard let path else { return }
        withAnimation(Self.animation) {
            if let problem = path.append(item) { report(problem) }
            objectWillChange.send()
        }
    }
}
