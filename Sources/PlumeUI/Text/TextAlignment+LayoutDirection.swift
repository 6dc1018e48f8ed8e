import Foundation
import PlumeGraphics

extension TextAlignment {
    /// The alignment the text engine draws with (its `.leading` is the left edge): in a right-to-left
    /// environment leading lines go right and trailing ones left, as in SwiftUI. `Text` calls it when it
    /// builds its layout request.
    func resolved(for direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}
