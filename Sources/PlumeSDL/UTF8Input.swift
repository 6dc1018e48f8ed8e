import Foundation

/// Decodes text that arrives from the window system as bytes (typed text, the clipboard).
///
/// Invalid UTF-8 never crashes and never loses the valid text around it: the invalid bytes are
/// dropped and counted, so the host can report them.
/// ```swift
/// UTF8Input.decode([0x68, 0xFF, 0x69])  // (text: "hi", droppedBytes: 1)
/// ```
public enum UTF8Input {
    /// The valid text in `bytes` (up to the first NUL) and how many invalid bytes were dropped.
    public static func decode<Bytes: Collection>(_ bytes: Bytes) -> (text: String, droppedBytes: Int)
    where Bytes.Element == UInt8 {
        let units = bytes.prefix { $0 != 0 }
        var iterator = units.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        var validBytes = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                validBytes += UTF8.width(scalar)
            case .emptyInput: break loop
            case .error: continue
            }
        }
        return (String(scalars), units.count - validBytes)
    }

    /// The valid text of the NUL-terminated string at `pointer` (as SDL hands text out) and how many
    /// invalid bytes were dropped.
    public static func decode(cString pointer: UnsafePointer<CChar>) -> (text: String, droppedBytes: Int) {
        let length = strlen(pointer)
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            decode(UnsafeBufferPointer(start: $0, count: length))
        }
    }
}
