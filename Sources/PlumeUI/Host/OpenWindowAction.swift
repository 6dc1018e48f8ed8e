import Foundation

/// Opens a window of one of the app's scenes, as SwiftUI's `OpenWindowAction`; read it from
/// `@Environment(\.openWindow)` and call it.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// Button("Show Activity") { openWindow(id: "activity") }
/// Button("Open Note") { openWindow(value: note.id) }
/// ```
/// A `WindowGroup` opens another window each time; a `Window` (and a value group asked for a value
/// one of its windows already shows) brings its window forward instead. An identifier no scene has,
/// or a value no `WindowGroup(for:)` presents, opens nothing and is reported in the asking window's
/// `diagnostics` with the identifiers the app has.
public struct OpenWindowAction {
    let handler: WindowRequestHandler

    /// Opens a window of the scene whose identifier is `id`.
    public func callAsFunction(id: String) {
        handler.perform(.open(id: id, value: nil, valueType: nil))
    }
    /// Opens a window of the first `WindowGroup(for:)` presenting `D`, showing `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        handler.perform(.open(id: nil, value: AnyHashable(value), valueType: D.self))
    }
    /// Opens a window of the scene `id` (a `WindowGroup(id:for:)`) showing `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        handler.perform(.open(id: id, value: AnyHashable(value), valueType: D.self))
    }
}

/// Closes windows, as SwiftUI's `DismissWindowAction`; read it from `@Environment(\.dismissWindow)`.
///
/// `dismissWindow()` closes the window the view is in (with any sheet it shows); `dismissWindow(id:)`
/// closes every window of that scene, and `dismissWindow(value:)` the ones presenting `value`.
/// Closing the last window ends the app. An unknown identifier is reported in `diagnostics`.
public struct DismissWindowAction {
    let handler: WindowRequestHandler

    /// Closes the window this view is in.
    public func callAsFunction() { handler.perform(.dismiss(id: nil, value: nil)) }
    /// Closes the windows of the scene whose identifier is `id`.
    public func callAsFunction(id: String) { handler.perform(.dismiss(id: id, value: nil)) }
    /// Closes the windows presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        handler.perform(.dismiss(id: nil, value: AnyHashable(value)))
    }
    /// Closes the windows of the scene `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        handler.perform(.dismiss(id: id, value: AnyHashable(value)))
    }
}

/// Opens the app's `Settings` window (or brings it forward), as SwiftUI's `OpenSettingsAction`;
/// read it from `@Environment(\.openSettings)`. An app without a `Settings` scene reports it in
/// `diagnostics`.
public struct OpenSettingsAction {
    let handler: WindowRequestHandler

    /// Opens the settings window.
    public func callAsFunction() { handler.perform(.openSettings) }
}

struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction(handler: .outsideApp) }
}
struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction(handler: .outsideApp) }
}
struct OpenSettingsKey: EnvironmentKey {
    static var defaultValue: OpenSettingsAction { OpenSettingsAction(handler: .outsideApp) }
}
struct SupportsMultipleWindowsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Opens windows of the app's scenes (see `OpenWindowAction`).
    public internal(set) var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }
    /// Closes windows (see `DismissWindowAction`).
    public internal(set) var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
    /// Opens the app's settings window (see `OpenSettingsAction`).
    public internal(set) var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
    /// Whether the views are in an app that can open several windows (true in an `AppSession`'s
    /// windows, false for a view mounted alone), as SwiftUI's `supportsMultipleWindows`.
    public internal(set) var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }
}
