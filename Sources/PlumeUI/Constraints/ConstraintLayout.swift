import Foundation
import PlumeGraphics

/// The `layoutValue` key that names a subview for `ConstraintItem.view(_:)`.
public struct ConstraintID: LayoutValueKey {
    public static let defaultValue: String? = nil
}

nonisolated extension View {
    /// Names this view for the constraints of an enclosing `ConstraintLayout`
    /// (`.layoutValue(key: ConstraintID.self, value: id)`).
    public func constraintID(_ id: String) -> some View { layoutValue(key: ConstraintID.self, value: id) }
}

/// What `ConstraintLayout.solve` rejects.
public enum ConstraintLayoutError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints before it.
    case unsatisfiable(LayoutConstraint)
    /// A constraint names a view the layout does not have.
    case unknownView(ConstraintItem, in: LayoutConstraint)

    public var description: String {
        switch self {
        case .unsatisfiable(let c):
            "Unable to simultaneously satisfy constraints: \(c) conflicts with the ones before it"
        case .unknownView(let item, let c): "No view \(item) for the constraint \(c)"
        }
    }
}

/// A layout that places its subviews by linear constraints between their anchors, solved with the
/// Cassowary algorithm — Auto Layout as a SwiftUI `Layout`.
///
/// ```swift
/// let title = ConstraintItem.view("title"), box = ConstraintItem.container
/// ConstraintLayout([
///     title.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16),
///     title.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -16),
///     title.topAnchor.constraint(equalTo: box.topAnchor, constant: 20),
///     title.widthAnchor.constraint(equalToConstant: 300).priority(.defaultHigh),
/// ]) {
///     Text("Hello").constraintID("title")
/// }
/// ```
///
/// Every subview has a leading, top, width and height to solve for; the container's edges are the
/// proposed size (an unspecified dimension shrinks to the smallest size the constraints allow).
/// Each subview with a finite ideal size has an intrinsic size, as Auto Layout's: content hugging
/// (size <= ideal) at `defaultLow` (250) and compression resistance (size >= ideal) at
/// `defaultHigh` (750); pass `intrinsicSizes: false` to leave sizes to the constraints alone.
/// Differences from UIKit: a required constraint that conflicts with earlier ones is dropped and
/// reported on standard error while laying out (`solve` throws it instead); a view no constraint
/// positions sits at the container's top-leading corner.
public struct ConstraintLayout: Layout {
    public var constraints: [LayoutConstraint]
    public var intrinsicSizes: Bool

    public init(_ constraints: [LayoutConstraint], intrinsicSizes: Bool = true) {
        self.constraints = constraints
        self.intrinsicSizes = intrinsicSizes
    }

    /// The solved container size and subview frames (relative to the container's top-leading
    /// corner), keyed by `.view(at:)` and, for named views, `.view(id)`.
    public struct Solution: Sendable {
        public var size: CGSize
        public var frames: [ConstraintItem: CGRect]
        /// Constraints dropped because they could not be satisfied (empty from `solve`).
        public var errors: [ConstraintLayoutError]
    }

    /// Solves the constraints for views with the given ids (nil = unnamed) and ideal sizes in a
    /// container proposed `proposal`; throws the first unsatisfiable or ill-formed constraint.
    public func solve(
        proposal: ProposedViewSize, ids: [String?], idealSizes: [CGSize]
    ) throws -> Solution {
        let solution = try ConstraintSystem(layout: self, ids: ids, idealSizes: idealSizes, throwing: true)
            .solve(proposal)
        return solution
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        solution(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let solution = solution(ProposedViewSize(bounds.size), subviews)
        for (i, subview) in subviews.enumerated() {
            let frame = solution.frames[.view(at: i)] ?? .zero
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(frame.size))
        }
    }

    private func solution(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Solution {
        let ids = subviews.map { $0[ConstraintID.self] }
        let ideals = intrinsicSizes ? subviews.map { $0.sizeThatFits(.unspecified) } : []
        let system = ConstraintSystem(layout: self, ids: ids, idealSizes: ideals, throwing: false)
        let solution = (try? system.solve(proposal)) ?? Solution(size: .zero, frames: [:], errors: [])
        for error in solution.errors { ConstraintSystem.report(error) }
        return solution
    }
}
