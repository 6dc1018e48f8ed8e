import Foundation
import PlumeGraphics

nonisolated extension View {
    /// Rounds the corners of the sheet or popover this view is presented in by `cornerRadius`
    /// points instead of the system's 12, as SwiftUI's `presentationCornerRadius(_:)`; nil keeps
    /// the system's.
    ///
    /// ```swift
    /// .sheet(isPresented: $showDetails) {
    ///     Details().presentationDetents([.medium]).presentationCornerRadius(24)
    /// }
    /// ```
    /// The content, the background and the shadow follow the rounded outline. NaN and negative
    /// radii count as 0 (square corners); a radius larger than half the card's shorter side is
    /// clamped to it. Full-screen covers, alerts, dialogs and menus keep their own corners.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(PresentationDeclarationModifier(declaration: .cornerRadius(cornerRadius)))
    }
}

extension PresentationContext {
    /// The corner radius of a card `size` big: the declared one, clamped (see
    /// `presentationCornerRadius(_:)`), else `standard`.
    func cornerRadius(for size: CGSize, standard: CGFloat) -> CGFloat {
        guard let declared = cornerRadii.current, let radius = declared else { return standard }
        let largest = max(0, min(size.width, size.height) / 2)
        return radius.isNaN ? 0 : min(max(radius, 0), largest)
    }
}
