import Foundation
import PlumeAnimation
import PlumeGraphics
import PlumeStreams

/// Keeps a node subscribed to one object's `objectWillChange`.
@MainActor
final class ObjectSubscription {
    private(set) weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes `node` to `object` (unless it already is): each change re-evaluates the node's body
    /// in the transaction current when the object changes.
    func observe<O: ObservableObject>(_ object: O, node: ViewNode) {
        if self.object === object, cancellable != nil { return }
        self.object = object
        // `objectWillChange` may fire on any thread (Swift 5 code publishes from a background queue, as
        // SwiftUI allows): the sink is nonisolated and the node hears the change on the main queue, at
        // once when the change is made there, with the transaction of the thread that made it. The node
        // is reached through its handle (see `NodeHandle`), read on the main queue only.
        let handle = node.handle
        cancellable = object.objectWillChange.sink { @Sendable _ in
            let transaction = Transaction.current
            MainQueue.run {
                guard let node = handle.node, !node.isDestroyed else { return }
                node.stateWillChange(in: transaction) {}
            }
        }
    }
}

/// An observable object passed into a view, as SwiftUI's `@ObservedObject`: the view re-evaluates its
/// body whenever the object's `objectWillChange` fires. The view does not own it: a new object passed
/// in is observed instead.
///
/// ```swift
/// struct Row: View {
///     @ObservedObject var model: RowModel
///     var body: some View { TextField("Name", text: $model.name) }
/// }
/// ```
@MainActor @preconcurrency
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: InstallableProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let property = pointer.assumingMemoryBound(to: ObservedObject<ObjectType>.self)
        context.nextStorage { ObjectSubscription() }.observe(property.pointee.wrappedValue, node: context.node)
    }
}

/// Storage for one `@StateObject` of one view identity.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    var object: ObjectType?
    let subscription = ObjectSubscription()
}

/// An observable object a view creates and owns, as SwiftUI's `@StateObject`: the autoclosure runs
/// once per view identity (when the view first appears in the graph), and the same object is used for
/// as long as the identity lives, however often the view struct is re-created.
///
/// ```swift
/// struct ContentView: View {
///     @StateObject var viewModel = ContentViewModel()
///     var body: some View { Text(viewModel.title) }
/// }
/// ```
/// Outside a mounted view, reading the object creates a throwaway one each time (SwiftUI warns about
/// this too).
@MainActor @preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: InstallableProperty {
    let make: () -> ObjectType
    var box: StateObjectBox<ObjectType>?

    /// A state object made by `thunk` the first time the view's identity appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    /// The object owned by the view identity.
    public var wrappedValue: ObjectType {
        if let object = box?.object { return object }
        if let box {
            let object = make()
            box.object = object
            return object
        }
        return make()
    }

    /// Bindings to the object's properties (`$viewModel.name`).
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let property = pointer.assumingMemoryBound(to: StateObject<ObjectType>.self)
        let box = context.nextStorage { StateObjectBox<ObjectType>() }
        property.pointee.box = box
        if box.object == nil { box.object = property.pointee.make() }
        box.subscription.observe(box.object!, node: context.node)
    }
}

/// An observable object supplied by an ancestor with `environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`. Reading it when no ancestor supplies one stops the program with a message
/// naming the type, as SwiftUI does.
@MainActor @preconcurrency
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: InstallableProperty {
    var object: ObjectType?

    public init() {}

    /// The object from the environment.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: EnvironmentObject<ObjectType> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let property = pointer.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        let subscription = context.nextStorage { ObjectSubscription() }
        let found = context.environment.object(of: ObjectType.self)
        property.pointee.object = found
        if let found { subscription.observe(found, node: context.node) }
    }
}

/// Environment storage of objects by type.
struct EnvironmentObjectKey<ObjectType>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension EnvironmentValues {
    /// The object of type `T` an ancestor supplied, if any.
    func object<T>(of type: T.Type) -> T? { self[EnvironmentObjectKey<T>.self] }
}

/// `environmentObject(_:)` and `environment(_:)` with an object, as a value: equal when they supply
/// the same object (or both none), so a view made again with the same object is not rebuilt.
struct EnvironmentObjectRule<T: AnyObject>: EnvironmentRule, Equatable {
    let object: T?
    static var keyPath: WritableKeyPath<EnvironmentValues, EnvironmentValues> { \.self }
    func apply(to value: inout EnvironmentValues) { value[EnvironmentObjectKey<T>.self] = object }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
}

nonisolated extension View {
    /// Supplies `object` to the `@EnvironmentObject` properties of this view's descendants.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentRule(EnvironmentObjectRule(object: object))
    }

    /// Runs `action` with each value `publisher` sends (subscribed while the view is in the graph).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}

/// Subscribes to a publisher for the lifetime of the view identity.
nonisolated struct OnReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void
    @MainActor func makeBehavior() -> NodeBehavior { OnReceiveBehavior<P>() }
}

final class OnReceiveBehavior<P: Publisher>: TransparentModifierBehavior<OnReceiveModifier<P>>
where P.Failure == Never {
    private var cancellable: AnyCancellable?

    override func modifierChanged(from old: OnReceiveModifier<P>) {}

    override func update(changed: Bool) {
        super.update(changed: changed)
        guard cancellable == nil else { return }
        cancellable = modifier.publisher.sink { [weak self] value in
            guard let self, !self.node.isDestroyed else { return }
            self.modifier.action(value)
        }
    }

    override func destroyed() { cancellable = nil }
}

// `@preconcurrency`: the wrapper is main-actor isolated; the graph compares views on the main actor.
extension ObservedObject: @preconcurrency ObjectReferenceProperty {
    var referencedObject: AnyObject { wrappedValue }
}
