import Foundation
import PlumeFoundation

/// One row of a file dialog: a file or folder in the folder it shows.
struct FileDialogEntry: Identifiable, Hashable {
    let url: URL
    let name: String
    let isFolder: Bool
    /// The type the dialog filters by: `.folder` for folders, else the type of the extension
    /// (`.data` for a file without one).
    let contentType: UTType
    var id: URL { url }

    var isHidden: Bool { name.hasPrefix(".") }
}

/// What a file dialog shows of one folder: its entries (folders first, then files, each in Finder's
/// order: `localizedStandardCompare`), or the error that kept it from being read. The dialog
/// (`FileDialogView`) reads a folder when it opens it and keeps the result until it opens another;
/// nothing here writes.
struct FileDialogFolder {
    let url: URL
    let entries: [FileDialogEntry]
    /// Why the folder could not be listed ("You don't have permission…"), shown instead of rows.
    let problem: String?

    /// Reads `url`. Hidden entries (names starting with a dot) are left out unless `includeHidden`.
    /// A link to a folder lists as a folder (entering it follows the link; each step is one read, so
    /// a link loop only goes one folder deeper per tap).
    static func read(_ url: URL, includeHidden: Bool) -> FileDialogFolder {
        let manager = FileManager.default
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: url.path)
        } catch {
            return FileDialogFolder(url: url, entries: [], problem: describe(error, reading: url))
        }
        var entries: [FileDialogEntry] = []
        entries.reserveCapacity(names.count)
        for name in names where includeHidden || !name.hasPrefix(".") {
            let child = url.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: child.path, isDirectory: &isFolder)
            entries.append(
                FileDialogEntry(
                    url: child, name: name, isFolder: isFolder.boolValue,
                    contentType: contentType(ofName: name, isFolder: isFolder.boolValue)))
        }
        entries.sort { lhs, rhs in
            if lhs.isFolder != rhs.isFolder { return lhs.isFolder }
            return lhs.name.localizedStandardCompare(rhs.name) == .orderedAscending
        }
        return FileDialogFolder(url: url, entries: entries, problem: nil)
    }

    /// The type a file of `name` is taken to be: by its extension, `.data` without one.
    static func contentType(ofName name: String, isFolder: Bool) -> UTType {
        if isFolder { return .folder }
        let ext = (name as NSString).pathExtension
        guard !ext.isEmpty, let type = UTType(filenameExtension: ext) else { return .data }
        return type
    }

    private static func describe(_ error: any Error, reading url: URL) -> String {
        let code = (error as? CocoaError)?.code
        switch code {
        case .fileReadNoPermission?:
            return "You don't have permission to see the contents of “\(url.lastPathComponent)”."
        case .fileReadNoSuchFile?, .fileNoSuchFile?: return "The folder “\(url.lastPathComponent)” does not exist."
        default: return "The folder “\(url.lastPathComponent)” could not be read: \(error.localizedDescription)"
        }
    }
}
