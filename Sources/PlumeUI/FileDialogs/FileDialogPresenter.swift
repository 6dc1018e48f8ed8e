import Foundation
import PlumeFoundation

/// Presents a file dialog while `isPresented` is true: the desktop's own (the graph's
/// `SystemFileChooser`) when the window host gives one, otherwise Plume's `FileDialogView` in a sheet.
///
/// Made by `View.fileDialog(isPresented:purpose:finish:cancel:)` (so by `fileImporter`,
/// `fileExporter`, `fileMover` and the document windows' Open and Save As). The desktop's dialog is
/// asked once each time `isPresented` turns true; its answer runs the configuration's `finish` (after
/// writing what an exporter writes) or `cancel`, then sets `isPresented` back to false. When the
/// app sets `isPresented` to false while the desktop's dialog is up, or the view goes away (its
/// window closed), the dialog is closed (`FileChooserDialog.close()`) and neither `finish` nor
/// `cancel` runs; an answer that still comes is dropped. When the desktop's dialog is unavailable,
/// Plume's dialog is shown instead.
nonisolated struct FileDialogPresenter: ViewModifier {
    @Binding var isPresented: Bool
    let configuration: FileDialogConfiguration

    @Environment(\.systemFileChooser) private var chooser
    @Environment(\.fileDialogOptions) private var options
    @State private var phase = Phase.idle
    /// The desktop's dialog while it is up.
    @State private var dialog: FileChooserDialog?

    /// Where the dialog presented now is.
    enum Phase: Equatable {
        /// No dialog, or Plume's dialog without a system chooser.
        case idle
        /// The desktop's dialog is up, asked under this token.
        case asking(UUID)
        /// The desktop's dialog was unavailable: Plume's dialog is shown.
        case plume
    }

    @MainActor func body(content: Content) -> some View {
        let configuration = self.configuration
        let presented = $isPresented
        let usesSystem = chooser.current() != nil
        let showsPlumeDialog = Binding(
            get: { [phase] in presented.wrappedValue && (!usesSystem || phase == .plume) },
            set: { if !$0 { presented.wrappedValue = false } })
        return
            content
            .presentation(.sheet, isPresented: showsPlumeDialog, onDismiss: nil) {
                AnyView(FileDialogView(configuration: configuration))
            }
            .onChange(of: isPresented, initial: true) { _, isUp in
                if isUp { askSystem() } else { closeSystemDialog() }
            }
            .onDisappear { closeSystemDialog() }
    }

    /// Takes the desktop's dialog down, when one is up; its answer will not be delivered.
    @MainActor private func closeSystemDialog() {
        phase = .idle
        guard let dialog else { return }
        self.dialog = nil
        chooser.openDialogs.remove(dialog)
        dialog.close()
    }

    /// Asks the system's dialog, when there is one and it is not already up.
    @MainActor private func askSystem() {
        guard let system = chooser.current(), phase == .idle else { return }
        let token = UUID()
        let phase = $phase
        let presented = $isPresented
        let configuration = self.configuration
        let dialog = $dialog
        let openDialogs = chooser.openDialogs
        phase.wrappedValue = .asking(token)
        let shown = system.choose(configuration.systemRequest(options: options)) { answer in
            guard phase.wrappedValue == .asking(token) else { return }
            if let answered = dialog.wrappedValue {
                openDialogs.remove(answered)
                dialog.wrappedValue = nil
            }
            switch answer {
            case .chosen(let urls):
                phase.wrappedValue = .idle
                presented.wrappedValue = false
                configuration.complete(with: urls)
            case .cancelled:
                phase.wrappedValue = .idle
                presented.wrappedValue = false
                configuration.cancel()
            case .unavailable:
                phase.wrappedValue = .plume
            }
        }
        // `choose` answers on the main queue, never before it returns.
        if phase.wrappedValue == .asking(token) {
            openDialogs.add(shown)
            dialog.wrappedValue = shown
        }
    }
}
