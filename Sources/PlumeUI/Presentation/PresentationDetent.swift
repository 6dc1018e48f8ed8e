import Foundation
import PlumeGraphics

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`: set with
/// `presentationDetents(_:)` on the sheet's content.
///
/// ```swift
/// .sheet(isPresented: $showSettings) {
///     SettingsView().presentationDetents([.medium, .large])
/// }
/// ```
/// Heights are measured against the tallest card the window allows (the window's height less a
/// margin above and below): `.large` is all of it, `.medium` half. Bad numbers are clamped, as
/// documented on `fraction(_:)` and `height(_:)`. Plume has no `custom(_:)` detents.
public struct PresentationDetent: Hashable, Sendable {
    enum Measure: Hashable, Sendable {
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let measure: Measure

    /// Half the tallest card.
    public static let medium = PresentationDetent(measure: .fraction(0.5))
    /// The tallest card the window allows (the default).
    public static let large = PresentationDetent(measure: .fraction(1))

    /// `fraction` of the tallest card. NaN counts as 1; the value is clamped to 0…1.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(measure: .fraction(fraction.isNaN ? 1 : min(max(fraction, 0), 1)))
    }

    /// A fixed height in points. NaN and negative heights count as 0; heights taller than the
    /// tallest card are clamped to it when the card is placed.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(measure: .height(height.isNaN ? 0 : max(height, 0)))
    }

    /// The card height this detent gives when the tallest card is `maxHeight`.
    func height(in maxHeight: CGFloat) -> CGFloat {
        switch measure {
        case .fraction(let f): maxHeight * f
        case .height(let h): min(h, maxHeight)
        }
    }
}
