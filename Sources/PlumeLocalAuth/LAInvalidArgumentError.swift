import Foundation

/// An argument that Apple's LocalAuthentication rejects by raising an exception (which stops the
/// app), handed to the reply here instead: an empty or all-blank `localizedReason`. Plume's own.
///
/// ```swift
/// context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "") { ok, error in
///     // ok == false, error is LAInvalidArgumentError.emptyLocalizedReason
/// }
/// ```
public enum LAInvalidArgumentError: Error, Equatable, LocalizedError, CustomStringConvertible {
    /// `localizedReason` is empty or only white space: the dialog must say why it asks.
    case emptyLocalizedReason

    public var description: String {
        switch self {
        case .emptyLocalizedReason: "evaluatePolicy needs a non-empty localizedReason to show in the dialog"
        }
    }

    public var errorDescription: String? { description }
}
