import Foundation

/// How a path is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    /// Line end caps.
    public enum LineCap: String, Hashable, Sendable {
        case butt, round, square
    }
    /// Corner joins.
    public enum LineJoin: String, Hashable, Sendable {
        case miter, round, bevel
    }

    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// A stroke style; a negative or non-finite width becomes 0 (draws nothing), negative dash lengths 0.
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth.isFinite ? max(0, lineWidth) : 0
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit.isFinite ? max(1, miterLimit) : 10
        self.dash = dash.isEmpty ? dash : dash.map { $0.isFinite ? max(0, $0) : 0 }
        self.dashPhase = dashPhase.isFinite ? dashPhase : 0
    }
}

/// How a path is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd instead of non-zero winding.
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
