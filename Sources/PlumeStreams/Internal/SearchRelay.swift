extension Publisher {
    /// Subscribes the relay of the throwing searches (`tryContains(where:)`, `tryAllSatisfy`): the
    /// first value for which `predicate` returns `stop` ends the stream with `stop`; the upstream
    /// finishing first ends it with `!stop`; a thrown error or the upstream's failure fails it.
    /// Requests `.unlimited` from the upstream, as Combine does.
    func trySearch<S: Subscriber>(to subscriber: S, stopOn stop: Bool, _ predicate: @escaping (Output) throws -> Bool)
    where S.Input == Bool, S.Failure == Error {
        relay(
            to: subscriber, forwardsDemand: false,
            step: { value in
                do { return try predicate(value) == stop ? .emitAndFinish(stop) : .drop } catch { return .fail(error) }
            },
            complete: { completion in
                if case .failure(let error) = completion { return (nil, .failure(error)) }
                return (!stop, .finished)
            })
    }
}
