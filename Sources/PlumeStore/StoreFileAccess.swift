import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What this process may do with a store file, probed with `access(2)` before SQLite opens it, and the
/// ways of opening that follow from it.
///
/// ``SQLiteStore`` asks this before any SQLite call: a store whose file or directory this user cannot
/// write opens read-only instead of failing (a WAL store needs to create `-wal` and `-shm` files beside
/// it, so an unwritable directory makes it read-only too). Root may write anything, so for root only an
/// explicit ``PersistentStoreDescription/isReadOnly`` or a read-only file system makes a store read-only.
struct StoreFileAccess: Equatable {
    /// The store file exists.
    var fileExists: Bool
    /// The file's size in bytes (0 when it does not exist).
    var fileSize: Int
    /// This user may write the file (`access(W_OK)`; true when it does not exist yet).
    var fileWritable: Bool
    /// This user may create and remove files in the file's directory (`access(W_OK)` on it; true when
    /// it does not exist yet: creating it is tried, and fails clearly, when the store is created).
    var directoryWritable: Bool
    /// SQLite's shared-memory index beside the file (`-shm`) exists: some connection has the WAL store
    /// open, or one ended without closing.
    var sharedMemoryExists: Bool
    /// The write-ahead log beside the file (`-wal`) exists and is not empty.
    var writeAheadLogHasContent: Bool

    /// Probes the file at `url` and its side files (reads metadata only; changes nothing).
    init(url: URL) {
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        let size = Self.size(of: path)
        fileExists = size != nil
        fileSize = size ?? 0
        fileWritable = !fileExists || access(path, W_OK) == 0
        directoryWritable = Self.size(of: directory) == nil || access(directory, W_OK) == 0
        sharedMemoryExists = Self.size(of: path + "-shm") != nil
        writeAheadLogHasContent = (Self.size(of: path + "-wal") ?? 0) > 0
    }

    /// The size of the file at `path` (`stat(2)`), or `nil` when there is none.
    private static func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// A probe result given directly (tests of the decisions below).
    init(
        fileExists: Bool, fileSize: Int, fileWritable: Bool, directoryWritable: Bool, sharedMemoryExists: Bool,
        writeAheadLogHasContent: Bool
    ) {
        self.fileExists = fileExists
        self.fileSize = fileSize
        self.fileWritable = fileWritable
        self.directoryWritable = directoryWritable
        self.sharedMemoryExists = sharedMemoryExists
        self.writeAheadLogHasContent = writeAheadLogHasContent
    }

    /// Whether the store opens read-only: asked for, or the file or its directory is not writable.
    func opensReadOnly(requested: Bool) -> Bool {
        requested || (fileExists && (!fileWritable || !directoryWritable))
    }

    /// Whether there is nothing to read yet: no file, or an empty one with no log beside it.
    var isNew: Bool { !fileExists || (fileSize == 0 && !writeAheadLogHasContent) }

    /// How to first read the file without writing to it or beside it: `readOnly` when a `-shm` exists
    /// (some connection has it open in WAL mode; this joins its locking, as any reader does), else
    /// `immutable` (no locks, nothing created: the file alone is read).
    var inspectionMode: SQLiteConnection.OpenMode {
        sharedMemoryExists ? .readOnly : .immutable
    }

    /// Whether an `immutable` first look that found no tables must look again with `readOnly`: a log
    /// with content and no `-shm` (a writer ended without closing) may hold what the file lacks.
    var logMayHoldMore: Bool { !sharedMemoryExists && writeAheadLogHasContent }

    /// How a read-only store keeps its connection: `readOnly` where SQLite can use or create a `-shm`
    /// (so that writers in other processes stay visible), `immutable` in an unwritable directory whose
    /// file is the whole database, and `nil` when a log holds changes that SQLite could read only by
    /// creating a `-shm` the directory does not allow (opening then fails rather than show old data).
    var readOnlyMode: SQLiteConnection.OpenMode? {
        if directoryWritable || sharedMemoryExists { return .readOnly }
        return writeAheadLogHasContent ? nil : .immutable
    }
}
