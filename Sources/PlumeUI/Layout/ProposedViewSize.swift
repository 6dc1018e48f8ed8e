import Foundation
import PlumeAnimation
import PlumeGraphics

/// The size a parent offers a child, as SwiftUI's `ProposedViewSize`: nil on an axis asks for the
/// child's ideal size, 0 for its minimum, `.infinity` for its maximum.
///
/// Negative or NaN proposals are clamped to 0 (documented clamp: a child never sees them).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    /// A proposal; NaN and negative values become 0.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width.map { $0.isNaN ? 0 : max(0, $0) }
        self.height = height.map { $0.isNaN ? 0 : max(0, $0) }
    }
    /// A proposal of a concrete size.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Ideal size on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil axes replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map(formatNumber) ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The size with NaN made 0, negatives 0 and infinities kept (the caller decides).
    var sanitized: CGSize {
        CGSize(width: width.isNaN ? 0 : max(0, width), height: height.isNaN ? 0 : max(0, height))
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
