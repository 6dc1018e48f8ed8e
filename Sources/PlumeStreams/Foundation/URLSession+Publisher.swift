import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// A publisher that loads `url` with a data task: `session.dataTaskPublisher(for: url)`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher that performs `request` with a data task.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// Publishes the data and response of one data task per subscriber, then `.finished`; a failed
    /// transfer fails with its `URLError`. An HTTP error status is a response, not a failure.
    ///
    /// As in Combine, the task starts on the subscriber's first demand and cancelling the
    /// subscription cancels the task. On Linux this uses FoundationNetworking's `URLSession`.
    public struct DataTaskPublisher: Publisher {
        /// The body and the response.
        public typealias Output = (data: Data, response: URLResponse)
        /// Transfer errors.
        public typealias Failure = URLError

        /// The request performed for each subscriber.
        public let request: URLRequest
        /// The session that runs the task.
        public let session: URLSession

        /// Creates the publisher.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Attaches `subscriber`; the task starts on its first demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = DataTaskSubscription(downstream: subscriber, request: request, session: session)
            subscription.attachDownstream()
        }
    }
}

/// The subscription of a data task publisher: starts the task once, cancels it when cancelled.
private final class DataTaskSubscription: DeliveryQueue<URLSession.DataTaskPublisher.Output, URLError> {
    private let request: URLRequest
    private var session: URLSession?
    private var task: URLSessionDataTask?

    init<S: Subscriber>(downstream: S, request: URLRequest, session: URLSession)
    where S.Input == URLSession.DataTaskPublisher.Output, S.Failure == URLError {
        self.request = request
        self.session = session
        super.init(downstream: downstream)
    }

    override func didRequest(_ demand: Subscribers.Demand) {
        lock.lock()
        guard let session else {
            lock.unlock()
            return
        }
        self.session = nil
        let task = session.dataTask(with: request) { [self] data, response, error in
            if let error {
                finish(.failure(error as? URLError ?? URLError(.unknown, userInfo: [NSUnderlyingErrorKey: error])))
            } else if let response {
                emit((data ?? Data(), response))
                finish(.finished)
            } else {
                finish(.failure(URLError(.badServerResponse)))
            }
        }
        self.task = task
        lock.unlock()
        task.resume()
    }

    override func didCancel() {
        lock.lock()
        let task = self.task
        lock.unlock()
        task?.cancel()
    }

    override func didTerminate() {
        lock.withLock {
            session = nil
            task = nil
        }
    }
}
