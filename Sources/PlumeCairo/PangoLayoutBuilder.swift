import CCairo
import Foundation
import PlumeGraphics

/// Pango units per point (`PANGO_SCALE`).
let pangoScale: Double = 1024

/// Converts points to Pango units, saturating at Int32's range.
func pangoUnits(_ points: Double) -> Int32 {
    guard points.isFinite else { return points > 0 ? Int32.max / 2 : 0 }
    let units = (points * pangoScale).rounded()
    return Int32(max(Double(Int32.min / 2), min(Double(Int32.max / 2), units)))
}

/// Where one line of a laid-out paragraph is drawn, in points from the paragraph's top left.
struct PangoLineGeometry: Hashable {
    /// Left edge of the line.
    var x: Double
    /// The line's width (for an ellipsized line, the width of its glyphs, not the wrap width).
    var width: Double
    /// The line's baseline.
    var baseline: Double
    /// Top and bottom of the line's logical rectangle.
    var top: Double
    var bottom: Double
}

/// Builds the one `PangoLayout` used both to measure and to draw a `TextLayoutRequest`, so that
/// measured and drawn lines can never differ. Callers hold `PangoTextLayoutEngine`'s lock.
enum PangoLayoutBuilder {
    /// A new layout (the caller unrefs it) for `request` in `context`, with wrapping, line limits and
    /// ellipsizing applied, and its measurements. Text beyond `limit(for:)` is cut first.
    static func makeLayout(
        _ request: TextLayoutRequest, context: OpaquePointer
    ) -> (OpaquePointer, TextLayoutResult, [PangoLineGeometry]) {
        let cut = request.cut(to: limit(for: request))
        let request = cut ?? request
        let layout = pango_layout_new(context)!
        let (text, attributes) = attributedText(request)
        // Pango swaps left and right alignment for a paragraph whose first strong character runs right
        // to left (Hebrew, Arabic): the request's alignment is absolute (leading is the left edge; `Text`
        // resolves it for the layout direction), so it is swapped back for such text.
        let runsRightToLeft = text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                pango_layout_set_text(layout, $0, Int32(buffer.count - 1))
                return pango_find_base_dir($0, Int32(buffer.count - 1)) == PANGO_DIRECTION_RTL
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        let baseFont = fontDescription(request.runs.first?.font ?? .body)
        pango_layout_set_font_description(layout, baseFont)
        pango_font_description_free(baseFont)

        switch request.alignment {
        case .leading: pango_layout_set_alignment(layout, runsRightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, runsRightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        }
        pango_layout_set_spacing(layout, pangoUnits(request.lineSpacing))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        // Pango counts a letter-spaced line's trailing spacing when it breaks lines but not in the
        // line's measured width: without this allowance, text drawn at its measured width wraps.
        let trailingSpacing = Double(request.runs.map { max(0, $0.tracking) }.max() ?? 0)
        pango_layout_set_width(layout, request.maxWidth.map { pangoUnits(Double($0) + trailingSpacing) } ?? -1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)

        let isTruncated = applyLimits(request, layout: layout) || cut != nil
        let (result, lines) = measure(layout, alignment: request.alignment, isTruncated: isTruncated)
        return (layout, result, lines)
    }

    /// Cuts the layout to the request's line limit and height, ellipsizing the last kept line.
    /// Returns whether anything was cut.
    private static func applyLimits(_ request: TextLayoutRequest, layout: OpaquePointer) -> Bool {
        guard request.lineLimit != nil || request.maxHeight != nil else { return false }
        let ellipsizeMode: PangoEllipsizeMode
        switch request.truncation {
        case .head: ellipsizeMode = PANGO_ELLIPSIZE_START
        case .middle: ellipsizeMode = PANGO_ELLIPSIZE_MIDDLE
        case .tail: ellipsizeMode = PANGO_ELLIPSIZE_END
        }
        // One wrapped paragraph with only a line limit: Pango's own per-paragraph line limit stops
        // laying out after the last kept line (a huge text then costs no more than its first lines).
        let paragraphBreaks: Set<Character> = ["\n", "\r", "\r\n", "\u{2029}", "\u{85}"]
        if let limit = request.lineLimit, request.maxHeight == nil, request.maxWidth != nil,
            !request.runs.contains(where: { $0.text.contains(where: paragraphBreaks.contains) })
        {
            pango_layout_set_ellipsize(layout, ellipsizeMode)
            pango_layout_set_height(layout, -Int32(clamping: limit))
            return pango_layout_is_ellipsized(layout) != 0
        }
        let bottoms = lineBottoms(layout)
        var keep = bottoms.count
        if let limit = request.lineLimit { keep = min(keep, limit) }
        if let maxHeight = request.maxHeight {
            let fitting = bottoms.filter { Double($0) / pangoScale <= Double(maxHeight) + 0.01 }.count
            keep = min(keep, max(1, fitting))
        }
        guard keep < bottoms.count else { return false }
        pango_layout_set_ellipsize(layout, ellipsizeMode)
        if request.maxWidth == nil {
            // Ellipsizing needs a width: the widest unwrapped line keeps every kept line whole.
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            pango_layout_set_width(
                layout, logical.width.addingReportingOverflow(1).overflow ? logical.width : logical.width + 1)
        }
        // Room for the kept lines plus half a line, so the next line never fits.
        let keptBottom = bottoms[keep - 1]
        let lineHeight = keep >= 2 ? Int64(keptBottom) - Int64(bottoms[keep - 2]) : Int64(keptBottom)
        pango_layout_set_height(layout, Int32(clamping: Int64(keptBottom) + max(1, lineHeight / 2)))
        return true
    }

    /// The bottom of each line's logical rectangle, in Pango units from the layout's top.
    private static func lineBottoms(_ layout: OpaquePointer) -> [Int32] {
        var bottoms: [Int32] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            bottoms.append(Int32(clamping: Int64(logical.y) + Int64(logical.height)))
        } while pango_layout_iter_next_line(iter) != 0
        return bottoms
    }

