/// What kind of thing an accessibility element is (a button, a header, selected…), as SwiftUI's
/// `AccessibilityTraits`. Views get traits from what they are (a `Text` is static text, a button is a
/// button) and from `accessibilityAddTraits(_:)` / `accessibilityRemoveTraits(_:)`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// The names of the traits set, for descriptions ("isButton, isHeader").
    var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
            (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"),
            (.isKeyboardKey, "isKeyboardKey"), (.isStaticText, "isStaticText"),
            (.isSummaryElement, "isSummaryElement"), (.updatesFrequently, "updatesFrequently"),
            (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
            (.causesPageTurn, "causesPageTurn"), (.isModal, "isModal"), (.isToggle, "isToggle"),
            (.isTabBar, "isTabBar"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

/// How `accessibilityElement(children:)` makes one element of a view and its content, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// One element with only the properties the modifiers give it; the content is not read.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The content's elements are read one by one, grouped under this view.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// One element whose label, value and traits are those of the content joined.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
