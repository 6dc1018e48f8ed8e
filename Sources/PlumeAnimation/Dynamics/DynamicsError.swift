import Foundation

/// Bad input to the dynamics engine: the offending value is named and nothing is added.
public enum DynamicsError: Error, Equatable, CustomStringConvertible {
    /// A position, size, angle or bounds that is NaN, infinite or (for sizes) not positive.
    case invalidGeometry(String)
    /// A boundary identifier that is already in use by the collision behavior.
    case duplicateBoundary(String)

    public var description: String {
        switch self {
        case .invalidGeometry(let what): "invalid geometry: \(what)"
        case .duplicateBoundary(let id): "a boundary named \"\(id)\" already exists"
        }
    }
}

func requireFinite(_ value: CGPoint, _ what: String) throws {
    guard value.x.isFinite, value.y.isFinite else {
        throw DynamicsError.invalidGeometry("\(what) must be finite, got \(value)")
    }
}
