import Foundation
import PlumeAnimation
import PlumeGraphics

/// What a page of a `NavigationStack` gives the views inside it: pushing a view or a value above
/// the page, popping back to it, and the stack's destinations.
///
/// Equatable (and hashable) by the stack and the depth: every closure acts through the stack's model
/// for that depth, so a page made again hands its views an equal context and the links on it that
/// are otherwise unchanged are not rebuilt.
struct NavigationContext: Hashable {
    /// Pushes `destination` above this page (pages above it go first); `onPop` runs when the page is
    /// popped by anything but `withdraw`. Returns the pushed page's id.
    let push: (_ destination: AnyView, _ onPop: (() -> Void)?) -> Int
    /// Pushes `destination` on top of the stack, whatever page is on top (a state-driven
    /// `navigationDestination(isPresented:)`); otherwise as `push`.
    let present: (_ destination: AnyView, _ onPop: (() -> Void)?) -> Int
    /// Pops the view page `id` (and every page above it), as its presenter asks.
    let withdraw: (_ id: Int) -> Void
    /// Appends a value to the stack's path (its page goes on top).
    let append: (NavigationPathItem) -> Void
    /// Pops every page above the one at `depth` (0 is the root).
    let pop: (_ toDepth: Int) -> Void
    /// The depth of the page this context belongs to (0 is the root).
    let depth: Int
    /// The stack's `navigationDestination(for:)` declarations.
    let destinations: NavigationDestinationRegistry
    /// The stack's model, which the closures act through (they keep it alive, so no other live
    /// context has its identifier).
    let stack: ObjectIdentifier

    static func == (lhs: NavigationContext, rhs: NavigationContext) -> Bool {
        lhs.stack == rhs.stack && lhs.depth == rhs.depth
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(stack)
        hasher.combine(depth)
    }
}

struct NavigationContextKey: EnvironmentKey { static var defaultValue: NavigationContext? { nil } }
struct IsInFormKey: EnvironmentKey { static let defaultValue = false }
struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction(action: nil) } }

/// Dismisses the view it was read in, as SwiftUI's `DismissAction`: read it with
/// `@Environment(\.dismiss)` and call it.
///
/// Inside a sheet, cover, popover or alert, calling it closes that presentation (see `sheet`). Inside
/// a page pushed on a `NavigationStack`, it pops that page (and any above it) with the push
/// animation reversed; the values of popped value pages leave the stack's path (through its binding). Elsewhere (the root of a stack, or no stack) it does nothing, as in SwiftUI
/// when there is nothing to dismiss.
///
/// Two actions that dismiss the same thing compare equal (a navigation page made again writes an
/// action that pops the same page), so the views that read `dismiss` are not evaluated again for a
/// new action that means the same.
public struct DismissAction: ActionIdentifying {
    let action: (() -> Void)?
    /// What the action dismisses, when the maker can name it for as long as the action lives (a page
    /// of a stack: the action keeps the stack alive); nil: an action equal only to itself's absence.
    let target: AnyHashable?

    init(action: (() -> Void)?, target: AnyHashable? = nil) {
        self.action = action
        self.target = target
    }

    /// Dismisses the view.
    public func callAsFunction() { action?() }

    func actsAsSame(as other: DismissAction) -> Bool {
        guard (action == nil) == (other.action == nil) else { return false }
        if action == nil { return true }
        guard let target, let otherTarget = other.target else { return false }
        return target == otherTarget
    }
}

extension EnvironmentValues {
    /// The navigation stack page this subtree is in, if any.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
    /// Whether this subtree is a row of a `Form` or `List` (rows draw their chevrons and insets).
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
    /// Dismisses the current presentation: closes the sheet (or other presentation) this view is in,
    /// or pops the page of a `NavigationStack` this view is on.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

/// Reports `messages` in `ViewGraph.diagnostics` while the view is shown (each once); used by
/// composite views to report bad input without crashing.
nonisolated struct DiagnosticModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let messages: [String]
    @MainActor func makeBehavior() -> NodeBehavior { DiagnosticBehavior() }
}

final class DiagnosticBehavior: TransparentModifierBehavior<DiagnosticModifier> {
    override func update(changed: Bool) {
        super.update(changed: changed)
        for message in modifier.messages { node.graph.report(message) }
    }
    override func modifierChanged(from old: DiagnosticModifier) {}
}

nonisolated extension View {
    /// Reports `message` in the graph's diagnostics when it is not nil.
    func reportingDiagnostic(_ message: String?) -> some View {
        modifier(DiagnosticModifier(messages: message.map { [$0] } ?? []))
    }

    /// Reports each of `messages` in the graph's diagnostics.
    func reportingDiagnostics(_ messages: [String]) -> some View { modifier(DiagnosticModifier(messages: messages)) }
}
