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

/// Builds the one `PangoLayout` used both to measure and to draw a `TextLayoutRequest`, so that
/// measured and drawn lines can never differ. Callers hold `PangoTextLayoutEngine`'s lock.
enum PangoLayoutBuilder {
    /// A new layout (the caller unrefs it) for `request` in `context`, with wrapping, line limits and
    /// ellipsizing applied, and its measurements.
    static func makeLayout(_ request: TextLayoutRequest, context: OpaquePointer) -> (OpaquePointer, TextLayoutResult) {
        let layout = pango_layout_new(context)!
        let (text, attributes) = attributedText(request)
        text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                pango_layout_set_text(layout, $0, Int32(buffer.count - 1))
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        let baseFont = fontDescription(request.runs.first?.font ?? .body)
        pango_layout_set_font_description(layout, baseFont)
        pango_font_description_free(baseFont)

        switch request.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        pango_layout_set_spacing(layout, pangoUnits(request.lineSpacing))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, request.maxWidth.map { pangoUnits($0) } ?? -1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, -1)

        let isTruncated = applyLimits(request, layout: layout)
        return (layout, measure(layout, isTruncated: isTruncated))
    }

    /// Cuts the layout to the request's line limit and height, ellipsizing the last kept line.
    /// Returns whether anything was cut.
    private static func applyLimits(_ request: TextLayoutRequest, layout: OpaquePointer) -> Bool {
        guard request.lineLimit != nil || request.maxHeight != nil else { return false }
        let bottoms = lineBottoms(layout)
        var keep = bottoms.count
        if let limit = request.lineLimit { keep = min(keep, limit) }
        if let maxHeight = request.maxHeight {
            let fitting = bottoms.filter { Double($0) / pangoScale <= Double(maxHeight) + 0.01 }.count
            keep = min(keep, max(1, fitting))
        }
        guard keep < bottoms.count else { return false }
        switch request.truncation {
        case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        if request.maxWidth == nil {
            // Ellipsizing needs a width: the widest unwrapped line keeps every kept line whole.
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            pango_layout_set_width(layout, logical.width + 1)
        }
        // Room for the kept lines plus half a line, so the next line never fits.
        let keptBottom = bottoms[keep - 1]
        let lineHeight = keep >= 2 ? keptBottom - bottoms[keep - 2] : keptBottom
        pango_layout_set_height(layout, keptBottom + max(1, lineHeight / 2))
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
            bottoms.append(logical.y + logical.height)
        } while pango_layout_iter_next_line(iter) != 0
        return bottoms
    }

    /// Size, line count and baselines of a configured layout.
    static func measure(_ layout: OpaquePointer, isTruncated: Bool) -> TextLayoutResult {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let iter = pango_layout_get_iter(layout)!
        let first = pango_layout_iter_get_baseline(iter)
        var last = first
        while pango_layout_iter_next_line(iter) != 0 { last = pango_layout_iter_get_baseline(iter) }
        pango_layout_iter_free(iter)
        return TextLayoutResult(
            size: CGSize(width: Double(logical.width) / pangoScale, height: Double(logical.height) / pangoScale),
            lineCount: Int(pango_layout_get_line_count(layout)),
            firstBaseline: Double(first - logical.y) / pangoScale,
            lastBaseline: Double(last - logical.y) / pangoScale,
            isTruncated: isTruncated || pango_layout_is_ellipsized(layout) != 0)
    }

    /// A Pango font description for `font` (family, absolute size in points, weight, style).
    static func fontDescription(_ font: Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.familyName)
        pango_font_description_set_absolute_size(description, Double(font.size) * pangoScale)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// The runs' UTF-8 text (NUL-terminated) and a Pango attribute list covering each run's bytes.
    private static func attributedText(_ request: TextLayoutRequest) -> ([UInt8], OpaquePointer) {
        var bytes: [UInt8] = []
        let list = pango_attr_list_new()!
        for run in request.runs {
            // NUL cannot travel through C strings; it shows as U+FFFD.
            let text =
                run.text.contains("\u{0}") ? run.text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : run.text
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
            if let color = run.color {
                func channel(_ v: Double) -> UInt16 { UInt16((v * 65535).rounded()) }
                add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                // Pango reads alpha 0 as "unset"; 1/65535 is invisible.
                add(pango_attr_foreground_alpha_new(max(1, channel(color.opacity))))
            }
        }
        bytes.append(0)
        return (bytes, list)
    }
}
