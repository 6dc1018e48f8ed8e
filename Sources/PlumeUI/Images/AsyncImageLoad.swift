import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One load of an `AsyncImage`'s bytes: a file read on a background queue, or an http(s) request
/// through `URLSession` with a request timeout; `completion` runs once on the main queue, unless
/// the load was cancelled first.
///
/// Made and cancelled by `AsyncImageBehavior` (when its URL changes or its view goes); touches only
/// its own state and the main queue. Sendable by hand: `isCancelled` is read and written under
/// `lock`, and `task` and `session` are set once, while `init` runs.
final class AsyncImageLoad: @unchecked Sendable {
    private var task: URLSessionDataTask?
    private var session: URLSession?
    private let lock = NSLock()
    private var isCancelled = false

    /// Starts loading `url`; `completion` gets the bytes or the error, on the main queue.
    init(url: URL, timeout: TimeInterval, completion: @escaping @MainActor @Sendable (Result<Data, Error>) -> Void) {
        let deliver: @Sendable (Result<Data, Error>) -> Void = { [self] result in
            DispatchQueue.main.async { [self] in
                guard !cancelled else { return }
                GraphIsolation.assumed { completion(result) }
            }
        }
        switch url.scheme?.lowercased() {
        case "file":
            DispatchQueue.global(qos: .userInitiated).async {
                deliver(Result { try Data(contentsOf: url) })
            }
        case "http", "https":
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = timeout
            configuration.timeoutIntervalForResource = timeout
            let session = URLSession(configuration: configuration)
            self.session = session
            let task = session.dataTask(with: URLRequest(url: url, timeoutInterval: timeout)) { data, response, error in
                if let error { return deliver(.failure(error)) }
                if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                    return deliver(.failure(AsyncImageError.httpStatus(http.statusCode, url)))
                }
                deliver(.success(data ?? Data()))
            }
            self.task = task
            task.resume()
        default:
            deliver(.failure(AsyncImageError.unsupportedScheme(url)))
        }
    }

    private var cancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isCancelled
    }

    /// Stops the load: the request is cancelled and `completion` will not run.
    func cancel() {
        lock.lock()
        isCancelled = true
        lock.unlock()
        task?.cancel()
        session?.invalidateAndCancel()
    }

    deinit { session?.finishTasksAndInvalidate() }
}
