import Foundation

/// A window's layout direction from its language, as Apple's platforms give an app the direction of
/// its language: right to left for Arabic, Hebrew, Persian, Urdu and the other languages Foundation
/// writes right to left; left to right for the rest. `ViewGraph.init(…locale:)` reads it once, when
/// a host hands the graph a locale (the window host passes the one named by the process's locale
/// variables); nothing else derives a direction.
extension LayoutDirection {
    /// The direction of `locale`'s language (left to right when Foundation does not know it).
    init(characterDirectionOf locale: Locale) {
        self = locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
