import Foundation

/// A key for a value that the focused view (or its window's scene) publishes, as SwiftUI's
/// `FocusedValueKey`. Declare one, or let `@Entry` declare it:
///
/// ```swift
/// extension FocusedValues {
///     @Entry var selectedNote: Binding<Note>?
/// }
/// ```
public protocol FocusedValueKey {
    /// The type of value published under the key.
    associatedtype Value
}

/// The values published by the focused view and its ancestors (`.focusedValue`) and by the views of
/// the window (`.focusedSceneValue`), as SwiftUI's `FocusedValues`: what `@FocusedValue`,
/// `@FocusedBinding` and `@FocusedObject` read.
///
/// Extend it with a property per value, reading and writing through the subscript (or with `@Entry`):
/// ```swift
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
/// Each window has its own: a window's views and its menu bar read what its focused view publishes
/// (on Linux each window has its own menu bar, so the window being used is the key window).
public struct FocusedValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// No values (views that nothing publishes to read nil).
    public init() {}

    /// The value published under `key`, nil when no focused view (nor the scene) publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `T` published with `focusedObject`, `focusedSceneObject` or
    /// `focusedValue(_:)` / `focusedSceneValue(_:)` of an object.
    subscript<T>(object slot: FocusedObjectSlot) -> T? {
        get { storage[slot.id] as? T }
        set { storage[slot.id] = newValue }
    }
}

/// Where an object published by its type is kept in `FocusedValues` (one per type).
struct FocusedObjectSlot: Hashable {
    let id: ObjectIdentifier
    init<T>(_ type: T.Type) { id = ObjectIdentifier(FocusedObjectMarker<T>.self) }
}

/// A type per published object type, so that object slots never meet a key's.
private enum FocusedObjectMarker<T> {}

struct FocusedValuesKey: EnvironmentKey { static var defaultValue: FocusedValues { FocusedValues() } }

extension EnvironmentValues {
    /// The window's focused values, for the menu bar's commands (`@FocusedValue` in a `Commands`
    /// struct reads them here; set by `MenuBarView` when it builds the menus).
    var focusedValues: FocusedValues {
        get { self[FocusedValuesKey.self] }
        set { self[FocusedValuesKey.self] = newValue }
    }
}
