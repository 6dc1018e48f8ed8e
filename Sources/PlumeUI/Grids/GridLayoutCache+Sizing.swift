import Foundation
import PlumeAnimation
import PlumeGraphics

/// How `GridLayout` chooses column widths and row heights (see `GridLayout` for the rules).
extension _GridLayoutCache {
    /// Shares `length` among tracks as a stack shares among its views: the least flexible
    /// (`highs - lows`) first, each offered an equal part of what is left; `answer(i, offer)` is
    /// track `i`'s length for an offer.
    static func share(_ length: CGFloat, lows: [CGFloat], highs: [CGFloat], answer: (Int, CGFloat) -> CGFloat)
        -> [CGFloat]
    {
        let order = lows.indices.sorted { (highs[$0] - lows[$0], $0) < (highs[$1] - lows[$1], $1) }
        var remaining = length
        var result = [CGFloat](repeating: 0, count: lows.count)
        for (k, i) in order.enumerated() {
            result[i] = answer(i, max(0, remaining / CGFloat(lows.count - k)))
            remaining -= result[i]
        }
        return result
    }

    /// The column widths for the width offered (nil: the ideal widths).
    func columnWidths(_ offered: CGFloat?, _ subviews: LayoutSubviews) -> [CGFloat] {
        let n = columnCount
        guard n > 0 else { return [] }
        var single = [[Cell]](repeating: [], count: n)
        var spanning: [Cell] = []
        for row in rows {
            for cell in row.cells where !cell.unsized.contains(.horizontal) && cell.column < n {
                if cell.span == 1 { single[cell.column].append(cell) } else { spanning.append(cell) }
            }
        }
        spanning.sort { $0.span < $1.span }
        func width(_ cell: Cell, _ offer: CGFloat?) -> CGFloat {
            subviews[cell.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
        }
        func widest(_ column: Int, _ offer: CGFloat?) -> CGFloat {
            single[column].reduce(0) { max($0, width($1, offer)) }
        }
        // Widens each spanning cell's columns equally to what it `needs` for their present width.
        func spread(_ base: [CGFloat], _ needs: (Cell, CGFloat) -> CGFloat) -> [CGFloat] {
            var out = base
            for cell in spanning {
                let columns = cell.column..<min(n, cell.column + cell.span)
                let have = extent(Array(out[columns]), horizontalSpacing)
                let excess = needs(cell, have) - have
                guard excess > 0 else { continue }
                for c in columns { out[c] += excess / CGFloat(columns.count) }
            }
            return out
        }
        guard let offered else {
            return spread((0..<n).map { widest($0, nil) }) { cell, _ in width(cell, nil) }
        }
        let lows = spread((0..<n).map { widest($0, 0) }) { cell, _ in width(cell, 0) }
        let singleHighs = (0..<n).map { widest($0, .infinity) }
        let highs = spread(singleHighs) { cell, _ in width(cell, .infinity) }
        let widths = Self.share(offered - horizontalSpacing * CGFloat(n - 1), lows: lows, highs: highs) { c, offer in
            // A column that a flexible spanning cell can widen takes what it is offered.
            max(lows[c], widest(c, offer), highs[c] > singleHighs[c] ? min(offer, highs[c]) : 0)
        }
        return spread(widths) { cell, have in width(cell, have) }
    }

    /// The row heights for the height offered (nil: the ideal heights), the cells proposed their
    /// columns' `widths`.
    func rowHeights(_ offered: CGFloat?, _ widths: [CGFloat], _ subviews: LayoutSubviews) -> [CGFloat] {
        func tallest(_ row: Row, _ offer: CGFloat?) -> CGFloat {
            let guide = row.alignment ?? verticalAlignment
            var before: CGFloat = 0
            var after: CGFloat = 0
            var tallest: CGFloat = 0
            for cell in row.cells where !cell.unsized.contains(.vertical) {
                let d = subviews[cell.index].dimensions(
                    in: ProposedViewSize(width: width(of: cell, widths), height: offer))
                tallest = max(tallest, d.height)
                guard cell.anchor == nil else { continue }
                before = max(before, d[guide])
                after = max(after, d.height - d[guide])
            }
            return max(tallest, before + after)
        }
        guard let offered else { return rows.map { tallest($0, nil) } }
        let lows = rows.map { tallest($0, 0) }
        let highs = rows.map { tallest($0, .infinity) }
        let length = offered - verticalSpacing * CGFloat(max(rows.count - 1, 0))
        return Self.share(length, lows: lows, highs: highs) { r, offer in max(lows[r], tallest(rows[r], offer)) }
    }
}
