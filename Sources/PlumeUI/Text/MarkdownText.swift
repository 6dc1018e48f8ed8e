import Foundation
import PlumeGraphics

/// The inline markdown of a `Text` string literal, as SwiftUI styles it: `**strong**` or
/// `__strong__` (bold), `*emphasis*` or `_emphasis_` (italic), `` `code` `` (monospaced, shown as
/// written), `~~struck~~` (strikethrough), `[label](url)` (a link, drawn in the tint colour and
/// opened through `\.openURL` when tapped), and a backslash before punctuation showing it as is.
///
/// Called by `Text.init(_: LocalizedStringKey)` only; it builds segments and touches nothing else.
/// Markers nest (`***both***`, `**bold *and italic***`); a marker that is never closed, an opening
/// marker followed by a space or a closing one after a space, and `_` inside a word stay literal
/// characters. Block markdown (headings, lists, quotes) is not interpreted, as in SwiftUI's `Text`.
/// Bounded: each character is looked at a bounded number of times per nesting level, and nesting
/// deeper than `maximumDepth` is shown literally.
enum MarkdownText {
    /// The deepest nesting of markers interpreted; deeper markers stay literal.
    static let maximumDepth = 8
    /// The longest link address read, in characters.
    static let maximumAddressLength = 2_048

    /// The characters that may start markup, and so are escaped in interpolated values.
    static let markupCharacters: Set<Character> = ["*", "_", "`", "~", "[", "]", "\\", "(", ")"]

    /// `value` with every markup character escaped: parsed back, it shows exactly `value`.
    static func escaped(_ value: String) -> String {
        guard value.contains(where: markupCharacters.contains) else { return value }
        var output = ""
        for character in value {
            if markupCharacters.contains(character) { output.append("\\") }
            output.append(character)
        }
        return output
    }

    /// The styled segments of `markdown` (one plain segment when it holds no markup); link
    /// addresses without a scheme are resolved against `baseURL` when there is one.
    static func segments(_ markdown: String, baseURL: URL? = nil) -> [Text.Segment] {
        guard markdown.contains(where: markupCharacters.contains) else { return [Text.Segment(string: markdown)] }
        let parser = Parser(characters: Array(markdown), baseURL: baseURL)
        var output: [Text.Segment] = []
        parser.parse(from: 0, to: parser.characters.count, style: Text.Segment(string: ""), depth: 0, into: &output)
        return output.isEmpty ? [Text.Segment(string: "")] : output
    }

    /// One pass over the characters; `parse` calls itself for the inside of each closed marker.
    ///
    /// Searches for closing markers are bounded: a search that found no closer is remembered (a
    /// later opener of the same kind cannot find one either), and all searches together look at
    /// no more than `budget` characters, after which the remaining markers stay literal.
    final class Parser {
        let characters: [Character]
        /// Characters searches may still look at.
        private var budget: Int
        /// Per marker, width and end of the searched range: the earliest opener whose search failed.
        private var unclosed: [String: Int] = [:]

        /// What link addresses without a scheme are resolved against.
        let baseURL: URL?

        init(characters: [Character], baseURL: URL?) {
            self.characters = characters
            self.baseURL = baseURL
            budget = 64 * characters.count + 10_000
        }

        /// Appends the segments of `characters[start..<end]` in `style` to `output`.
        func parse(from start: Int, to end: Int, style: Text.Segment, depth: Int, into output: inout [Text.Segment]) {
            var index = start
            var plain = ""
            func flush() {
                guard !plain.isEmpty else { return }
                var segment = style
                segment.string = plain
                if let last = output.last, last.string.isEmpty == false, Self.sameStyle(last, segment) {
                    output[output.count - 1].string += plain
                } else {
                    output.append(segment)
                }
                plain = ""
            }
            while index < end {
                let character = characters[index]
                if character == "\\", index + 1 < end,
                    characters[index + 1].isPunctuation || characters[index + 1].isSymbol
                {
                    plain.append(characters[index + 1])
                    index += 2
                    continue
                }
                if depth < MarkdownText.maximumDepth, let span = span(at: index, end: end) {
                    flush()
                    var inner = style
                    switch span.kind {
                    case .strong: inner.weight = .bold
                    case .emphasis: inner.italic = true
                    case .strikethrough: inner.strikethrough = true
                    case .link(let url): inner.link = url
                    case .code:
                        inner.monospaced = true
                        inner.string = String(characters[span.contentStart..<span.contentEnd])
                        output.append(inner)
                        index = span.next
                        continue
                    }
                    parse(from: span.contentStart, to: span.contentEnd, style: inner, depth: depth + 1, into: &output)
                    index = span.next
                    continue
                }
                plain.append(character)
                index += 1
            }
            flush()
        }

        static func sameStyle(_ a: Text.Segment, _ b: Text.Segment) -> Bool {
            var a = a
            a.string = b.string
            return a == b
        }

        /// What a closed marker does to its content.
        enum Kind: Equatable {
            case strong, emphasis, strikethrough, code
            case link(URL)
        }

