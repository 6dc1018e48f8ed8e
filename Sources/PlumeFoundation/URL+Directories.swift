import Foundation

#if !canImport(Darwin)
    /// The well-known directories Apple's Foundation names as `URL` properties (`URL.documentsDirectory`
    /// and friends), which Linux's Foundation lacks. Each is the first URL that
    /// `FileManager.default.urls(for:in: .userDomainMask)` gives, which follows the XDG user
    /// directories on Linux (`~/Documents`, `~/.cache`, `~/.local/share`…); a kind that Linux has no
    /// place for falls back to a folder of that name in the home directory, so the value is never
    /// empty, as on Apple's platforms. Nothing is created: like Apple's, these only name the places.
    extension URL {
        /// The user's documents folder (`~/Documents`), where an app keeps what the user made.
        public static var documentsDirectory: URL { userDirectory(.documentDirectory, fallback: "Documents") }

        /// Where an app keeps files it needs but the user does not see (`~/.local/share` on Linux).
        public static var applicationSupportDirectory: URL {
            userDirectory(.applicationSupportDirectory, fallback: ".local/share")
        }

        /// Discardable cached data (`~/.cache`).
        public static var cachesDirectory: URL { userDirectory(.cachesDirectory, fallback: ".cache") }

        /// The user's desktop (`~/Desktop`).
        public static var desktopDirectory: URL { userDirectory(.desktopDirectory, fallback: "Desktop") }

        /// The user's downloads folder (`~/Downloads`).
        public static var downloadsDirectory: URL { userDirectory(.downloadsDirectory, fallback: "Downloads") }

        /// The user's library folder; Linux has none, so this is `~/.local/share` as on Apple's
        /// platforms the library holds application support.
        public static var libraryDirectory: URL { userDirectory(.libraryDirectory, fallback: ".local/share") }

        /// The user's movies folder (`~/Videos` under XDG).
        public static var moviesDirectory: URL { userDirectory(.moviesDirectory, fallback: "Videos") }

        /// The user's music folder (`~/Music`).
        public static var musicDirectory: URL { userDirectory(.musicDirectory, fallback: "Music") }

        /// The user's pictures folder (`~/Pictures`).
        public static var picturesDirectory: URL { userDirectory(.picturesDirectory, fallback: "Pictures") }

        /// The user's public folder (`~/Public`).
        public static var sharedPublicDirectory: URL { userDirectory(.sharedPublicDirectory, fallback: "Public") }

        /// The user's trash (`~/.local/share/Trash`, the freedesktop.org trash).
        public static var trashDirectory: URL { userDirectory(.trashDirectory, fallback: ".local/share/Trash") }

        private static func userDirectory(_ kind: FileManager.SearchPathDirectory, fallback: String) -> URL {
            if let url = FileManager.default.urls(for: kind, in: .userDomainMask).first { return url }
            return homeDirectory.appendingPathComponent(fallback, isDirectory: true)
        }
    }
#endif
