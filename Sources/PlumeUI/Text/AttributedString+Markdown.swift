import Foundation

extension AttributedString {
    /// How `AttributedString(markdown:options:baseURL:)` reads markdown, as Foundation's
    /// `AttributedString.MarkdownParsingOptions` on Apple's platforms (Linux Foundation has none).
    ///
    /// Plume reads inline markdown only (see `MarkdownText`) whatever `interpretedSyntax` says, and
    /// never fails, so `failurePolicy` changes nothing; `allowsExtendedAttributes` (`^[text](…)`)
    /// and `languageCode` are kept but not used.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which markdown is interpreted.
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }
        /// What happens to markdown that cannot be parsed.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?

        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// An attributed string from inline markdown, as Foundation's `init(markdown:options:baseURL:)`
    /// on Apple's platforms (missing from Linux Foundation): bold, italic, code and strikethrough
    /// become `inlinePresentationIntent`s and links `link`s, which `Text(_: AttributedString)` draws.
    ///
    /// Block markdown (headings, lists, paragraphs) is not interpreted: its characters stay as
    /// written. Links need a scheme, or `baseURL` to resolve against. It never throws (unclosed
    /// markers stay literal, as CommonMark keeps them).
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        for segment in MarkdownText.segments(markdown, baseURL: baseURL) where !segment.string.isEmpty {
            var run = AttributedString(segment.string)
            var intent: InlinePresentationIntent = []
            if segment.weight == .bold { intent.insert(.stronglyEmphasized) }
            if segment.italic { intent.insert(.emphasized) }
            if segment.monospaced { intent.insert(.code) }
            if segment.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { run.inlinePresentationIntent = intent }
            if let link = segment.link { run.link = link }
            append(run)
        }
    }
}
