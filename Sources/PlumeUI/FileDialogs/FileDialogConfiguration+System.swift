import Foundation
import PlumeFoundation

extension FileDialogConfiguration {
    /// What the desktop's dialog is asked for this purpose: files of the allowed types (several
    /// when allowed), a folder (an importer of folders, exporting several documents, moving), or
    /// where to save, offering the default name with the type's extension.
    func systemRequest(options: FileDialogOptions) -> FileChooserRequest {
        let title = verb
        let accept = options.confirmationLabel?.plainText
        let folder =
            options.customizationID.flatMap(FileDialogMemory.shared.lastFolder(for:)) ?? options.defaultDirectory
        switch purpose {
        case .open(let types, let multiple):
            let folders = types.contains { UTType.folder.conforms(to: $0) }
            return FileChooserRequest(
                kind: folders ? .chooseFolder : .openFiles, title: title, acceptLabel: accept,
                allowedTypes: folders ? [] : types, allowsMultipleSelection: multiple && !folders, folder: folder)
        case .save(let types, let name, _):
            let suggested = FileDialogFilename.resolve(name ?? "Untitled", for: types.first)
            return FileChooserRequest(
                kind: .save, title: title, acceptLabel: accept, allowedTypes: types, suggestedName: suggested,
                folder: folder)
        case .saveAll, .move:
            return FileChooserRequest(kind: .chooseFolder, title: title, acceptLabel: accept, folder: folder)
        }
    }

    /// Finishes with what the desktop's dialog chose: the files opened, the file written (the
    /// desktop's dialog has asked before replacing it), the documents written into the chosen
    /// folder, or the files moved there. An empty choice counts as cancelling.
    func complete(with urls: [URL]) {
        guard let first = urls.first else { return cancel() }
        switch purpose {
        case .open:
            finish(.success(urls))
        case .save(let types, _, let write):
            let type = types.first ?? UTType(filenameExtension: first.pathExtension) ?? .data
            finish(Result { try write(first, type) }.map { [first] })
        case .saveAll:
            finish(Result { try writeAll(into: first) })
        case .move(let files):
            finish(Result { try FileMove.move(files, into: first) })
        }
    }

    /// Saving several documents: writes each into `folder` under a free name ("Untitled.txt",
    /// "Untitled 2.txt"…) and returns where. Throws the first write's error (the files written
    /// before it stay).
    func writeAll(into folder: URL) throws -> [URL] {
        guard case .saveAll(let type, let count, let write) = purpose else { return [] }
        var written: [URL] = []
        var taken: Set<String> = []
        for index in 0..<count {
            let url = FileDialogFilename.free(
                "Untitled", ext: type.preferredFilenameExtension, in: folder, taken: taken)
            taken.insert(url.lastPathComponent)
            try write(index, url, type)
            written.append(url)
        }
        return written
    }
}
