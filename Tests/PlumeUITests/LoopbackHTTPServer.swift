import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A tiny HTTP/1.0 server on 127.0.0.1 (an ephemeral port) for tests that load URLs: each path
/// answers with a `Route` (bytes with a content type, a status, or never). Every connection is
/// served on a thread of its own; the server stops accepting when released.
///
/// `log` records, in order, "GET /path" for every request and "closed /path" when a client hangs
/// up on a route that never answers (how tests see that a load was cancelled).
final class LoopbackHTTPServer: @unchecked Sendable {
    enum Route {
        /// 200 with these bytes and content type.
        case ok(Data, contentType: String)
        /// This status with a short text body.
        case status(Int)
        /// No answer: the connection is held open until the client closes it.
        case never
    }

    private let listener: Int32
    let port: Int
    private let routes: [String: Route]
    private let lock = NSLock()
    private var entries: [String] = []

    /// What happened so far.
    var log: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    init(routes: [String: Route]) throws {
        self.routes = routes
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && listen(fd, 64) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw URLError(.cannotConnectToHost)
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        let record: @Sendable (String) -> Void = { [weak self] entry in self?.record(entry) }
        Thread.detachNewThread { Self.acceptConnections(on: fd, routes: routes, record: record) }
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    deinit { shutdown(listener, Int32(SHUT_RDWR)) }

    private func record(_ entry: String) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    private static func acceptConnections(
        on listener: Int32, routes: [String: Route], record: @escaping @Sendable (String) -> Void
    ) {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                close(listener)
                return
            }
            Thread.detachNewThread { Self.serve(connection, routes: routes, record: record) }
        }
    }

    private static func serve(_ connection: Int32, routes: [String: Route], record: @Sendable (String) -> Void) {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !request.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            request += buffer[..<count]
        }
        let path = String(String(decoding: request, as: UTF8.self).split(separator: " ").dropFirst().first ?? "/")
        record("GET \(path)")
        var head: String
        var body = Data()
        switch routes[path] ?? .status(404) {
        case .ok(let data, let type):
            head = "HTTP/1.0 200 OK\r\nContent-Type: \(type)\r\n"
            body = data
        case .status(let code):
            head = "HTTP/1.0 \(code) Status \(code)\r\nContent-Type: text/plain\r\n"
            body = Data("status \(code)".utf8)
        case .never:
            while read(connection, &buffer, buffer.count) > 0 {}
            record("closed \(path)")
            close(connection)
            return
        }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let response = Data(head.utf8) + body
        response.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(connection, raw.baseAddress! + offset, raw.count - offset)
                guard written > 0 else { break }
                offset += written
            }
        }
        close(connection)
    }
}
