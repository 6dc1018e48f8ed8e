import Foundation
import PlumeGraphics

/// How the buttons of an alert or dialog work: each is a full row that runs its action and then
/// dismisses the presentation (as in SwiftUI, every alert action dismisses the alert). The cancel
/// button answers Escape (`.cancelAction`).
struct AlertActionStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        AlertActionButton(configuration: configuration)
            .layoutValue(key: AlertActionRoleKey.self, value: configuration.role)
    }
}

/// One alert button: runs the action, then the presentation's `dismiss`.
struct AlertActionButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let configuration = configuration
        let dismiss = dismiss
        Button(role: configuration.role) {
            configuration.trigger()
            dismiss()
        } label: {
            configuration.label
        }
        .buttonStyle(AlertRowStyle())
        .keyboardShortcut(configuration.role == .cancel ? .cancelAction : nil)
    }
}

/// The look of an alert row: the label centered in the tint (red when destructive, semibold when
/// cancel) over the alert's fill, darker while pressed.
struct AlertRowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        AlertRowBody(configuration: configuration)
    }
}

struct AlertRowBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let dark = colorScheme == .dark
        let fill =
            configuration.isPressed
            ? PresentationColors.alertPressed(dark: dark) : PresentationColors.alertBackground(dark: dark)
        let color = configuration.roleColor(tint: tint, isEnabled: isEnabled)
        return configuration.label
            .font(configuration.role == .cancel ? .body.weight(.semibold) : .body)
            .foregroundColor(color)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(fill))
            .contentShape(Rectangle())
    }
}
