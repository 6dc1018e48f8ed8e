import Foundation
import PlumeAnimation
import PlumeGraphics

/// A value views pass up to their ancestors, as SwiftUI's `PreferenceKey`.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static var defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
/// A view's `preference(key:value:)` replaces the value of its subtree; siblings' values combine with
/// `reduce`, in order.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Behaviours that contribute a preference value.
@MainActor
protocol PreferenceWriter: AnyObject {
    /// The value for `key` this node writes, if it writes that key.
    func preferenceValue(for key: Any.Type) -> Any?
}

extension ViewNode {
    /// The combined value of `K` in this subtree, or nil when nothing in it writes `K`.
    ///
    /// A node with several children that writes nothing itself keeps what it collected
    /// (`PreferenceCache`) and answers with it again while nothing in its subtree changed since: an
    /// observer above a change walks down only the paths to the changes, not every unchanged subtree
    /// beside them. A node with one child answers with its child's value without keeping it: most
    /// nodes are modifiers over one child, and keeping the value at each of them made the first
    /// collection of a new subtree cost a cache per node and key, for a walk down a chain of
    /// one-child nodes that is as cheap as reading a cache.
    func collectPreference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        if let writer = behavior.preferenceWriter, let v = writer.preferenceValue(for: K.self) {
            return (v as! K.Value)
        }
        if children.isEmpty { return nil }
        if children.count == 1 { return children[0].collectPreference(K.self) }
        let id = ObjectIdentifier(K.self)
        if let cache = preferenceCache, let cached = cache.value(for: id, ifUnchangedSince: preferenceStamp) {
            return cached.map { $0 as! K.Value }
        }
        var result: K.Value?
        for child in children {
            guard let v = child.collectPreference(K.self) else { continue }
            if result == nil {
                result = v
            } else {
                K.reduce(value: &result!, nextValue: { v })
            }
        }
        let cache = preferenceCache ?? PreferenceCache()
        preferenceCache = cache
        cache.store(result.map { $0 as Any }, for: id, epoch: graph.preferenceEpoch)
        return result
    }
}

/// Sets a preference value for the subtree.
nonisolated struct PreferenceModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: K.Value
    @MainActor func makeBehavior() -> NodeBehavior { PreferenceBehavior<K>() }
}

final class PreferenceBehavior<K: PreferenceKey>: TransparentModifierBehavior<PreferenceModifier<K>>, PreferenceWriter {
    override var preferenceWriter: PreferenceWriter? { self }
    override func modifierChanged(from old: PreferenceModifier<K>) { node.graph.needsFrame = true }
    func preferenceValue(for key: Any.Type) -> Any? {
        guard key == K.self else { return nil }
        return modifier.value
    }
}

/// Sets a preference from the content's geometry (an anchor of its bounds).
nonisolated struct AnchorPreferenceModifier<K: PreferenceKey, A>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let source: Anchor<A>.Source
    let transform: (Anchor<A>) -> K.Value
    @MainActor func makeBehavior() -> NodeBehavior { AnchorPreferenceBehavior<K, A>() }
}

final class AnchorPreferenceBehavior<K: PreferenceKey, A>: ModifierBehavior<AnchorPreferenceModifier<K, A>>,
    PreferenceWriter
{
    override var preferenceWriter: PreferenceWriter? { self }
    override var displayName: String? { "anchorPreference" }
    override func modifierChanged(from old: AnchorPreferenceModifier<K, A>) { node.graph.needsFrame = true }
    func preferenceValue(for key: Any.Type) -> Any? {
        guard key == K.self else { return nil }
        return modifier.transform(Anchor(value: modifier.source.resolve(node.frame)))
    }
}

/// Calls an action when a preference of the content changes (and once with its first value).
nonisolated struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier
where K.Value: Equatable {
    typealias Body = Never
    let action: (K.Value) -> Void
    @MainActor func makeBehavior() -> NodeBehavior { PreferenceChangeBehavior<K>() }
}

/// Behaviours that look at their subtree's preferences after each layout in which something in it
/// changed.
@MainActor
protocol PreferenceObserver: AnyObject {
    /// The preference epoch in which `preferencesChanged` last ran (0 before the first time).
    var collectedEpoch: Int { get set }
    func preferencesChanged()
}

