/// A publisher that replays a recorded list of values and a completion to each subscriber.
public struct Record<Output, Failure: Error>: Publisher {
    /// The recorded values and completion.
    public let recording: Recording

    /// Creates a record from values and a completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    /// Creates a record from an existing recording.
    public init(recording: Recording) { self.recording = recording }

    /// Records by calling `record` with an empty, mutable recording.
    ///
    /// ```swift
    /// let record = Record<Int, Never> { $0.receive(1); $0.receive(2); $0.receive(completion: .finished) }
    /// ```
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// Replays the recording, honouring demand.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        SequenceSubscription.start(recording.output, completion: recording.completion, downstream: subscriber)
    }

    /// A list of values and a completion.
    ///
    /// Differs from Apple: receiving after the completion is ignored instead of trapping.
    public struct Recording {
        /// The recorded values.
        public private(set) var output: [Output]
        /// The recorded completion (`.finished` until one is received).
        public private(set) var completion: Subscribers.Completion<Failure>
        private var isComplete: Bool

        /// An empty recording that finishes normally.
        public init() {
            output = []
            completion = .finished
            isComplete = false
        }

        /// A finished recording.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isComplete = true
        }

        /// Appends a value (ignored once completed).
        public mutating func receive(_ input: Output) {
            guard !isComplete else { return }
            output.append(input)
        }

        /// Sets the completion (only the first one counts).
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            guard !isComplete else { return }
            self.completion = completion
            isComplete = true
        }
    }
}
