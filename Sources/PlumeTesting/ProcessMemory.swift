import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How much memory the process holds, for soaks and benchmarks that print memory figures.
///
/// Linux only: read from `/proc/self/statm`; nil where that file is missing (the figure is then
/// not printed, never guessed).
public enum ProcessMemory {
    /// The resident set size in bytes.
    ///
    /// With `returningFreedMemory`, first asks malloc to give freed heap pages back to the system
    /// (`malloc_trim(0)`), so the figure counts memory still in use rather than free pages malloc
    /// kept for later; without it, the raw figure.
    public static func residentBytes(returningFreedMemory: Bool = true) -> Int? {
        if returningFreedMemory, let trim = mallocTrim { _ = trim(0) }
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// glibc's `malloc_trim` (not in the Glibc module's headers), or nil on a C library without it.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()

    /// `bytes` as megabytes with one decimal ("41.3 MB").
    public static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
}
