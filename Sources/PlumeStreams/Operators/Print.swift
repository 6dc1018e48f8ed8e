import Foundation

extension Publishers {
    /// Writes a line for every event that passes through (`print(_:to:)`), in Combine's format:
    ///
    ///     prefix: receive subscription: (Just)
    ///     prefix: request unlimited
    ///     prefix: request max: (2)
    ///     prefix: receive value: (1)
    ///     prefix: request max: (1) (synchronous)
    ///     prefix: receive finished
    ///     prefix: receive error: (TestError)
    ///     prefix: receive cancel
    ///
    /// Without a prefix, lines start at the event. `request … (synchronous)` is the demand the
    /// downstream returned from `receive(_:)`, written only when it is more than none. Lines go to
    /// `stream`, or to standard output when it is `nil`; each line is written whole, under a lock,
    /// so lines from several threads never interleave. Events pass through unchanged.
    public struct Print<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// Written before each line, followed by `": "` (nothing when empty).
        public let prefix: String
        /// The publisher whose events are printed.
        public let upstream: Upstream
        /// Where lines go; `nil` for standard output.
        public let stream: TextOutputStream?

        /// Creates the operator.
        public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        /// Subscribes a printing link between the upstream and `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(PrintLink(downstream: subscriber, printer: EventPrinter(prefix: prefix, stream: stream)))
        }
    }
}

extension Publisher {
    /// Prints every event, prefixed by `prefix`, to standard output or to `stream` (see
    /// `Publishers.Print` for the lines).
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}

/// Where `Publishers.Print` writes: one whole line at a time, under a lock.
final class EventPrinter {
    private let lock = Lock()
    private let lead: String
    private var stream: TextOutputStream?

    init(prefix: String, stream: TextOutputStream?) {
        lead = prefix.isEmpty ? "" : prefix + ": "
        self.stream = stream
    }

    /// Writes `lead` + `event`, then `: (value)` and ` (note)` when given.
    func write(_ event: String, value: Any? = nil, note: String? = nil) {
        var line = lead + event
        if let value { line += ": (\(value))" }
        if let note { line += " (\(note))" }
        lock.lock()
        defer { lock.unlock() }
        if stream != nil {
            stream!.write(line + "\n")
        } else {
            Swift.print(line)
        }
    }

    /// `request unlimited` or `request max: (n)`, with a note.
    func writeRequest(_ demand: Subscribers.Demand, note: String? = nil) {
        if let max = demand.max {
            write("request max", value: max, note: note)
        } else {
            write("request unlimited", note: note)
        }
    }
}

/// The subscriber and subscription of `print`: writes each event, then passes it on.
///
/// Keeps the first upstream subscription only (a second one is cancelled, unprinted); after a
/// cancel or a completion it lets go of the upstream subscription and writes nothing more for
/// requests or cancels.
final class PrintLink<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let printer: EventPrinter
    private let lock = Lock()
    private var upstream: Subscription?
    private var isSubscribed = false

    init(downstream: Downstream, printer: EventPrinter) {
        self.downstream = downstream
        self.printer = printer
    }

    var description: String { "Print" }
    var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
    var playgroundDescription: Any { description }

    func receive(subscription: Subscription) {
        lock.lock()
        guard !isSubscribed else {
            lock.unlock()
            subscription.cancel()
            return
        }
        isSubscribed = true
        upstream = subscription
        lock.unlock()
        printer.write("receive subscription", value: subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        printer.write("receive value", value: input)
        let demand = downstream.receive(input)
        if demand > 0 { printer.writeRequest(demand, note: "synchronous") }
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        upstream = nil
        lock.unlock()
        switch completion {
        case .finished: printer.write("receive finished")
        case .failure(let error): printer.write("receive error", value: error)
        }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        guard let upstream else { return }
        printer.writeRequest(demand)
        upstream.request(demand)
    }

    func cancel() {
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        guard let upstream else { return }
        printer.write("receive cancel")
        upstream.cancel()
    }
}
