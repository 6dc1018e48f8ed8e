import Foundation

/// Makes cairo's SVG output repeatable: cairo numbers surfaces and images with process-wide
/// counters (`surface41`, `image48`), so the same drawing written twice differs. Renumbering the
/// identifiers in order of first appearance gives the same bytes for the same drawing.
enum SVGIdentifiers {
    /// `id="surface41"`, `#image48"` or `#clip3)`, never inside base64 data (which has no `#` or `"`).
    private static let pattern = try! NSRegularExpression(
        pattern: "(id=\"|#)(surface|image|pattern|mask|clip|filter|source|glyph)([0-9]+)")

    /// The SVG text with every counter-numbered identifier renumbered from 0 per prefix.
    static func normalize(_ svg: String) -> String {
        var numbering: [String: Int] = [:]
        var nextByPrefix: [String: Int] = [:]
        var output = ""
        var last = svg.startIndex
        let whole = NSRange(svg.startIndex..., in: svg)
        for match in pattern.matches(in: svg, range: whole) {
            guard let full = Range(match.range, in: svg), let lead = Range(match.range(at: 1), in: svg),
                let prefixRange = Range(match.range(at: 2), in: svg),
                let numberRange = Range(match.range(at: 3), in: svg)
            else { continue }
            let prefix = String(svg[prefixRange])
            let key = prefix + svg[numberRange]
            let number: Int
            if let known = numbering[key] {
                number = known
            } else {
                number = nextByPrefix[prefix, default: 0]
                nextByPrefix[prefix] = number + 1
                numbering[key] = number
            }
            output += svg[last..<full.lowerBound]
            output += svg[lead] + prefix + String(number)
            last = full.upperBound
        }
        output += svg[last...]
        return output
    }

    /// Rewrites the SVG file at `url` with normalized identifiers.
    static func normalizeFile(at url: URL) throws {
        let data = try Data(contentsOf: url)
        let text = String(decoding: data, as: UTF8.self)
        try Data(normalize(text).utf8).write(to: url)
    }
}
