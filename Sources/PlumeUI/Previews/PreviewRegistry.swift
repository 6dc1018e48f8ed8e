import CPlumeSections
import Foundation

/// A type the `#Preview` macro declares for each preview: it makes the preview on demand.
///
/// The macro also leaves a record in the `plume_previews` section of the binary that names the type,
/// so `Preview.all` finds every `#Preview` linked into the program (the test binary, an app) without
/// a list kept by hand. Previews in a dynamically loaded library are not found (only the image that
/// holds PlumeUI is read); on Apple's platforms the section is not read at all.
public protocol PreviewRegistry {
    static func makePreview() -> Preview
}

/// What one record of the `plume_previews` section returns: a retained box holding the type.
public final class PreviewRecord {
    let registry: PreviewRegistry.Type
    init(_ registry: PreviewRegistry.Type) { self.registry = registry }

    /// Called by the code `#Preview` expands to; not for other use.
    public static func make(_ registry: PreviewRegistry.Type) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(PreviewRecord(registry)).toOpaque()
    }
}

extension Preview {
    /// Every `#Preview` linked into this program, in the order the linker laid them out (by file,
    /// then by position in the file, for one module).
    public static var all: [Preview] {
        guard let begin = plume_previews_section_begin(), let end = plume_previews_section_end() else { return [] }
        typealias Record = @convention(c) () -> UnsafeMutableRawPointer
        let stride = MemoryLayout<Record>.stride
        let count = UnsafeRawPointer(begin).distance(to: UnsafeRawPointer(end)) / stride
        return (0..<count).map { index in
            let record = UnsafeRawPointer(begin).load(fromByteOffset: index * stride, as: Record.self)
            let box = Unmanaged<PreviewRecord>.fromOpaque(record()).takeRetainedValue()
            return box.registry.makePreview()
        }
    }

    /// The preview named `name` (its `#Preview("…")` name or its `File.swift:line`), if linked in.
    public static func named(_ name: String) -> Preview? { all.first { $0.displayName == name } }
}
