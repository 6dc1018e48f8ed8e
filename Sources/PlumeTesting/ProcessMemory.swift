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

    /// The bytes malloc has handed out and not yet had back (live allocations), from glibc's
    /// `malloc_info` totals over every arena: the heap memory malloc holds from the system, less its
    /// free chunks, plus chunks mapped on their own. Unlike `residentBytes` it does not count free
    /// memory malloc keeps, nor the rest of pages a few live chunks pin, so the two together tell
    /// live allocations from fragmentation. Chunks in glibc's per-thread caches count as live (as
    /// `mallinfo2` counts them). Nil on a C library without `malloc_info` or when its report cannot be read.
    public static func liveHeapBytes() -> Int? {
        guard let report = mallocInfoReport() else { return nil }
        // The totals follow the last `</heap>`: fast and rest are free chunks, mmap the mapped ones.
        guard let end = report.range(of: "</heap>", options: .backwards) else { return nil }
        let totals = report[end.upperBound...]
        func size(_ tag: String, _ type: String) -> Int? {
            guard let start = totals.range(of: "<\(tag) type=\"\(type)\""),
                let open = totals[start.upperBound...].range(of: "size=\""),
                let close = totals[open.upperBound...].firstIndex(of: "\"")
            else { return nil }
            return Int(totals[open.upperBound..<close])
        }
        guard let system = size("system", "current"), let fast = size("total", "fast"),
            let rest = size("total", "rest"), let mapped = size("total", "mmap")
        else { return nil }
        return system - fast - rest + mapped
    }

    /// glibc's `malloc_info(0, stream)` XML report, or nil without it.
    private static func mallocInfoReport() -> String? {
        guard let info = mallocInfo else { return nil }
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let stream = open_memstream(&buffer, &length) else { return nil }
        let status = info(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard status == 0, let buffer else { return nil }
        return String(cString: buffer)
    }

    /// glibc's `malloc_info` (not in the Glibc module's headers), or nil on a C library without it.
    private static let mallocInfo: (@convention(c) (Int32, UnsafeMutablePointer<FILE>) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_info") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafeMutablePointer<FILE>) -> Int32).self)
    }()

    /// glibc's `malloc_trim` (not in the Glibc module's headers), or nil on a C library without it.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()

    /// `bytes` as megabytes with one decimal ("41.3 MB").
    public static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
}
