import Foundation

/// How a run of characters is presented within a line, as Foundation's `InlinePresentationIntent`
/// on Apple's platforms (Linux Foundation has none): what markdown's `**`, `*`, `` ` `` and `~~`
/// mark in an `AttributedString`, read by `Text(_: AttributedString)`.
///
/// ```swift
/// var note = AttributedString("Important")
/// note.inlinePresentationIntent = .stronglyEmphasized
/// ```
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Italic.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Monospaced.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break (shown as a space).
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML (shown as written).
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// Block HTML (shown as written).
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}
