import Foundation
import PlumeFoundation

/// What one presented file dialog is for, built by the `fileImporter`/`fileExporter` modifiers each
/// time their view updates: open files of some types, or save one or several documents; and where
/// the outcome goes. `FileDialogView` shows it and calls exactly one of `finish` and `cancel`.
struct FileDialogConfiguration {
    enum Purpose {
        /// Choose existing files (or folders when a folder type is allowed).
        case open(allowedTypes: [UTType], allowsMultipleSelection: Bool)
        /// Choose a name and a folder for one document and write it there.
        case save(contentTypes: [UTType], defaultFilename: String?, write: (URL, UTType) throws -> Void)
        /// Choose a folder for several documents; each is written under a free name in it.
        case saveAll(contentType: UTType, count: Int, write: (Int, URL, UTType) throws -> Void)
        /// Choose a folder to move `files` into (`fileMover`).
        case move(files: [URL])
    }

    let purpose: Purpose
    /// Gets the chosen (or written) files, or the error that stopped the write.
    let finish: (Result<[URL], any Error>) -> Void
    /// Runs when the dialog closes without a choice (Cancel, Escape, the presenter going away).
    let cancel: () -> Void

    var isOpening: Bool { if case .open = purpose { true } else { false } }

    /// What the dialog says under its title when the app gives no message: for moving, what moves.
    var defaultMessage: String? {
        guard case .move(let files) = purpose else { return nil }
        return files.count == 1
            ? "Choose where to move “\(files[0].lastPathComponent)”." : "Choose where to move \(files.count) files."
    }

    /// The dialog's title, which is also its confirming button's label unless the app sets one.
    var verb: String {
        switch purpose {
        case .open: "Open"
        case .save, .saveAll: "Save"
        case .move: "Move"
        }
    }

    /// The types the dialog lets the user pick or writes.
    var types: [UTType] {
        switch purpose {
        case .open(let types, _): types
        case .save(let types, _, _): types
        case .saveAll(let type, _, _): [type]
        case .move: [.folder]
        }
    }

    /// Whether `entry` can be chosen: when opening, a file whose type conforms to an allowed type,
    /// or a folder when a folder type is allowed; when saving several, a folder.
    func canChoose(_ entry: FileDialogEntry) -> Bool {
        switch purpose {
        case .open(let types, _):
            return types.contains { entry.contentType.conforms(to: $0) }
        case .save:
            return !entry.isFolder
        case .saveAll, .move:
            return entry.isFolder
        }
    }

    /// Whether the folder being shown can itself be the answer (an importer of folders with
    /// nothing selected, or saving several documents into it).
    var acceptsShownFolder: Bool {
        switch purpose {
        case .open(let types, _): types.contains { UTType.folder.conforms(to: $0) }
        case .save: false
        case .saveAll, .move: true
        }
    }
}

/// The name a saved file gets: what the user typed, with the type's extension added when the
/// typed name has none of the type's extensions (as macOS's save panel does). Nil when the name
/// cannot name a file here: empty, only dots, or holding a slash or a NUL.
enum FileDialogFilename {
    static func resolve(_ typed: String, for type: UTType?) -> String? {
        let name = typed.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else {
            return nil
        }
        guard name.utf8.count <= 255 else { return nil }
        guard let type, let preferred = type.preferredFilenameExtension else { return name }
        let ext = (name as NSString).pathExtension.lowercased()
        let known = type.tags[.filenameExtension]?.map { $0.lowercased() } ?? []
        if known.contains(ext) { return name }
        let withExtension = "\(name).\(preferred)"
        return withExtension.utf8.count <= 255 ? withExtension : nil
    }

    /// `base.ext` in `folder`, or `base 2.ext`, `base 3.ext`… the first name nothing has.
    static func free(_ base: String, ext: String?, in folder: URL, taken: Set<String> = []) -> URL {
        func name(_ index: Int) -> String {
            let stem = index == 1 ? base : "\(base) \(index)"
            return ext.map { "\(stem).\($0)" } ?? stem
        }
        var index = 1
        while taken.contains(name(index))
            || FileManager.default.fileExists(atPath: folder.appendingPathComponent(name(index)).path)
        {
            index += 1
        }
        return folder.appendingPathComponent(name(index))
    }
}

/// The folder each `fileDialogCustomizationID` last showed, while the app runs. Dialogs read it
/// when they open and write it when they show a folder; the lock lets graphs on other threads
/// (tests run views on theirs) share it.
final class FileDialogMemory: @unchecked Sendable {
    static let shared = FileDialogMemory()
    private let lock = NSLock()
    private var folders: [String: URL] = [:]

    func lastFolder(for id: String) -> URL? { lock.withLock { folders[id] } }
    func remember(_ folder: URL, for id: String) { lock.withLock { folders[id] = folder } }
}
