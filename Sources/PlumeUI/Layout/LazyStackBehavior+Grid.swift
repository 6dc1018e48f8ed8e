import Foundation
import PlumeAnimation
import PlumeGraphics

/// The lines of a lazy stack or grid (see `LazyStackBehavior`): how units map to lines, and the
/// grid's cells measured and placed in their tracks.
extension LazyStackBehavior {
    /// Cells in a line: 1 in a stack; the tracks in a grid (its items' count before they are
    /// resolved).
    var perLine: Int {
        guard let items = description.gridItems else { return 1 }
        return tracks?.tracks.count ?? items.count
    }

    /// How many lines the units fill.
    var lineCount: Int {
        let k = perLine
        return k > 0 ? (rows.count * perUnit + k - 1) / k : 0
    }

    /// The line unit `unit` starts in.
    func line(ofUnit unit: Int) -> Int { unit * perUnit / max(perLine, 1) }

    /// The units with a cell in `lines`.
    func units(ofLines lines: ClosedRange<Int>) -> ClosedRange<Int> {
        let first = lines.lowerBound * perLine / perUnit
        let last = min(rows.count - 1, ((lines.upperBound + 1) * perLine - 1) / perUnit)
        return first...max(first, last)
    }

    /// Keeps one size per line (new lines unmeasured) after the number of lines changed.
    func syncLineCount() {
        let n = lineCount
        guard sizes.count != n else { return }
        offsetsValid = false
        if sizes.count < n {
            sizes += repeatElement(-1, count: n - sizes.count)
            return
        }
        sizes.removeLast(sizes.count - n)
        measuredCount = 0
        measuredTotal = 0
        for size in sizes where size >= 0 {
            measuredCount += 1
            measuredTotal += size
        }
    }

    /// Resolves the grid's items for the cross-axis proposal `crossValue`.
    func resolveTracks(_ crossValue: CGFloat?) {
        let graph = node.graph
        tracks = GridTracks(description.gridItems ?? [], length: crossValue, report: { graph.report($0) })
    }

    /// Whether the grid's items (given anew by an update) resolve to other tracks than measured.
    func tracksChanged() -> Bool {
        guard let tracks, let measured = measuredCross else { return false }
        let graph = node.graph
        return GridTracks(description.gridItems ?? [], length: measured, report: { graph.report($0) }) != tracks
    }

    /// Takes the number of cells each unit gives from the first unit created.
    func learnCellsPerUnit(from child: ViewNode) {
        perUnitKnown = true
        let n = max(1, child.layoutItems.count)
        guard n != perUnit else { return }
        perUnit = n
        sizes = []
        measuredCount = 0
        measuredTotal = 0
        offsetsValid = false
    }

    /// What a cell in `track` is proposed: the track's length across the axis, its ideal along it.
    func cellProposal(_ track: GridTrack) -> ProposedViewSize {
        var p = ProposedViewSize(width: nil, height: nil)
        p[cross] = track.length
        return p
    }

    /// Measures the created cells: each line is as long as its longest cell. Returns whether a
    /// line's size changed, and the tracks' extent.
    func measureCells() -> (changed: Bool, cross: CGFloat) {
        let k = perLine
        guard k > 0, let tracks else { return (false, 0) }
        var longest: [Int: CGFloat] = [:]
        for (position, child) in node.children.enumerated() where childRows[position] >= 0 {
            let first = childRows[position] * perUnit
            let items = child.layoutItems
            if items.count != perUnit { reportCellMismatch(items.count) }
            for (j, item) in items.prefix(perUnit).enumerated() {
                let line = (first + j) / k
                guard line < sizes.count else { continue }
                let length = item.sizeThatFits(cellProposal(tracks.tracks[(first + j) % k]))[axis]
                longest[line] = max(longest[line] ?? 0, length)
            }
        }
        var changed = false
        for (line, length) in longest { changed = setLength(length, ofLine: line) || changed }
        if changed { offsetsValid = false }
        return (changed, tracks.extent)
    }

    /// Places each cell in its line and track, aligned by its item's alignment; the tracks as a
    /// block are placed across the axis by the grid's alignment.
    func placeCells(in rect: CGRect) {
        let k = perLine
        guard k > 0, let tracks else { return }
        let fraction = description.guide(ViewDimensions(size: CGSize(width: 1, height: 1)))
        let blockStart = rect.origin[cross] + max(0, rect.size[cross] - tracks.extent) * fraction
        let lines = lineCount
        for (position, child) in node.children.enumerated() {
            guard childRows[position] >= 0 else {
                placeRemoving(child, in: rect)
                continue
            }
            let first = childRows[position] * perUnit
            for (j, item) in child.layoutItems.enumerated() {
                let line = (first + j) / k
                guard j < perUnit, line < lines else {
                    // An extra cell (reported when measured) is placed with no size.
                    item.place(in: CGRect(origin: rect.origin, size: .zero), proposal: ProposedViewSize(.zero))
                    continue
                }
                let track = tracks.tracks[(first + j) % k]
                var box = CGRect.zero
                box.origin[axis] = rect.origin[axis] + offsets[line]
                box.size[axis] = length(of: line)
                box.origin[cross] = blockStart + track.offset
                box.size[cross] = track.length
                let p = cellProposal(track)
                let size = item.sizeThatFits(p)
                item.place(in: align(item, size: size, in: box, alignment: track.alignment), proposal: p)
            }
        }
    }

    /// Reports a unit that built `count` cells where the first built `perUnit` (once).
    private func reportCellMismatch(_ count: Int) {
        guard !reportedCellMismatch else { return }
        reportedCellMismatch = true
        node.graph.report(
            "\(displayName ?? "LazyVGrid"): an element built \(count) views where the first built \(perUnit); "
                + "every ForEach element of a lazy grid must build the same number of cells")
    }

    /// Reports a grid's bad spacing and empty items (as each update gives them).
    func reportGridProblems() {
        guard let items = description.gridItems else { return }
        if let problem = description.spacingProblem { node.graph.report(problem) }
        if items.isEmpty {
            node.graph.report(
                "\(displayName ?? "LazyVGrid"): \(axis == .vertical ? "columns" : "rows") is empty; the grid shows nothing"
            )
        }
    }
}
