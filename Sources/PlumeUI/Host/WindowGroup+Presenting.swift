import Foundation

/// The root of a window that presents a value (`WindowGroup(for:)`), as SwiftUI's
/// `PresentedWindowContent`: it keeps the window's value as state and passes its content a binding
/// to it; writing through the binding changes the value the window presents.
public struct PresentedWindowContent<Data: Hashable, Content: View>: View {
    let storage: PresentedWindowValue
    let content: (Binding<Data?>) -> Content
    @State private var value: Data?

    init(storage: PresentedWindowValue, defaultValue: Data?, content: @escaping (Binding<Data?>) -> Content) {
        self.storage = storage
        self.content = content
        let initial = (storage.value?.base as? Data) ?? defaultValue
        // Not `Optional.map` with a closure: Swift 6 checks a main-actor closure handed to the standard
        // library, and Swift 5 code may make this view on any thread.
        if let initial { storage.value = AnyHashable(initial) } else { storage.value = nil }
        _value = State(initialValue: initial)
    }

    public var body: some View {
        let storage = self.storage
        let state = $value
        return content(
            Binding(
                get: { state.wrappedValue },
                set: {
                    state.wrappedValue = $0
                    storage.value = $0.map { AnyHashable($0) }
                }))
    }
}

extension WindowGroup {
    /// Windows that present a value of `type`, opened with `openWindow(value:)`; `content` gets a
    /// binding to the window's value (nil when the window was opened by identifier alone).
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: type, title: ProcessInfo.processInfo.processName, id: nil, content: content)
    }
    /// Value-presenting windows titled by a localized string key.
    public init<D: Codable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: type, title: titleKey.key, id: nil, content: content)
    }
    /// Value-presenting windows titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(
        _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: type, title: String(title), id: nil, content: content)
    }
    /// Value-presenting windows titled `title`.
    public init<D: Codable & Hashable, C: View>(
        _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: type, title: title.plainText, id: nil, content: content)
    }
    /// Value-presenting windows with the identifier `id`.
    public init<D: Codable & Hashable, C: View>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: type, title: ProcessInfo.processInfo.processName, id: id, content: content)
    }
    /// Value-presenting windows titled by a localized string key, with the identifier `id`.
    public init<D: Codable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: type, title: titleKey.key, id: id, content: content)
    }
    /// Value-presenting windows titled `title`, with the identifier `id`.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(
        _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: type, title: String(title), id: id, content: content)
    }
    /// Value-presenting windows titled `title`, with the identifier `id`.
    public init<D: Codable & Hashable, C: View>(
        _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: type, title: title.plainText, id: id, content: content)
    }

    /// Value-presenting windows whose content gets a binding to a non-optional value:
    /// `defaultValue()` when the window was opened without one.
    public init<D: Codable & Hashable, C: View>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(presenting: type, title: ProcessInfo.processInfo.processName, id: nil) { optional in
            content(
                Binding(
                    get: { optional.wrappedValue ?? defaultValue() },
                    set: { optional.wrappedValue = $0 }))
        }
    }

    private init<D: Hashable, C: View>(
        presenting type: D.Type, title: String, id: String?, content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        let storage = PresentedWindowValue(nil)
        self.init(title: title, id: id) {
            PresentedWindowContent(storage: storage, defaultValue: nil, content: content)
        }
        presented = PresentedScene(type: D.self) { storage in
            AnyView(PresentedWindowContent(storage: storage, defaultValue: nil, content: content))
        }
    }
}
