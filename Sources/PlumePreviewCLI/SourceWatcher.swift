import Foundation

/// Notices changes to a folder's Swift sources by their modification times and sizes (polling: no
/// inotify, so it works on every file system, at the cost of one directory walk per look).
///
/// Used by ``PreviewCommand`` in `--watch`: it takes a ``snapshot(of:)`` after each render and asks
/// again every poll interval; a file added, removed, touched or resized counts as a change.
enum SourceWatcher {
    struct FileState: Equatable {
        let modified: Date
        let size: Int
    }

    /// The state of every `.swift` file under `folder`, by path. A folder that cannot be read is
    /// an empty snapshot (so its reappearance counts as a change).
    static func snapshot(of folder: URL) -> [String: FileState] {
        var states: [String: FileState] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else {
            return states
        }
        for case let file as URL in walker where file.pathExtension == "swift" {
            guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else {
                continue
            }
            states[file.path] = FileState(
                modified: values.contentModificationDate ?? .distantPast, size: values.fileSize ?? 0)
        }
        return states
    }

    /// Waits until `folder`'s snapshot differs from `last`, looking every `interval` seconds, at most
    /// `maxLooks` times (nil: until the process is stopped). Returns the new snapshot, or nil when the
    /// looks ran out.
    static func waitForChange(
        in folder: URL, since last: [String: FileState], interval: Double, maxLooks: Int? = nil
    ) -> [String: FileState]? {
        var looks = 0
        while maxLooks.map({ looks < $0 }) ?? true {
            Thread.sleep(forTimeInterval: interval)
            looks += 1
            let now = snapshot(of: folder)
            if now != last { return now }
        }
        return nil
    }
}
