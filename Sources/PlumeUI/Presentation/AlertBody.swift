import Foundation
import PlumeGraphics

/// The inside of an alert or dialog box: its title and message, centered, over its buttons (see
/// `AlertButtonsLayout`), with the buttons the system adds — "OK" for an alert without buttons,
/// "Cancel" for a dialog without a cancel button.
nonisolated struct AlertBody: View {
    enum Style { case alert, dialog }
    let style: Style
    let title: Text?
    let message: AnyView?
    let actions: AnyView

    @MainActor var body: some View {
        let summary = PresentationActions(actions)
        VStack(spacing: 0) {
            if title != nil || message != nil {
                VStack(spacing: 4) {
                    if let title {
                        title.font(style == .alert ? .headline : .footnote.weight(.semibold))
                            .foregroundColor(style == .alert ? .primary : .secondary)
                    }
                    if let message {
                        message.font(.footnote).foregroundColor(style == .alert ? .primary : .secondary)
                    }
                }
                .multilineTextAlignment(.center)
                .padding(.horizontal, 16)
                .padding(.top, 19)
                .padding(.bottom, 17)
                .frame(maxWidth: .infinity)
            }
            AlertButtonsLayout(allowsPair: style == .alert) {
                actions
                if style == .alert && summary.buttonCount == 0 { Button("OK") {} }
                if style == .dialog && !summary.hasCancel { Button("Cancel", role: .cancel) {} }
            }
            .background(Color.separator)
        }
        .buttonStyle(AlertActionStyle())
    }
}
