import Foundation

/// What a navigation bar's back button does, and which page it pops, so that a bar made again for
/// the same page compares equal (`ActionIdentifying`) and is not built again.
///
/// Made by `NavigationPageView` each time its body runs (a push or pop renders the pages whose place
/// changed: the one below the new top, and the one that stops being in view); read by
/// `NavigationBarView`. A closure alone would count as changed each time, which made the bar, its
/// back button and the button's three candidate labels again. A bar kept from an earlier body acts
/// through its page's context, whose stack always pops from the path as it is now.
struct NavigationBackAction: ActionIdentifying {
    /// Pops the page (or does what a split view column handed over).
    let perform: () -> Void
    private let target: Target

    /// What the action does, as far as it can say.
    private enum Target: Equatable {
        /// Nothing (a bar without a back button).
        case nothing
        /// Pops the stack `stack` to `depth`.
        case pop(stack: ObjectIdentifier, depth: Int)
        /// Something it cannot name (a back button a split view column handed over): changed each time.
        case unknown
    }

    /// A back action that does nothing (made where read: a closure is not `Sendable`, so a stored
    /// static would not compile in the Swift 6 mode).
    static var nothing: NavigationBackAction { NavigationBackAction(perform: {}, target: .nothing) }

    /// Pops the page of `context` (to the depth below it).
    static func pop(_ context: NavigationContext) -> NavigationBackAction {
        NavigationBackAction(
            perform: { context.pop(context.depth - 1) }, target: .pop(stack: context.stack, depth: context.depth - 1))
    }

    /// Runs `perform`, which cannot say what it acts on.
    static func other(_ perform: @escaping () -> Void) -> NavigationBackAction {
        NavigationBackAction(perform: perform, target: .unknown)
    }

    func actsAsSame(as other: NavigationBackAction) -> Bool { target != .unknown && target == other.target }
}
