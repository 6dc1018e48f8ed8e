import Foundation

/// Moves files into a folder for `fileMover`, all or none: every file keeps its name; before
/// anything moves, each file must exist and no other file of that name be in the folder (moving a
/// file into the folder it is in leaves it there); if a move fails half-way, the files already
/// moved go back where they were. Called by `FileDialogView` when the user confirms a folder.
enum FileMove {
    /// Why the files were not moved.
    struct Failure: LocalizedError, Equatable {
        let message: String
        var errorDescription: String? { message }
    }

    /// Moves `files` into `folder`; returns where each file is now, in `files`' order.
    /// - Throws: `Failure` naming the file when one is missing, two have the same name, or the
    ///   folder already has a file of that name; the file system's error when a move fails (after
    ///   putting back what had moved).
    static func move(_ files: [URL], into folder: URL) throws -> [URL] {
        let manager = FileManager.default
        var names: Set<String> = []
        var plan: [(from: URL, to: URL)] = []
        for file in files.map(\.standardizedFileURL) {
            let name = file.lastPathComponent
            let target = folder.appendingPathComponent(name).standardizedFileURL
            guard manager.fileExists(atPath: file.path) else {
                throw Failure(message: "“\(name)” cannot be moved: it no longer exists at \(file.path)")
            }
            guard names.insert(name).inserted else {
                throw Failure(message: "Two of the files are named “\(name)”; nothing was moved")
            }
            if target.path == file.path {
                plan.append((file, file))
                continue
            }
            guard !manager.fileExists(atPath: target.path) else {
                throw Failure(message: "“\(name)” already exists in \(folder.path); nothing was moved")
            }
            plan.append((file, target))
        }
        var moved: [(from: URL, to: URL)] = []
        do {
            for step in plan where step.from != step.to {
                try manager.moveItem(at: step.from, to: step.to)
                moved.append(step)
            }
        } catch {
            for step in moved.reversed() {
                do { try manager.moveItem(at: step.to, to: step.from) } catch {
                    throw Failure(
                        message:
                            "Moving failed and “\(step.to.lastPathComponent)” could not be put back: it is at \(step.to.path)"
                    )
                }
            }
            throw error
        }
        return plan.map(\.to)
    }
}
