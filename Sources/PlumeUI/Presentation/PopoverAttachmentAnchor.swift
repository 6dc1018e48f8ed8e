import Foundation
import PlumeGraphics

/// The part of the presenting view a popover points at, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view (`.rect(.bounds)` is the whole view, the default).
    case rect(Anchor<CGRect>.Source)
    /// A point of the view's bounds.
    case point(UnitPoint)

    /// The rectangle pointed at, for a presenting view whose frame is `frame` (window coordinates).
    func rect(in frame: CGRect) -> CGRect {
        switch self {
        case .rect(let source): source.resolve(frame)
        case .point(let unit):
            CGRect(origin: unit.point(in: frame), size: .zero)
        }
    }
}
