import Foundation
import Observation
import PlumeStreams

/// A value published by the focused view (`.focusedValue`) or the window (`.focusedSceneValue`), as
/// SwiftUI's `@FocusedValue`: nil when nothing publishes it. The view (or the menu bar command)
/// is evaluated again when the value changes or the focus moves.
///
/// ```swift
/// struct NoteCommands: Commands {
///     @FocusedValue(\.selectedNote) private var note
///     var body: some Commands {
///         CommandMenu("Note") {
///             Button("Clear") { note?.wrappedValue.text = "" }.disabled(note == nil)
///         }
///     }
/// }
/// ```
/// Each window reads its own values: its views and its menu bar see what its focused view
/// publishes.
@propertyWrapper
public struct FocusedValue<Value>: InstallableProperty {
    private let read: (FocusedValues) -> Value?
    var values = FocusedValues()

    /// The value published under `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { read = { $0[keyPath: keyPath] } }

    /// The `@Observable` object of type `objectType` published with `focusedValue(_:)` or
    /// `focusedSceneValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        let slot = FocusedObjectSlot(Value.self)
        read = { $0[object: slot] }
    }

    /// The value, nil when no view publishes it.
    public var wrappedValue: Value? { read(values) }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let registry = context.node.graph.focusedValues
        registry.addReader(context.node)
        pointer.assumingMemoryBound(to: FocusedValue<Value>.self).pointee.values = registry.values
    }
}

/// A binding published by the focused view, as SwiftUI's `@FocusedBinding`: reads and writes go
/// through it; nil (and writes ignored) when nothing publishes one.
///
/// ```swift
/// @FocusedBinding(\.selectedNote) private var note: Note?
/// Button("Archive") { note?.isArchived = true }
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: InstallableProperty {
    private let read: (FocusedValues) -> Binding<Value>?
    var values = FocusedValues()

    /// The binding published under `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { read = { $0[keyPath: keyPath] } }

    /// The bound value, nil when nothing publishes the binding.
    public var wrappedValue: Value? {
        get { read(values)?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding = read(values) else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the optional value (writing nil does nothing).
    public var projectedValue: Binding<Value?> {
        let binding = read(values)
        return Binding(
            get: { binding?.wrappedValue },
            set: { newValue in if let newValue { binding?.wrappedValue = newValue } })
    }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let registry = context.node.graph.focusedValues
        registry.addReader(context.node)
        pointer.assumingMemoryBound(to: FocusedBinding<Value>.self).pointee.values = registry.values
    }
}

/// An `ObservableObject` published by the focused view (`.focusedObject`) or the window
/// (`.focusedSceneObject`), as SwiftUI's `@FocusedObject`; the view follows the object's changes.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: InstallableProperty {
    var object: ObjectType?

    /// The published object of this type.
    public init() {}

    /// The object, nil when no view publishes one.
    public var wrappedValue: ObjectType? { object }

    /// Bindings to the object's properties (`$document?.title`), nil without an object.
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>? {
        object.map { ObservedObject(wrappedValue: $0) }
    }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let registry = context.node.graph.focusedValues
        registry.addReader(context.node)
        let property = pointer.assumingMemoryBound(to: FocusedObject<ObjectType>.self)
        let object: ObjectType? = registry.values[object: FocusedObjectSlot(ObjectType.self)]
        property.pointee.object = object
        let subscription = context.nextStorage { ObjectSubscription() }
        if let object { subscription.observe(object, node: context.node) }
    }
}

extension FocusedValue: EnvironmentReading {
    static func setEnvironment(_ environment: EnvironmentValues, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: FocusedValue<Value>.self).pointee.values = environment.focusedValues
    }
}

extension FocusedBinding: EnvironmentReading {
    static func setEnvironment(_ environment: EnvironmentValues, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: FocusedBinding<Value>.self).pointee.values = environment.focusedValues
    }
}

extension FocusedObject: EnvironmentReading {
    static func setEnvironment(_ environment: EnvironmentValues, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: FocusedObject<ObjectType>.self).pointee.object =
            environment.focusedValues[object: FocusedObjectSlot(ObjectType.self)]
    }
}

/// All of the window's focused values, for a view that passes them on (the menu bar, to its
/// commands); the view is evaluated again when they change.
@MainActor
struct WindowFocusedValues: InstallableProperty {
    var values = FocusedValues()

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let registry = context.node.graph.focusedValues
        registry.addReader(context.node)
        pointer.assumingMemoryBound(to: WindowFocusedValues.self).pointee.values = registry.values
    }
}
