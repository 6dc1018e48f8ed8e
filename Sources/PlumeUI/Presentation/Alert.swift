import Foundation
import PlumeGraphics

/// An alert described as a value, as SwiftUI's older `Alert`, shown with `alert(isPresented:content:)`
/// or `alert(item:content:)`. Prefer `alert(_:isPresented:actions:message:)` in new code.
///
/// ```swift
/// .alert(isPresented: $showingAlert) {
///     Alert(title: Text("Delete?"), message: Text("This cannot be undone."),
///           primaryButton: .destructive(Text("Delete")) { delete() }, secondaryButton: .cancel())
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (an "OK" default button when nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert`, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        /// A button in red, for actions that destroy data.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
        /// A cancel button titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
    }

    /// The alert as the box the modern modifiers show.
    @MainActor var body: AlertBody {
        let actions = ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            PlumeUI.Button(role: button.role, action: { button.action?() }) { button.label }
        }
        return AlertBody(
            style: .alert, title: title, message: message.map { AnyView($0) }, actions: AnyView(actions))
    }
}

nonisolated extension View {
    /// Presents the alert `content` makes while `isPresented` is true, as SwiftUI's older
    /// `alert(isPresented:content:)`.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        // The presentation makes its content on the main actor.
        let alert = MainActorHandOff(content())
        return presentation(.alert, isPresented: isPresented, onDismiss: nil) {
            GraphIsolation.assumed { AnyView(alert.value.body) }
        }
    }

    /// Presents the alert `content` makes for `item` while it is not nil, as SwiftUI's older
    /// `alert(item:content:)`; dismissing sets `item` to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = MainActorHandOff(item.wrappedValue.map(content))
        return presentation(.alert, item: item, onDismiss: nil) { _ in
            GraphIsolation.assumed { AnyView(alert.value?.body ?? Alert(title: Text("")).body) }
        }
    }
}
