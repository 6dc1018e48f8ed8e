import Foundation

/// The stable text form of a display list, one item per line, children indented by two spaces.
///
/// ```
/// fill #FF3B30FF M 0 0 L 10 0 L 10 10 L 0 10 Z
/// text "Hello" Inter 17 #000000FF in (0, 0, 40, 21)
/// opacity 0.5
///   fill …
/// ```
extension DisplayList {
    public func dump() -> String {
        var lines: [String] = []
        func rect(_ r: CGRect) -> String {
            "(\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)), \(formatNumber(r.height)))"
        }
        func paint(_ p: Paint) -> String {
            switch p {
            case .color(let c): return c.hex
            case .linear(let s, let a, let b):
                return
                    "linear[\(stops(s))] (\(formatNumber(a.x)), \(formatNumber(a.y)))→(\(formatNumber(b.x)), \(formatNumber(b.y)))"
            case .radial(let s, let c, let r0, let r1):
                return
                    "radial[\(stops(s))] (\(formatNumber(c.x)), \(formatNumber(c.y))) r \(formatNumber(r0))→\(formatNumber(r1))"
            case .angular(let s, let c, let a0, let a1):
                return
                    "angular[\(stops(s))] (\(formatNumber(c.x)), \(formatNumber(c.y))) \(formatNumber(a0.degrees))°→\(formatNumber(a1.degrees))°"
            }
        }
        func stops(_ s: [Paint.Stop]) -> String {
            s.map { "\($0.color.hex)@\(formatNumber($0.location))" }.joined(separator: " ")
        }
        func walk(_ list: DisplayList, _ indent: String) {
            for item in list.items {
                switch item {
                case .fill(let path, let p, let style):
                    let aliased = style.isAntialiased ? "" : " aliased"
                    lines.append("\(indent)fill\(style.isEOFilled ? " eo" : "")\(aliased) \(paint(p)) \(path)")
                case .stroke(let path, let p, let s, let antialiased):
                    var extra = "w \(formatNumber(s.lineWidth))"
                    if s.lineCap != .butt { extra += " cap \(s.lineCap.rawValue)" }
                    if s.lineJoin != .miter { extra += " join \(s.lineJoin.rawValue)" }
                    if !s.dash.isEmpty { extra += " dash \(s.dash.map(formatNumber).joined(separator: ","))" }
                    if !antialiased { extra += " aliased" }
                    lines.append("\(indent)stroke \(paint(p)) \(extra) \(path)")
                case .text(let request, let frame, let color):
                    let runs = request.runs.map { run in
                        "\"\(run.text.replacingOccurrences(of: "\n", with: "\\n"))\" \(run.font)\(run.color.map { " " + $0.hex } ?? "")"
                            + (run.background.map { " on " + $0.hex } ?? "") + (run.underline ? " underline" : "")
                            + (run.strikethrough ? " strikethrough" : "")
                    }.joined(separator: " + ")
                    lines.append("\(indent)text \(runs) \(color.hex) in \(rect(frame))")
                case .image(let source, let frame, let tint, _):
                    lines.append("\(indent)image \(source)\(tint.map { " tint " + $0.hex } ?? "") in \(rect(frame))")
                case .effect(let effect, let inner):
                    switch effect {
                    case .opacity(let o): lines.append("\(indent)opacity \(formatNumber(o))")
                    case .transform(let t):
                        lines.append(
                            "\(indent)transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: " "))]"
                        )
                    case .projection(let m):
                        // The perspective column (m13, m23, m33) is about 1 / the view's size: four
                        // significant digits, where the others have two decimals.
                        let entries = [
                            formatNumber(m.m11), formatNumber(m.m12), formatSignificant(m.m13),
                            formatNumber(m.m21), formatNumber(m.m22), formatSignificant(m.m23),
                            formatNumber(m.m31), formatNumber(m.m32), formatSignificant(m.m33),
                        ]
                        lines.append("\(indent)projection [\(entries.joined(separator: " "))]")
                    case .clip(let path, _): lines.append("\(indent)clip \(path)")
                    case .shadow(let c, let r, let o):
                        lines.append(
                            "\(indent)shadow \(c.hex) r \(formatNumber(r)) (\(formatNumber(o.width)), \(formatNumber(o.height)))"
                        )
                    case .blur(let r): lines.append("\(indent)blur \(formatNumber(r))")
                    case .mask(let mask):
                        lines.append("\(indent)mask")
                        walk(mask, indent + "  ~ ")
                        lines.append("\(indent)masked")
                    case .colorMultiply(let c): lines.append("\(indent)colorMultiply \(c.hex)")
                    case .compositingGroup: lines.append("\(indent)compositingGroup")
                    case .blendMode(let mode): lines.append("\(indent)blendMode \(mode.rawValue)")
                    case .backdropBlur(let r): lines.append("\(indent)backdropBlur \(formatNumber(r))")
                    case .colorMatrix(let m):
                        let numbers = m.rows.map { $0.map { formatNumber(CGFloat($0)) }.joined(separator: " ") }.joined(
                            separator: "; ")
                        lines.append("\(indent)colorMatrix [\(numbers)]")
                    }
                    walk(inner, indent + "  ")
                }
            }
        }
        walk(self, "")
        return lines.joined(separator: "\n")
    }
}
