import Foundation

/// Checks, once per process and before `@AppStorage` first reads `UserDefaults.standard`, that the
/// settings file Linux's Foundation keeps it in can be read; a file that cannot is moved aside to
/// `<file>.bad` (`.bad.1`, … when that exists) with a message on standard error, so Foundation starts a fresh one instead of
/// overwriting what was there.
///
/// The file is `$XDG_CONFIG_HOME/<process name>.plist` (`~/.config/…` without the variable), the
/// place swift-corelibs-foundation writes. Only that file is touched, and only when it exists and
/// is not a property list.
enum SettingsFileCheck {
    nonisolated(unsafe) private static var checked = false

    static func checkStandardOnce() {
        guard !checked else { return }
        checked = true
        guard let url = standardFile() else { return }
        if let message = quarantineIfUnreadable(url) {
            FileHandle.standardError.write(Data("plume: \(message)\n".utf8))
        }
    }

    /// Where `UserDefaults.standard` keeps its values on Linux.
    static func standardFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let directory: URL
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            directory = URL(fileURLWithPath: config, isDirectory: true)
        } else if let home = environment["HOME"], !home.isEmpty {
            directory = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config")
        } else {
            return nil
        }
        return directory.appendingPathComponent(ProcessInfo.processInfo.processName + ".plist")
    }

    /// Moves `url` to `url.bad` when it exists and is not a readable property list; returns the
    /// message to show, or nil when the file is fine or absent.
    static func quarantineIfUnreadable(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        do {
            _ = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            return nil
        } catch {
            let bad = freeQuarantineName(for: url)
            do {
                try FileManager.default.moveItem(at: url, to: bad)
                return "settings file \(url.path) could not be read (\(error.localizedDescription)); "
                    + "kept as \(bad.lastPathComponent), starting with empty settings"
            } catch let moveError {
                return "settings file \(url.path) could not be read and could not be moved aside "
                    + "(\(moveError.localizedDescription)); Foundation may replace it when it saves"
            }
        }
    }

    /// `<file>.bad`, or `<file>.bad.1`, `.bad.2`… when earlier copies are there (none is replaced).
    static func freeQuarantineName(for url: URL) -> URL {
        let first = url.appendingPathExtension("bad")
        var candidate = first
        var number = 1
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = first.appendingPathExtension(String(number))
            number += 1
        }
        return candidate
    }
}