    /// Size, line count, baselines and line positions of a configured layout.
    ///
    /// Pango reports an ellipsized line as wide as the wrap width and leaves it at the left; here such
    /// a line measures the width of its glyphs and is placed per `alignment` within the widest line.
    static func measure(
        _ layout: OpaquePointer, alignment: TextAlignment, isTruncated: Bool
    ) -> (TextLayoutResult, [PangoLineGeometry]) {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let isEllipsized = pango_layout_is_ellipsized(layout) != 0
        var lines: [PangoLineGeometry] = []
        let iter = pango_layout_get_iter(layout)!
        repeat {
            var lineRect = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &lineRect)
            var width = Double(lineRect.width) / pangoScale
            if isEllipsized, let line = pango_layout_iter_get_line(iter) {
                width -= removeEllipsisPadding(line)
            }
            lines.append(
                PangoLineGeometry(
                    x: (Double(lineRect.x) - Double(logical.x)) / pangoScale, width: width,
                    baseline: (Double(pango_layout_iter_get_baseline(iter)) - Double(logical.y)) / pangoScale,
                    top: (Double(lineRect.y) - Double(logical.y)) / pangoScale,
                    bottom: (Double(lineRect.y) + Double(lineRect.height) - Double(logical.y)) / pangoScale))
        } while pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)
        var blockWidth = Double(logical.width) / pangoScale
        if isEllipsized {
            blockWidth = lines.map(\.width).max() ?? 0
            let factor: Double
            switch alignment {
            case .leading: factor = 0
            case .center: factor = 0.5
            case .trailing: factor = 1
            }
            for index in lines.indices { lines[index].x = factor * (blockWidth - lines[index].width) }
        }
        let result = TextLayoutResult(
            size: CGSize(width: blockWidth, height: Double(logical.height) / pangoScale),
            lineCount: lines.count,
            firstBaseline: lines.first?.baseline ?? 0,
            lastBaseline: lines.last?.baseline ?? 0,
            isTruncated: isTruncated || isEllipsized)
        return (result, lines)
    }

    /// Pango widens the "…" glyph of an ellipsized line so the line fills the wrap width, which
    /// leaves a gap after it. This gives that glyph back its natural advance and returns the points
    /// removed (0 for a line without such padding).
    private static func removeEllipsisPadding(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Double {
        var glyphs: [(string: UnsafeMutablePointer<PangoGlyphString>, index: Int, extra: Int32)] = []
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let string = run.pointee.glyphs, let item = run.pointee.item
            else { continue }
            let font = item.pointee.analysis.font
            for index in 0..<Int(string.pointee.num_glyphs) {
                let info = string.pointee.glyphs[index]
                var natural = PangoRectangle()
                pango_font_get_glyph_extents(font, info.glyph, nil, &natural)
                glyphs.append((string, index, info.geometry.width - natural.width))
            }
        }
        guard let widest = glyphs.indices.max(by: { glyphs[$0].extra < glyphs[$1].extra }) else { return 0 }
        // Other glyphs' extra advance (letter spacing) is kept; only the excess beyond it is padding.
        let others = glyphs.indices.filter { $0 != widest }.map { glyphs[$0].extra }.sorted()
        let typical = others.isEmpty ? 0 : others[others.count / 2]
        let padding = glyphs[widest].extra - max(0, typical)
        guard padding > 16 else { return 0 }
        glyphs[widest].string.pointee.glyphs[glyphs[widest].index].geometry.width -= padding
        return Double(padding) / pangoScale
    }

    /// A Pango font description for `font` (family, absolute size in points, weight, style).
    static func fontDescription(_ font: Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        // Inter follows every family so a missing family (or a glyph it lacks) falls back to the
        // system font rather than fontconfig's default; emoji still come from Noto Color Emoji.
        let family = font.familyName == "Inter" ? "Inter" : "\(font.familyName),Inter"
        pango_font_description_set_family(description, family)
        // Sizes beyond 10,000 points would overflow Pango's integer sizes; they are clamped.
        pango_font_description_set_absolute_size(description, min(Double(font.size), 10_000) * pangoScale)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if font.width != .standard { pango_font_description_set_stretch(description, stretch(font.width)) }
        return description
    }

    /// Pango's stretch nearest to `width` (fontconfig picks the family's face of that width).
    static func stretch(_ width: Font.Width) -> PangoStretch {
        let percents = [50.0, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]
        let asked = Double(width.stretchPercent)
        let nearest = percents.indices.min { abs(percents[$0] - asked) < abs(percents[$1] - asked) } ?? 4
        return PangoStretch(rawValue: UInt32(nearest))
    }

    /// Words longer than this many characters get a break opportunity after every character.
    static let longWordLength = 200

    /// Pango breaks a word that is wider than the line by measuring the rest of the word again for
    /// every line, which takes minutes for a 100,000-character word. Putting a zero-width space
    /// after every character of very long words lets Pango wrap them as words, in linear time, at
    /// the same places (the spaces draw nothing).
    static func breakableLongWords(_ text: String) -> String {
        guard text.utf8.count > longWordLength else { return text }
        var output = ""
        var word: [Character] = []
        func flush() {
            if word.count > longWordLength {
                for character in word {
                    output.append(character)
                    output.append("\u{200B}")
                }
            } else {
                output.append(contentsOf: word)
            }
            word.removeAll(keepingCapacity: true)
        }
        for character in text {
            if character.isWhitespace {
                flush()
                output.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return output
    }

    /// The runs' UTF-8 text (NUL-terminated) and a Pango attribute list covering each run's bytes.
    private static func attributedText(_ request: TextLayoutRequest) -> ([UInt8], OpaquePointer) {
        var bytes: [UInt8] = []
        let list = pango_attr_list_new()!
        for run in request.runs {
            // NUL cannot travel through C strings; it shows as U+FFFD.
            var text =
                run.text.contains("\u{0}") ? run.text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : run.text
            if request.maxWidth != nil { text = breakableLongWords(text) }
            let start = UInt32(bytes.count)
            bytes.append(contentsOf: text.utf8)
            let end = UInt32(bytes.count)
            guard end > start else { continue }
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            let description = fontDescription(run.font)
            add(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            if run.font.usesMonospacedDigits { add(pango_attr_font_features_new("tnum 1")) }
            if run.underline { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if run.strikethrough { add(pango_attr_strikethrough_new(1)) }
            if run.tracking != 0 { add(pango_attr_letter_spacing_new(pangoUnits(Double(run.tracking)))) }
            if run.baselineOffset != 0 { add(pango_attr_rise_new(pangoUnits(Double(run.baselineOffset)))) }
            func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
            if let background = run.background {
                add(
                    pango_attr_background_new(
                        channel(background.red), channel(background.green), channel(background.blue)))
                add(pango_attr_background_alpha_new(max(1, channel(background.opacity))))
            }
            if run.underline, let line = run.underlineColor {
                add(pango_attr_underline_color_new(channel(line.red), channel(line.green), channel(line.blue)))
            }
            if run.strikethrough, let line = run.strikethroughColor {
                add(pango_attr_strikethrough_color_new(channel(line.red), channel(line.green), channel(line.blue)))
            }
            if let color = run.color {
                add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                // Pango reads alpha 0 as "unset"; 1/65535 is invisible.
                add(pango_attr_foreground_alpha_new(max(1, channel(color.opacity))))
            }
        }
        // Words broken to fit a line get no hyphen, as on Apple platforms.
        if let noHyphens = pango_attr_insert_hyphens_new(0) {
            noHyphens.pointee.start_index = 0
            noHyphens.pointee.end_index = UInt32(bytes.count)
            pango_attr_list_insert(list, noHyphens)
        }
        bytes.append(0)
        return (bytes, list)
    }
}
