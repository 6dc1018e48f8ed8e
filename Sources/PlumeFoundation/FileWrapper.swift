import Foundation

#if !canImport(Darwin)
    /// A file, folder or symbolic link held in memory, as Apple's Foundation `FileWrapper` (which
    /// Linux's Foundation lacks): what a `FileDocument` reads from and writes to.
    ///
    /// A folder wrapper holds its children by name; reading a folder from disk reads its whole tree
    /// (symbolic links are kept as links, never followed, so a link loop cannot make the read endless).
    /// `write(to:options:originalContentsURL:)` writes the tree; `.atomic` writes each regular file
    /// through a temporary file and a rename. Not thread-safe (as Apple's): one thread uses one wrapper.
    ///
    /// Differences from Apple's: no `serializedRepresentation` (Apple's archive format is private),
    /// file attributes hold only `FileAttributeKey.posixPermissions` and `.modificationDate` when
    /// read, and contents are read at once (`.immediate` and `.withoutMapping` change nothing).
    open class FileWrapper {
        private enum Kind {
            case regularFile(Data)
            case directory([String: FileWrapper])
            case symbolicLink(String)
        }
        private var kind: Kind

        /// The name the wrapper would like to have in a folder; a folder that holds it under another
        /// name (because the name was taken) keeps that one in `filename`.
        open var preferredFilename: String?
        /// The name the wrapper was read from, or is kept under in its folder.
        open var filename: String?
        /// File attributes, keyed by `FileAttributeKey` raw values.
        open var fileAttributes: [String: Any] = [:]

        /// A regular file with `contents`.
        public init(regularFileWithContents contents: Data) { kind = .regularFile(contents) }

        /// A folder holding `childrenByPreferredName`; each child's `filename` becomes its key.
        public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
            for (name, child) in childrenByPreferredName {
                child.filename = name
                if child.preferredFilename == nil { child.preferredFilename = name }
            }
            kind = .directory(childrenByPreferredName)
        }

        /// A symbolic link to `url`.
        public init(symbolicLinkWithDestinationURL url: URL) { kind = .symbolicLink(url.path) }

        /// Reads what is at `url` (a file, a folder with everything in it, or a link). Throws
        /// `CocoaError(.fileReadNoSuchFile)` when nothing is there, and the read's own error otherwise.
        public init(url: URL, options: ReadingOptions = []) throws {
            kind = try FileWrapper.read(url)
            filename = url.lastPathComponent
            preferredFilename = url.lastPathComponent
            fileAttributes = FileWrapper.attributes(at: url)
        }

        /// Reading options, as Apple's (both read at once here).
        public struct ReadingOptions: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let immediate = ReadingOptions(rawValue: 1 << 0)
            public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
        }

        /// Writing options, as Apple's.
        public struct WritingOptions: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Write each file through a temporary file, then rename it into place.
            public static let atomic = WritingOptions(rawValue: 1 << 0)
            /// After writing, set `filename` (of this wrapper and its children) to what was written.
            public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
        }

        /// True for a regular file.
        open var isRegularFile: Bool { if case .regularFile = kind { true } else { false } }
        /// True for a folder.
        open var isDirectory: Bool { if case .directory = kind { true } else { false } }
        /// True for a symbolic link.
        open var isSymbolicLink: Bool { if case .symbolicLink = kind { true } else { false } }

        /// The contents of a regular file; nil for a folder or a link.
        open var regularFileContents: Data? { if case .regularFile(let data) = kind { data } else { nil } }

        /// The children of a folder by name; nil for a file or a link.
        open var fileWrappers: [String: FileWrapper]? {
            if case .directory(let children) = kind { children } else { nil }
        }

        /// Where a link points; nil for a file or a folder.
        open var symbolicLinkDestinationURL: URL? {
            if case .symbolicLink(let path) = kind { URL(fileURLWithPath: path) } else { nil }
        }

        /// Adds `child` to this folder under its preferred name, or a free variant of it ("name 2"),
        /// and returns the name used. A wrapper with no preferred name, or a wrapper that is not a
        /// folder, is a programming error (Apple's raises an exception): it stops with a message.
        @discardableResult
        open func addFileWrapper(_ child: FileWrapper) -> String {
            guard case .directory(var children) = kind else {
                preconditionFailure("addFileWrapper(_:) needs a folder wrapper")
            }
            guard let preferred = child.preferredFilename, !preferred.isEmpty else {
                preconditionFailure("addFileWrapper(_:) needs a child with a preferredFilename")
            }
            let name = FileWrapper.freeName(preferred, taken: Set(children.keys))
            child.filename = name
            children[name] = child
            kind = .directory(children)
            return name
        }

        /// Adds a regular file with `data` under `fileName` (or a free variant) and returns the name.
        @discardableResult
        open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
            let child = FileWrapper(regularFileWithContents: data)
            child.preferredFilename = fileName
            return addFileWrapper(child)
        }

        /// Removes `child` from this folder (nothing when it is not in it).
        open func removeFileWrapper(_ child: FileWrapper) {
            guard case .directory(var children) = kind, let key = keyForChildFileWrapper(child) else { return }
            children[key] = nil
            kind = .directory(children)
        }

        /// The name `child` is kept under in this folder, or nil.
        open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
            fileWrappers?.first { $0.value === child }?.key
        }

        /// True when what is at `url` has the same kind and contents as this wrapper.
        open func matchesContents(of url: URL) -> Bool {
            guard let other = try? FileWrapper(url: url) else { return false }
            return FileWrapper.sameContents(self, other)
        }

        /// Re-reads this wrapper from `url`.
        open func read(from url: URL, options: ReadingOptions = []) throws {
            kind = try FileWrapper.read(url)
            fileAttributes = FileWrapper.attributes(at: url)
        }

        /// Writes the wrapper's tree to `url`, replacing a file or folder already there. Errors are the
        /// file system's (a folder that cannot be written, no space…); a half-written folder tree is
        /// possible on failure, a half-written file is not with `.atomic`.
        open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
            let manager = FileManager.default
            switch kind {
            case .regularFile(let data):
                try data.write(to: url, options: options.contains(.atomic) ? [.atomic] : [])
            case .directory(let children):
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                    try manager.removeItem(at: url)
                }
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
                for (name, child) in children {
                    try child.write(
                        to: url.appendingPathComponent(name), options: options,
                        originalContentsURL: originalContentsURL?.appendingPathComponent(name))
                }
            case .symbolicLink(let destination):
                if (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil
                    || manager.fileExists(atPath: url.path)
                {
                    try manager.removeItem(at: url)
                }
                try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
            }
            if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
        }

        private static func read(_ url: URL) throws -> Kind {
            let manager = FileManager.default
            if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
                return .symbolicLink(destination)
            }
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
            }
            guard isFolder.boolValue else { return .regularFile(try Data(contentsOf: url)) }
            var children: [String: FileWrapper] = [:]
            for name in try manager.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name))
            }
            return .directory(children)
        }

        private static func attributes(at url: URL) -> [String: Any] {
            // Attributes are a courtesy: a file whose attributes cannot be read still reads.
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return [:] }
            var kept: [String: Any] = [:]
            for key in [FileAttributeKey.posixPermissions, .modificationDate] {
                if let value = attributes[key] { kept[key.rawValue] = value }
            }
            return kept
        }

        private static func freeName(_ preferred: String, taken: Set<String>) -> String {
            guard taken.contains(preferred) else { return preferred }
            let base = (preferred as NSString).deletingPathExtension
            let ext = (preferred as NSString).pathExtension
            var index = 2
            while true {
                let candidate = ext.isEmpty ? "\(base) \(index)" : "\(base) \(index).\(ext)"
                if !taken.contains(candidate) { return candidate }
                index += 1
            }
        }

        private static func sameContents(_ lhs: FileWrapper, _ rhs: FileWrapper) -> Bool {
            switch (lhs.kind, rhs.kind) {
            case (.regularFile(let a), .regularFile(let b)): return a == b
            case (.symbolicLink(let a), .symbolicLink(let b)): return a == b
            case (.directory(let a), .directory(let b)):
                return a.count == b.count
                    && a.allSatisfy { name, child in b[name].map { sameContents(child, $0) } ?? false }
            default: return false
            }
        }
    }
#endif
