import Foundation

extension Button where Label == PlumeUI.Label<Text, Image> {
    /// A button with a title and a system image, as SwiftUI's `Button("Add", systemImage: "plus") { … }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { PlumeUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title, a system image and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { PlumeUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { PlumeUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a title string, a system image and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { PlumeUI.Label(title, systemImage: systemImage) }
    }
}
