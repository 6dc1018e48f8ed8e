import Foundation
import PlumeFoundation

/// The places a file dialog's Places menu offers (the home folder, the user's usual folders that
/// exist, and the file system's root) and how a folder's path is shown (`~/Documents/Notes`).
struct FileDialogPlaces {
    let name: String
    let url: URL

    static var all: [FileDialogPlaces] {
        let home = FileManager.default.homeDirectoryForCurrentUser
        let usual: [(String, URL)] = [
            ("Desktop", URL.desktopDirectory), ("Documents", URL.documentsDirectory),
            ("Downloads", URL.downloadsDirectory),
        ]
        var places = [FileDialogPlaces(name: "Home", url: home)]
        for (name, url) in usual where exists(url) { places.append(FileDialogPlaces(name: name, url: url)) }
        places.append(FileDialogPlaces(name: "Computer", url: URL(fileURLWithPath: "/")))
        return places
    }

    /// `url`'s path with the home folder written `~`.
    static func displayPath(_ url: URL) -> String {
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path == home { return "~" }
        if home != "/", path.hasPrefix(home + "/") { return "~" + path.dropFirst(home.count) }
        return path
    }

    private static func exists(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
