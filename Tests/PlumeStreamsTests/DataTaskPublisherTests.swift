import Foundation
import PlumeStreams
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A tiny HTTP/1.0 server on 127.0.0.1 (an ephemeral port) that answers `GET /hello` with 200 and
/// "hello /hello", and any other path with 404. It serves on a thread of its own until released.
private final class LoopbackServer: @unchecked Sendable {
    private let listener: Int32
    let port: Int
    /// The number of requests answered so far.
    let requests = Locked(0)

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw URLError(.cannotConnectToHost)
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        let requests = self.requests
        Thread.detachNewThread { LoopbackServer.serve(fd, counting: requests) }
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    deinit { shutdown(listener, Int32(SHUT_RDWR)) }

    private static func serve(_ listener: Int32, counting requests: Locked<Int>) {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                close(listener)
                return
            }
            var request = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 1024)
            while !request.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
                let count = read(connection, &buffer, buffer.count)
                guard count > 0 else { break }
                request += buffer[..<count]
            }
            let path = String(decoding: request, as: UTF8.self).split(separator: " ").dropFirst().first ?? "/"
            requests.mutate { $0 += 1 }
            let body = "hello \(path)"
            let status = path == "/hello" ? "200 OK" : "404 Not Found"
            let response =
                "HTTP/1.0 \(status)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
            _ = response.withCString { write(connection, $0, strlen($0)) }
            close(connection)
        }
    }
}

/// Waits (bounded) for the first value or the failure of `publisher`, as a Combine user would with
/// an expectation.
private func firstResult<P: Publisher>(of publisher: P) -> Result<P.Output, P.Failure>? {
    let done = DispatchSemaphore(value: 0)
    let box = Locked<Result<P.Output, P.Failure>?>(nil)
    let cancellable = publisher.sink(
        receiveCompletion: { completion in
            if case .failure(let error) = completion { box.mutate { $0 = .failure(error) } }
            done.signal()
        },
        receiveValue: { value in box.mutate { $0 = .success(value) } })
    _ = done.wait(timeout: .now() + 20)
    cancellable.cancel()
    return box.value
}

@Suite(.serialized) struct DataTaskPublisherTests {
    @Test func loadsDataAndResponseFromALoopbackServer() throws {
        let server = try LoopbackServer()
        let result = firstResult(of: URLSession.shared.dataTaskPublisher(for: server.url("/hello")))
        let output = try #require(try result?.get())
        #expect(String(decoding: output.data, as: UTF8.self) == "hello /hello")
        #expect((output.response as? HTTPURLResponse)?.statusCode == 200)
    }

    @Test func anHTTPErrorStatusIsAResponseNotAFailure() throws {
        let server = try LoopbackServer()
        let request = URLRequest(url: server.url("/missing"))
        let result = firstResult(
            of: URLSession.shared.dataTaskPublisher(for: request).map { ($0.response as? HTTPURLResponse)?.statusCode })
        #expect(try result?.get() == 404)
    }

    @Test func aRefusedConnectionFailsWithURLError() throws {
        let refused = URL(string: "http://127.0.0.1:1/hello")!
        let result = firstResult(of: URLSession.shared.dataTaskPublisher(for: refused))
        guard case .failure(let error)? = result else {
            Issue.record("expected a failure, got \(String(describing: result))")
            return
        }
        #expect(error.code == .cannotConnectToHost || error.code == .networkConnectionLost)
    }

    @Test func noTaskStartsBeforeDemand() throws {
        let server = try LoopbackServer()
        let recorder = Recorder<URLSession.DataTaskPublisher.Output, URLError>(demand: .none)
        URLSession.shared.dataTaskPublisher(for: server.url("/never")).subscribe(recorder)
        recorder.cancel()
        let result = firstResult(of: URLSession.shared.dataTaskPublisher(for: server.url("/hello")))
        #expect(result != nil)
        #expect(server.requests.value == 1)
        #expect(recorder.values.isEmpty && recorder.completions.isEmpty)
    }
}