final class PreferenceChangeBehavior<K: PreferenceKey>: TransparentModifierBehavior<PreferenceChangeModifier<K>>,
    PreferenceObserver, LifecycleBehavior
where K.Value: Equatable {
    override var lifecycleHandler: LifecycleBehavior? { self }
    override var preferenceObserver: PreferenceObserver? { self }
    var collectedEpoch = 0
    private var last: K.Value?
    override func modifierChanged(from old: PreferenceChangeModifier<K>) {}
    func appeared() { node.graph.preferenceObservers[ObjectIdentifier(node)] = node }
    func disappeared() {}
    func preferencesChanged() {
        let value = node.children.first?.collectPreference(K.self) ?? K.defaultValue
        guard value != last else { return }
        last = value
        let action = modifier.action
        node.graph.afterFrame { action(value) }
    }
}

/// Builds a layer from a preference of the content (`overlayPreferenceValue`/`backgroundPreferenceValue`).
nonisolated struct PreferenceLayerModifier<K: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isBackground: Bool
    let alignment: Alignment
    let transform: (K.Value) -> Layer
    @MainActor func makeBehavior() -> NodeBehavior { PreferenceLayerBehavior<K, Layer>() }
}

final class PreferenceLayerBehavior<K: PreferenceKey, Layer: View>: ModifierBehavior<PreferenceLayerModifier<K, Layer>>,
    PreferenceObserver, LifecycleBehavior
{
    override var movesWithFrame: Bool { false }
    override var lifecycleHandler: LifecycleBehavior? { self }
    override var preferenceObserver: PreferenceObserver? { self }
    override var displayName: String? { modifier.isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue" }
    var collectedEpoch = 0
    private var value: K.Value = K.defaultValue

    override func childViews(content: any View) -> [(key: AnyHashable, view: any View)] {
        [(AnyHashable(0), content), (AnyHashable(1), modifier.transform(value))]
    }
    private func rebuildLayer() {
        guard let content = node.children.first?.view else { return }
        node.reconcileChildren(childViews(content: content), environment: node.environment)
    }
    func appeared() { node.graph.preferenceObservers[ObjectIdentifier(node)] = node }
    func disappeared() {}
    func preferencesChanged() {
        let newValue = node.children.first?.collectPreference(K.self) ?? K.defaultValue
        if let a = newValue as? any Equatable, equal(a, value) { return }
        value = newValue
        rebuildLayer()
    }
    private func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E) == a }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        placeContentAndLayer(in: rect, proposal: proposal, alignment: modifier.alignment)
    }

    override func hitTest(_ point: CGPoint) -> ViewNode? { hitTestLayered(point, layerBehind: modifier.isBackground) }

    override func draw(into list: inout DisplayList) { drawLayered(into: &list, layerBehind: modifier.isBackground) }
}

extension ViewGraph {
    /// Lets preference observers see the values of the new layout: those in whose subtree something
    /// changed since they last looked (an observer's node is stamped by every change below it).
    func updatePreferences() {
        let epoch = preferenceEpoch
        preferenceEpoch += 1
        for (id, node) in preferenceObservers {
            if node.isDestroyed {
                preferenceObservers[id] = nil
                continue
            }
            guard let observer = node.behavior.preferenceObserver, node.preferenceStamp > observer.collectedEpoch
            else { continue }
            observer.collectedEpoch = epoch
            observer.preferencesChanged()
        }
    }
}

nonisolated extension View {
    /// Sets `key`'s value for this subtree.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier<K>(value: value))
    }
    /// Sets `key`'s value from an anchor of this view's bounds.
    public func anchorPreference<K: PreferenceKey, A>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(AnchorPreferenceModifier<K, A>(source: value, transform: transform))
    }
    /// Runs `action` when `key`'s combined value in this subtree changes (after layout).
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
    /// Draws a view built from `key`'s value in front of this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier<K, V>(isBackground: false, alignment: alignment, transform: transform))
    }
    /// Draws a view built from `key`'s value behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier<K, V>(isBackground: true, alignment: alignment, transform: transform))
    }
}
