/// Namespace for subscriber types and related values (`Demand`, `Completion`, `Sink`, `Assign`).
public enum Subscribers {}

extension Subscribers {
    /// How a publisher ended: normally or with an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped because of an error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// Maps the failure with `transform`; `.finished` stays `.finished`.
    func mapFailure<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Subscribers.Completion<NewFailure> {
        switch self {
        case .finished: return .finished
        case .failure(let error): return .failure(transform(error))
        }
    }

    /// This completion with its error erased to `any Error`.
    var eraseError: Subscribers.Completion<Error> { mapFailure { $0 as Error } }
}

extension Subscribers.Completion where Failure == Never {
    /// Reinterprets a completion that cannot fail as one of any failure type.
    func promote<NewFailure: Error>(to: NewFailure.Type = NewFailure.self) -> Subscribers.Completion<NewFailure> {
        .finished
    }
}
