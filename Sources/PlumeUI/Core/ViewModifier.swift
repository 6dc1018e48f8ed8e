import Foundation
import PlumeAnimation
import PlumeGraphics

/// A reusable change to a view, as SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct Bordered: ViewModifier {
///     func body(content: Content) -> some View { content.padding().border(Color.gray) }
/// }
/// Text("Hi").modifier(Bordered())
/// ```
/// Modifiers may hold `@State` like views do.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The content the modifier is applied to, as a view.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// Built-in modifiers make a node behaviour instead of having a body.
@MainActor
protocol PrimitiveModifier {
    func makeBehavior() -> NodeBehavior
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    func makeBehavior() -> NodeBehavior {
        if self is ViewList { return ContainerBehavior() }
        let behavior: NodeBehavior
        if let primitive = modifier as? PrimitiveModifier {
            behavior = primitive.makeBehavior()
        } else if let effect = modifier as? any GeometryEffect {
            behavior = geometryEffectBehavior(for: effect)
        } else {
            return CustomModifierBehavior()
        }
        behavior.readsValues(of: Self.self)
        return behavior
    }
}

/// Reads a `ModifiedContent` node value's content and modifier where they lie, without a runtime
/// cast, into a modifier behaviour: made for it by `NodeBehavior.readsValues(of:)`, which
/// `ModifiedContent<Content, M>.makeBehavior` calls, knowing both types.
@MainActor
class ModifiedContentReader<M> {
    /// Gives `behavior` the content and modifier of `view`; false (nothing given) when `view` is
    /// not of the reader's type.
    func read(_ view: any View, into behavior: ModifierBehavior<M>) -> Bool { false }
}

/// The reader for `ModifiedContent<Content, M>`. It keeps the value type and the fields' offsets,
/// so a read costs one comparison of type metadata and two copies (the graph's behaviours run
/// unspecialised, where naming `ModifiedContent<Content, M>` or an optional of it looks its metadata
/// up on every call).
final class TypedModifiedContentReader<Content: View, M: ViewModifier>: ModifiedContentReader<M> {
    private let valueType: Any.Type = ModifiedContent<Content, M>.self
    private let contentOffset = MemoryLayout<ModifiedContent<Content, M>>.offset(of: \.content)!
    private let modifierOffset = MemoryLayout<ModifiedContent<Content, M>>.offset(of: \.modifier)!

    override func read(_ view: any View, into behavior: ModifierBehavior<M>) -> Bool {
        guard type(of: view) == valueType else { return false }
        func open<T: View>(_ value: T) {
            withUnsafePointer(to: value) { pointer in
                let raw = UnsafeRawPointer(pointer)
                behavior.assign(
                    content: (raw + contentOffset).assumingMemoryBound(to: Content.self).pointee,
                    modifier: (raw + modifierOffset).assumingMemoryBound(to: M.self).pointee)
            }
        }
        open(view)
        return true
    }
}

/// Type-erased access to a `ModifiedContent`'s parts.
protocol AnyModifiedContent {
    var anyContent: any View { get }
    var anyModifier: Any { get }
}

extension ModifiedContent: AnyModifiedContent where Content: View, Modifier: ViewModifier {
    var anyContent: any View { content }
    var anyModifier: Any { modifier }
}

nonisolated extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Stands for the modified view inside a custom modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let box: ContentBox
    let generation: Int
    public typealias Body = Never
    func makeBehavior() -> NodeBehavior { ModifierContentBehavior<Modifier>() }
}

/// Holds the content view of a custom modifier for its placeholder.
final class ContentBox {
    var view: any View = EmptyView()
    var environment = EnvironmentValues()
}

final class ModifierContentBehavior<Modifier: ViewModifier>: PrimitiveBehavior<_ViewModifier_Content<Modifier>> {
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }
    override func update(changed: Bool) {
        let box = view.box
        node.reconcileSingleChild(box.view, environment: node.environment)
    }
}