        /// A closed marker starting at `start`: its kind, its content and where parsing goes on.
        struct Span {
            var kind: Kind
            var contentStart: Int
            var contentEnd: Int
            var next: Int
        }

        /// The closed marker that starts at `index` (before `end`), or nil when the character there
        /// starts none.
        func span(at index: Int, end: Int) -> Span? {
            switch characters[index] {
            case "`": return codeSpan(at: index, end: end)
            case "[": return linkSpan(at: index, end: end)
            case "*", "_", "~": return delimitedSpan(at: index, end: end)
            default: return nil
            }
        }

        /// How many times `characters[index]` repeats from `index` (before `end`).
        private func runLength(at index: Int, end: Int) -> Int {
            var length = 0
            while index + length < end, characters[index + length] == characters[index] { length += 1 }
            return length
        }

        /// `` `code` `` (or ``` ``code`` ```): closed by a run of as many backticks.
        private func codeSpan(at index: Int, end: Int) -> Span? {
            let length = runLength(at: index, end: end)
            let key = "`\(length):\(end)"
            if let failed = unclosed[key], failed <= index { return nil }
            var probe = index + length
            defer { budget -= probe - index }
            while probe < end, budget > probe - index {
                if characters[probe] == "`" {
                    let closing = runLength(at: probe, end: end)
                    if closing == length {
                        return Span(kind: .code, contentStart: index + length, contentEnd: probe, next: probe + length)
                    }
                    probe += closing
                } else {
                    probe += 1
                }
            }
            if probe >= end { unclosed[key] = index }
            return nil
        }

        /// `[label](url)`, the label may hold markup and nested brackets; the URL must parse and
        /// have a scheme.
        private func linkSpan(at index: Int, end: Int) -> Span? {
            var nesting = 0
            var probe = index
            var labelEnd: Int?
            defer { budget -= probe - index }
            while probe < end, budget > probe - index {
                let character = characters[probe]
                if character == "\\" {
                    probe += 2
                    continue
                }
                if character == "[" { nesting += 1 }
                if character == "]" {
                    nesting -= 1
                    if nesting == 0 {
                        labelEnd = probe
                        break
                    }
                }
                probe += 1
            }
            guard let labelEnd, labelEnd + 1 < end, characters[labelEnd + 1] == "(" else { return nil }
            // Addresses are looked for in the next `maximumAddressLength` characters only.
            let searchEnd = min(end, labelEnd + 2 + MarkdownText.maximumAddressLength)
            guard let close = characters[(labelEnd + 2)..<searchEnd].firstIndex(of: ")") else { return nil }
            let address = String(characters[(labelEnd + 2)..<close]).trimmingCharacters(in: .whitespaces)
            guard let url = URL(string: address, relativeTo: baseURL)?.absoluteURL, url.scheme != nil else {
                return nil
            }
            return Span(kind: .link(url), contentStart: index + 1, contentEnd: labelEnd, next: close + 1)
        }

        /// `*em*`, `**strong**`, `_em_`, `__strong__`, `~~struck~~` (and `~struck~`): closed by a
        /// run of the same character after a non-space, taking the run's last characters; a run of
        /// three opens strong emphasis around emphasis.
        private func delimitedSpan(at index: Int, end: Int) -> Span? {
            let marker = characters[index]
            let run = runLength(at: index, end: end)
            if index > 0, marker == "_", characters[index - 1].isLetter || characters[index - 1].isNumber { return nil }
            // An opening run longer than two: the outer two characters open strong emphasis around
            // the rest (`***both***`); `~~~` is not a marker.
            let width = marker == "~" ? run : min(run, 2)
            guard width <= 2, index + run < end, !characters[index + run].isWhitespace else { return nil }
            let key = "\(marker)\(width):\(end)"
            if let failed = unclosed[key], failed <= index { return nil }
            var probe = index + run
            defer { budget -= probe - index }
            while probe < end, budget > probe - index {
                let character = characters[probe]
                if character == "\\" {
                    probe += 2
                    continue
                }
                if character == "`", let code = codeSpan(at: probe, end: end) {
                    probe = code.next
                    continue
                }
                if character == marker {
                    let closing = runLength(at: probe, end: end)
                    let afterSpace = characters[probe - 1].isWhitespace
                    let closesWord =
                        marker != "_" || probe + closing >= end
                        || !(characters[probe + closing].isLetter || characters[probe + closing].isNumber)
                    // A closing run holds this marker's width at its end; a single marker is not
                    // closed by a double one (that one is a nested strong span).
                    if !afterSpace, closesWord, closing >= width, !(width == 1 && closing == 2) {
                        let contentEnd = probe + closing - width
                        guard contentEnd > index + width else { return nil }
                        let kind: Kind = marker == "~" ? .strikethrough : width == 2 ? .strong : .emphasis
                        return Span(
                            kind: kind, contentStart: index + width, contentEnd: contentEnd, next: probe + closing)
                    }
                    probe += closing
                    continue
                }
                probe += 1
            }
            if probe >= end { unclosed[key] = index }
            return nil
        }
    }
}
