import Foundation
import PlumeFoundation

/// Presents a file dialog while `isPresented` is true: the desktop's own (the graph's
/// `SystemFileChooser`) when the window host gives one, otherwise Plume's `FileDialogView` in a sheet.
///
/// Made by `View.fileDialog(isPresented:purpose:finish:cancel:)` (so by `fileImporter`,
/// `fileExporter`, `fileMover` and the document windows' Open and Save As). The desktop's dialog is
/// asked once each time `isPresented` turns true; its answer runs the configuration's `finish` (after
/// writing what an exporter writes) or `cancel`, then sets `isPresented` back to false. An answer
/// that comes after `isPresented` was set to false by the app is dropped. When the desktop's
/// dialog is unavailable, Plume's dialog is shown instead.
struct FileDialogPresenter: ViewModifier {
    @Binding var isPresented: Bool
    let configuration: FileDialogConfiguration

    @Environment(\.systemFileChooser) private var chooser
    @Environment(\.fileDialogOptions) private var options
    @State private var phase = Phase.idle

    /// Where the dialog presented now is.
    enum Phase: Equatable {
        /// No dialog, or Plume's dialog without a system chooser.
        case idle
        /// The desktop's dialog is up, asked under this token.
        case asking(UUID)
        /// The desktop's dialog was unavailable: Plume's dialog is shown.
        case plume
    }

    func body(content: Content) -> some View {
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
                if isUp { askSystem() } else { phase = .idle }
            }
    }

    /// Asks the system's dialog, when there is one and it is not already up.
    private func askSystem() {
        guard let system = chooser.current(), phase == .idle else { return }
        let token = UUID()
        let phase = $phase
        let presented = $isPresented
        let configuration = self.configuration
        phase.wrappedValue = .asking(token)
        system.choose(configuration.systemRequest(options: options)) { answer in
            guard phase.wrappedValue == .asking(token) else { return }
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
    }
}
