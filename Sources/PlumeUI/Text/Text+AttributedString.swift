import Foundation
import PlumeGraphics

extension Text {
    /// Text drawing an attributed string's runs with their SwiftUI attributes, as SwiftUI's
    /// `Text(_: AttributedString)`:
    ///
    /// ```swift
    /// var message = AttributedString("Sale ends today")
    /// message.foregroundColor = .red
    /// message[message.range(of: "today")!].font = .headline
    /// Text(message)
    /// ```
    /// Read: `font`, `foregroundColor`, `backgroundColor`, `strikethroughStyle`, `underlineStyle`
    /// (their colours; patterns draw solid), `kern` and `tracking` (both as tracking; tracking
    /// wins), `baselineOffset`, `link` (drawn in the tint colour, opened through `\.openURL` when
    /// tapped) and `inlinePresentationIntent` (bold, italic, code, strikethrough). Other attributes
    /// are ignored, as SwiftUI ignores those it does not know. A run's own `font` and
    /// `foregroundColor` win over the text's `.font` and `.foregroundColor` modifiers, as in SwiftUI.
    /// (Disfavoured: Linux Foundation's `AttributedString` takes string literals, which must stay
    /// `LocalizedStringKey`s as on Apple's platforms.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var segments: [Segment] = []
        for run in attributedContent.runs {
            var segment = Segment(string: String(attributedContent[run.range].characters))
            segment.attributedFont = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            segment.attributedColor = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            segment.background = run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
            if let line = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
                segment.strikethrough = true
                segment.strikethroughColor = line.color
            }
            if let line = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] {
                segment.underline = true
                segment.underlineColor = line.color
            }
            let tracking =
                run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
                ?? run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            if let tracking, tracking.isFinite { segment.tracking = tracking }
            if let offset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self], offset.isFinite {
                segment.baselineOffset = offset
            }
            segment.link = run.link
            if let intent = run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { segment.weight = .bold }
                if intent.contains(.emphasized) { segment.italic = true }
                if intent.contains(.code) { segment.monospaced = true }
                if intent.contains(.strikethrough) { segment.strikethrough = true }
            }
            segments.append(segment)
        }
        self.segments = segments.isEmpty ? [Segment(string: "")] : segments
    }
}
