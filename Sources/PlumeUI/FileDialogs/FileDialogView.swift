import Foundation
import PlumeFoundation
import PlumeGraphics

/// The file dialog Plume draws for `fileImporter`, `fileExporter` and `fileMover`, shown in a sheet: a message,
/// for saving a name field, the folder shown with a button to go up and buttons for the usual
/// places, the folder's entries (a tap on a folder opens it; a tap on a file selects it, or for
/// saving takes its name), and Cancel with the confirming button. Files the dialog cannot choose
/// are dimmed. Saving over an existing file asks first.
///
/// It calls its configuration's `finish` once with what was chosen or written, or `cancel` once
/// when it closes otherwise (Cancel, Escape, the presenter going away), then dismisses itself.
/// It reads folders only when it opens them, and writes only the file the user confirmed.
struct FileDialogView: View {
    let configuration: FileDialogConfiguration

    @Environment(\.fileDialogOptions) private var options
    @Environment(\.dismiss) private var dismiss
    @State private var folder: FileDialogFolder?
    @State private var selection: Set<URL> = []
    @State private var filename = ""
    @State private var pendingReplacement: URL?
    @State private var outcome = FileDialogOutcome()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            header
            if case .save = configuration.purpose { nameField }
            locationBar
            entryList
            buttons
        }
        .padding(16)
        .frame(minWidth: 320, idealWidth: 460, minHeight: 360, idealHeight: 440)
        .onAppear(perform: openInitialFolder)
        .onDisappear {
            if !outcome.ended {
                outcome.ended = true
                configuration.cancel()
            }
        }
        .alert(
            replacementTitle,
            isPresented: Binding(get: { pendingReplacement != nil }, set: { if !$0 { pendingReplacement = nil } })
        ) {
            Button("Replace", role: .destructive) {
                if let url = pendingReplacement { write(to: url) }
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("A file with the same name already exists. Replacing it will overwrite its current contents.")
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(configuration.verb).font(.headline)
            if let message = options.message ?? configuration.defaultMessage.map({ Text($0) }) {
                message.font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }

    private var nameField: some View {
        HStack(spacing: 8) {
            (options.filenameLabel ?? Text("Save As:")).font(.callout)
            TextField("Name", text: $filename)
                .textFieldStyle(.roundedBorder)
                .onSubmit(confirm)
        }
    }

    private var locationBar: some View {
        HStack(spacing: 8) {
            Button(action: goUp) { Image(systemName: "chevron.left") }
                .accessibilityLabel("Enclosing Folder")
                .disabled(folder.map { $0.url.path == "/" } ?? true)
            Text(folder.map { FileDialogPlaces.displayPath($0.url) } ?? "")
                .font(.callout).lineLimit(1).truncationMode(.head)
            Spacer(minLength: 0)
            Menu("Places") {
                ForEach(FileDialogPlaces.all, id: \.url) { place in
                    Button(place.name) { open(place.url) }
                }
            }
        }
    }

    private var entryList: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                if let problem = folder?.problem {
                    Text(problem).font(.callout).foregroundStyle(.secondary).padding(12)
                } else if let entries = folder?.entries, entries.isEmpty {
                    Text("This folder is empty.").font(.callout).foregroundStyle(.secondary).padding(12)
                }
                ForEach(folder?.entries ?? []) { entry in
                    FileDialogRow(
                        entry: entry, isSelected: selection.contains(entry.url),
                        isEnabled: entry.isFolder || configuration.canChoose(entry)
                    )
                    .onTapGesture { tapped(entry) }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.secondary.opacity(0.08), in: RoundedRectangle(cornerRadius: 8))
    }

    private var buttons: some View {
        HStack(spacing: 12) {
            Spacer()
            Button("Cancel", role: .cancel) { end(nil) }
                .keyboardShortcut(.cancelAction)
            Button(action: confirm) { options.confirmationLabel ?? Text(configuration.verb) }
                .buttonStyle(.borderedProminent)
                .keyboardShortcut(.defaultAction)
                .disabled(!canConfirm)
        }
    }

    private var replacementTitle: String {
        "“\(pendingReplacement?.lastPathComponent ?? "")” already exists. Do you want to replace it?"
    }

    // MARK: Actions

    private func openInitialFolder() {
        guard folder == nil else { return }
        let remembered = options.customizationID.flatMap(FileDialogMemory.shared.lastFolder(for:))
        let start = remembered ?? options.defaultDirectory ?? FileManager.default.homeDirectoryForCurrentUser
        if case .save(let types, let name, _) = configuration.purpose {
            filename = name ?? "Untitled"
            if (filename as NSString).pathExtension.isEmpty, let ext = types.first?.preferredFilenameExtension,
                options.browserOptions.contains(.displayFileExtensions)
            {
                filename += ".\(ext)"
            }
        }
        open(start)
    }

    private func open(_ url: URL) {
        folder = FileDialogFolder.read(url, includeHidden: options.browserOptions.contains(.includeHiddenFiles))
        selection = []
        if let id = options.customizationID { FileDialogMemory.shared.remember(url, for: id) }
    }

    private func goUp() {
        guard let current = folder?.url, current.path != "/" else { return }
        open(current.deletingLastPathComponent())
    }

    /// A tap on a folder opens it, except in an importer that may return folders: there the first
    /// tap selects it and a tap on the selected folder opens it. A tap on a file selects it (opening)
    /// or takes its name (saving).
    private func tapped(_ entry: FileDialogEntry) {
        if entry.isFolder {
            if configuration.isOpening, configuration.canChoose(entry), !selection.contains(entry.url) {
                select(entry)
            } else {
                open(entry.url)
            }
            return
        }
        switch configuration.purpose {
        case .open: if configuration.canChoose(entry) { select(entry) }
        case .save: filename = entry.name
        case .saveAll, .move: break
        }
    }

    private func select(_ entry: FileDialogEntry) {
        if case .open(_, true) = configuration.purpose {
            if selection.contains(entry.url) { selection.remove(entry.url) } else { selection.insert(entry.url) }
        } else {
            selection = [entry.url]
        }
    }

    private var canConfirm: Bool {
        guard let folder, folder.problem == nil || !configuration.isOpening else { return false }
        switch configuration.purpose {
        case .open: return !selection.isEmpty || configuration.acceptsShownFolder
        case .save(let types, _, _): return FileDialogFilename.resolve(filename, for: types.first) != nil
        case .saveAll, .move: return folder.problem == nil
        }
    }

    private func confirm() {
        guard canConfirm, let folder else { return }
        switch configuration.purpose {
        case .open:
            let chosen = folder.entries.map(\.url).filter(selection.contains)
            end(.success(chosen.isEmpty ? [folder.url] : chosen))
        case .save(let types, _, _):
            guard let name = FileDialogFilename.resolve(filename, for: types.first) else { return }
            let url = folder.url.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) {
                pendingReplacement = url
            } else {
                write(to: url)
            }
        case .saveAll:
            end(Result { try configuration.writeAll(into: folder.url) })
        case .move(let files):
            end(Result { try FileMove.move(files, into: folder.url) })
        }
    }

    private func write(to url: URL) {
        guard case .save(let types, _, let write) = configuration.purpose else { return }
        let type = types.first ?? UTType(filenameExtension: url.pathExtension) ?? .data
        do {
            try write(url, type)
            end(.success([url]))
        } catch {
            end(.failure(error))
        }
    }

    /// Ends the dialog: with a result, or (nil) cancelled.
    private func end(_ result: Result<[URL], any Error>?) {
        guard !outcome.ended else { return }
        outcome.ended = true
        if let result { configuration.finish(result) } else { configuration.cancel() }
        dismiss()
    }
}

/// Whether a dialog has reported its outcome; a reference so that the closure `onDisappear` runs
/// late still sees the answer given before.
final class FileDialogOutcome {
    var ended = false
}

/// One entry of the dialog's list: an icon, the name, and for a folder a chevron.
struct FileDialogRow: View {
    let entry: FileDialogEntry
    let isSelected: Bool
    let isEnabled: Bool

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: entry.isFolder ? "folder.fill" : "doc")
                .foregroundStyle(entry.isFolder ? Color.accentColor : Color.secondary)
            Text(entry.name).lineLimit(1).truncationMode(.middle)
            Spacer(minLength: 0)
            if entry.isFolder { Image(systemName: "chevron.right").foregroundStyle(.secondary) }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .foregroundStyle(isSelected ? Color.white : Color.primary)
        .background(isSelected ? Color.accentColor : Color.clear, in: RoundedRectangle(cornerRadius: 6))
        .opacity(isEnabled ? 1 : 0.4)
        .contentShape(Rectangle())
    }
}
