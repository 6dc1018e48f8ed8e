import Foundation

@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// The compiler's plugin wire format on standard input and output: each message is a little-endian
/// 64-bit byte count followed by that many bytes of JSON. Used only by `PlumeMacrosPlugin.main`.
struct StandardIOConnection: MessageConnection {
    func sendMessage<TX: Encodable>(_ message: TX) throws {
        let body = try JSONEncoder().encode(message)
        var count = UInt64(body.count).littleEndian
        var frame = withUnsafeBytes(of: &count) { Data($0) }
        frame.append(body)
        try FileHandle.standardOutput.write(contentsOf: frame)
    }

    /// The next message, or nil when the compiler closed the pipe between messages or sent the empty
    /// message it ends a session with.
    func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
        guard let header = try read(count: 8) else { return nil }
        let count = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
        if count == 0 { return nil }
        guard count <= UInt64(Int32.max), let body = try read(count: Int(count)) else {
            throw ConnectionError.truncatedMessage
        }
        return try JSONDecoder().decode(RX.self, from: body)
    }

    /// Exactly `count` bytes, or nil at end of input before the first byte.
    private func read(count: Int) throws -> Data? {
        var data = Data()
        while data.count < count {
            let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
            guard !chunk.isEmpty else {
                if data.isEmpty { return nil }
                throw ConnectionError.truncatedMessage
            }
            data.append(chunk)
        }
        return data
    }

    enum ConnectionError: Error {
        case truncatedMessage
    }
}