/// A custom `ViewModifier`: evaluates its body with the content placeholder. An `Animatable`
/// modifier (`AnimatableModifier`) re-evaluates its body with interpolated data every frame.
final class CustomModifierBehavior: NodeBehavior, AnimationTicking {
    override var animationTarget: AnimationTicking? { self }
    private let box = ContentBox()
    /// The node's view as last assigned.
    private var modifiedView: AnyModifiedContent!
    private var generation = 0
    private var animator: AnyAttributeAnimator?
    private var checkedAnimatable = false
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        guard let animator else { return false }
        completions += animator.finish(at: time)
        node.invalidateBody(transaction: Transaction())
        return animator.isAnimating
    }

    override func viewAssigned(_ view: any View) {
        modifiedView = typedView(view, as: AnyModifiedContent.self, node: node) ?? modifiedView
    }

    override func update(changed: Bool) {
        node.needsBody = false
        let view = modifiedView!
        box.view = view.anyContent
        generation += 1
        var modifierValue = view.anyModifier
        if !checkedAnimatable {
            checkedAnimatable = true
            animator = makeAnimator(for: modifierValue)
        } else if let animator,
            animator.setValue(modifierValue, transaction: node.effectiveTransaction, time: node.frameState.time)
        {
            node.graph.startAnimating(node)
        }
        if let animator { modifierValue = animator.presentedValue(at: node.frameState.time) }
        func evaluate<M: ViewModifier>(_ modifier: M) -> any View {
            var modifier = modifier
            PropertyInstaller.install(into: &modifier, node: node)
            node.graph.bodyEvaluations += 1
            return modifier.body(content: _ViewModifier_Content<M>(box: box, generation: generation))
        }
        let body = _openExistential(modifierValue as! any ViewModifier, do: evaluate)
        node.reconcileSingleChild(body, environment: node.environment)
    }
}

/// Base of built-in modifiers: child 0 is the content; subclasses read `modifier` and override layout
/// or drawing. Environment modifiers override `childEnvironment`.
class ModifierBehavior<M>: SingleContentBehavior {
    /// A modifier applied after `zIndex` keeps it (`.zIndex(1).transition(.move(edge: .top))`).
    override var zIndex: Double? { node.children.first?.behavior.zIndex }
    /// The modifier as of the last `update(changed:)` (no dynamic exclusivity check: every access
    /// is an instant read or write that calls nothing that could reach it again; layout reads it
    /// at every question).
    @exclusivity(unchecked) private(set) var modifier: M!
    /// The content of the node's view as last assigned.
    private(set) var assignedContent: (any View)!
    /// The modifier of the view as last assigned (`modifier` takes it in `update(changed:)`).
    private(set) var assignedModifier: M!
    /// Reads the node's values without a runtime cast, when the node's `ModifiedContent` type made it.
    private var reader: ModifiedContentReader<M>?

    override var displayName: String? { ViewNode.shortName(of: M.self) }

    override func readsValues<Content: View, Modifier: ViewModifier>(of _: ModifiedContent<Content, Modifier>.Type) {
        reader = TypedModifiedContentReader<Content, Modifier>() as? ModifiedContentReader<M>
    }

    override func viewAssigned(_ view: any View) {
        if let reader, reader.read(view, into: self) { return }
        guard let modified = typedView(view, as: AnyModifiedContent.self, node: node),
            let modifier = typedView(modified.anyModifier, as: M.self, node: node)
        else { return }
        assign(content: modified.anyContent, modifier: modifier)
    }

    /// Takes the parts of the node's new view (from `viewAssigned`, directly or through the reader).
    func assign(content: any View, modifier: M) {
        assignedContent = content
        assignedModifier = modifier
    }

    override func update(changed: Bool) {
        let content = assignedContent!
        let old = modifier
        let new: M = assignedModifier
        modifier = new
        // Compared as `M`, not as the optional the stored property is: an optional of a struct that is
        // neither plain data nor Equatable would count as changed every time.
        if let old, !ViewEquality.areEqualValues(old, new) {
            modifierChanged(from: old)
        }
        node.reconcileChildren(childViews(content: content), environment: childEnvironment(node.environment))
    }

    /// The children to keep: the content as child 0, and any layers a subclass adds after it.
    func childViews(content: any View) -> [(key: AnyHashable, view: any View)] { [(AnyHashable(0), content)] }

    /// The environment the content sees.
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    /// Called when the modifier's value changed (default: relayout up to the nearest ancestor whose
    /// size does not change; a modifier whose value is read by the parent's layout other than
    /// through sizes and guides — a priority, a layout value — relayouts from the root).
    func modifierChanged(from old: M) { node.invalidateContent() }
}

/// A modifier with no layout of its own (lifecycle, preferences): transparent to layout.
class TransparentModifierBehavior<M>: ModifierBehavior<M> {
    override var isTransparent: Bool { true }
    override var displayName: String? { "" }
}

/// A modifier that changes only the environment: its node is transparent to layout.
class EnvironmentModifierBehavior<M>: TransparentModifierBehavior<M> {
    private var lastInput: EnvironmentValues?
    private var lastOutput: EnvironmentValues?

    override func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        if let lastInput, let lastOutput, lastInput.isIdentical(to: environment), !modifierDidChange {
            return lastOutput
        }
        let output = transform(environment)
        lastInput = environment
        lastOutput = output
        modifierDidChange = false
        return output
    }
    private var modifierDidChange = false
    override func modifierChanged(from old: M) { modifierDidChange = true }

    /// The environment with this modifier's change.
    func transform(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
}
