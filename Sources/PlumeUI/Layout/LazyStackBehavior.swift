import Foundation
import PlumeAnimation
import PlumeGraphics

/// Lays out a `LazyVStack`/`LazyHStack` and a `LazyVGrid`/`LazyHGrid`: keeps nodes only for the
/// rows near the enclosing scroll view's viewport (every row when there is none), a main-axis size
/// per line (measured, or the average of the measured ones), and their running offsets. See
/// `LazyVStack` and `LazyVGrid` for the contract.
///
/// A *unit* is an element of the content (`rows`: a `ForEach` element or a static view), the thing
/// created and destroyed; a *line* is what the axis stacks. In a stack a line is one unit (its views
/// stacked with the spacing). In a grid a line holds one cell per track (`GridTracks`, resolved
/// for the cross-axis proposal), each unit gives `perUnit` cells, and cell `c` sits in line
/// `c / perLine`, track `c % perLine`; the grid-only parts are in `LazyStackBehavior+Grid.swift`.
///
/// Rows are created, measured and destroyed during layout; their `onAppear`/`onDisappear` run as
/// after-frame work. Corrections that need another layout pass (the stack's total size changed, the
/// scroll offset must follow rows above the viewport that were re-measured, a `scrollTo` target
/// now exists) are queued as after-frame work too, so the frame lays out again before it draws.
final class LazyStackBehavior: NodeBehavior {
    override var childKeysAreExplicitIDs: Bool { true }
    override var lazyStack: LazyStackBehavior? { self }
    var description: LazyStackDescription!
    var rows = LazyRows()
    /// Main-axis size of each line measured at `measuredCross`, or -1 when never measured.
    var sizes: [CGFloat] = []
    var measuredCount = 0
    var measuredTotal: CGFloat = 0
    /// A grid's tracks for the cross-axis proposal last measured (nil for a stack).
    var tracks: GridTracks?
    /// Cells each unit gives: 1 in a stack; in a grid, the views the first created unit built.
    var perUnit = 1
    var perUnitKnown = false
    /// Whether a unit that built another number of cells than `perUnit` was reported.
    var reportedCellMismatch = false
    /// The cross-axis proposal the sizes were measured with (`.some(nil)`: unspecified).
    var measuredCross: CGFloat??
    /// `offsets[i]`: where line `i` starts along the axis; `offsets[count]`: the end plus one spacing.
    var offsets: [CGFloat] = [0]
    var offsetsValid = false
    /// The row index of each child (parallel to `node.children` and `node.childKeys`).
    var childRows: [Int] = []
    private var childEnvironment = EnvironmentValues()
    private var scrollerSearched = false
    private weak var scroller: (any ScrollOffsetCorrecting)?
    /// The total main-axis length last answered by `sizeThatFits`.
    private var reportedLength: CGFloat?
    /// A `scrollTo` target scrolled to at its estimated position, to correct once it exists.
    /// An offset correction queued for after the layout pass (see `placeLazily`).
    private var pendingShift: CGFloat = 0
    var pendingTarget: LazyScrollTarget?

    /// The main-axis size assumed for rows never measured, before any row is.
    static let initialEstimate: CGFloat = 44
    /// Most rows created in one layout pass of a lazy stack.
    static let maximumRowsPerPass = 2000

    override var displayName: String? {
        guard let description else { return nil }
        if isGrid { return description.axis == .horizontal ? "LazyHGrid" : "LazyVGrid" }
        return description.axis == .horizontal ? "LazyHStack" : "LazyVStack"
    }
    override var dumpDetails: String? { "\(childRows.count) of \(rows.count) \(isGrid ? "cells" : "rows")" }

    var isGrid: Bool { description.gridItems != nil }
    var axis: Axis { description.axis }
    var cross: Axis { axis == .vertical ? .horizontal : .vertical }
    private var estimate: CGFloat { measuredCount > 0 ? measuredTotal / CGFloat(measuredCount) : Self.initialEstimate }

    // MARK: Update

    override func update(changed: Bool) {
        guard let view = node.view as? LazyStackView else { return }
        description = view.lazyDescription
        if !description.pinnedViews.isEmpty {
            node.graph.report(
                "\(displayName ?? "LazyVStack"): pinnedViews are not supported yet; section views scroll with rows")
        }
        reportGridProblems()
        if isGrid, tracksChanged() { measuredCross = nil }
        var env = node.environment
        if env.stackAxis != axis { env.stackAxis = axis }
        childEnvironment = env
        let old = rows
        rows = LazyRows(description.content)
        let newIndex = remap(from: old)
        // Created rows get their new views; rows whose id is gone are destroyed.
        var kept: [(Int, AnyHashable, ViewNode)] = []
        for (position, child) in node.children.enumerated() {
            let key = node.childKeys[position]
            if let index = newIndex(key, childRows[position]) {
                let view = rows.view(at: index)
                if type(of: view) == type(of: child.view) {
                    child.update(view: view, environment: env, isFirst: false)
                    kept.append((index, key, child))
                    continue
                }
            }
            child.destroy()
        }
        setChildren(kept)
        if perLine > 0 { materialize(Set(rows.staticRows), keep: { _ in true }) }
        if old.count != rows.count { pendingTarget = nil }  // its row index may have moved
        if old.count != rows.count || changed { node.invalidateLayout() }
    }

    private func setChildren(_ list: [(Int, AnyHashable, ViewNode)]) {
        let sorted = list.sorted { $0.0 < $1.0 }
        childRows = sorted.map(\.0)
        node.childKeys = sorted.map(\.1)
        node.children = sorted.map(\.2)
        node.markPreferencesChanged()
    }

    // MARK: Rows

    /// Creates the rows in `wanted` that do not exist and destroys existing ones that `keep` rejects
    /// (static rows and the row holding focus always stay). Returns whether anything changed.
    @discardableResult
    private func materialize(_ wanted: Set<Int>, keep: (Int) -> Bool) -> Bool {
        let focusedRow = self.focusedRow()
        var list: [(Int, AnyHashable, ViewNode)] = []
        var changed = false
        var present = Set<Int>()
        var keys = Set<AnyHashable>()
        for (position, child) in node.children.enumerated() {
            let index = childRows[position]
            if keep(index) || wanted.contains(index) || rows.isStatic(index) || child === focusedRow {
                list.append((index, node.childKeys[position], child))
                present.insert(index)
                keys.insert(node.childKeys[position])
            } else {
                child.destroy()
                changed = true
            }
        }
        for index in wanted.sorted() where !present.contains(index) {
            var key = rows.id(at: index)
            if keys.contains(key) { key = AnyHashable(DuplicateID(id: key, occurrence: index)) }
            keys.insert(key)
            let view = rows.view(at: index)
            let child = ViewNode(view: view, parent: node, graph: node.graph, environment: childEnvironment)
            child.update(view: view, environment: childEnvironment, isFirst: true)
            node.graph.nodeAppeared(child)
            list.append((index, key, child))
            changed = true
            if isGrid, !perUnitKnown { learnCellsPerUnit(from: child) }
        }
        if changed { setChildren(list) }
        return changed
    }

    /// The child that holds keyboard focus, if one does.
    private func focusedRow() -> ViewNode? {
        var n = node.graph.focusedNode
        while let current = n, current.parent !== node { n = current.parent }
        return n
    }

    /// The proposal rows get: their ideal length along the axis, `crossValue` across.
    private func rowProposal(_ crossValue: CGFloat?) -> ProposedViewSize {
        var p = ProposedViewSize(width: nil, height: nil)
        p[cross] = crossValue
        return p
    }

    /// A row's size: its items stacked along the axis with the spacing.
    private func rowSize(_ row: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let items = row.layoutItems
        if items.count == 1 { return items[0].sizeThatFits(p) }
        var result = CGSize.zero
        for (i, item) in items.enumerated() {
            let size = item.sizeThatFits(p)
            result[axis] += size[axis] + (i > 0 ? description.spacing : 0)
            result[cross] = max(result[cross], size[cross])
        }
        return result
    }

    /// Measures the created rows at `crossValue`; returns whether any main-axis size changed, and
    /// the widest cross size.
    private func measureCreated(_ crossValue: CGFloat?) -> (changed: Bool, cross: CGFloat) {
        if measuredCross != .some(crossValue) {
            measuredCross = .some(crossValue)
            if isGrid { resolveTracks(crossValue) }
            sizes = [CGFloat](repeating: -1, count: lineCount)
            measuredCount = 0
            measuredTotal = 0
            offsetsValid = false
        }
        syncLineCount()
        if isGrid { return measureCells() }
        let p = rowProposal(crossValue)
        var changed = false
        var widest: CGFloat = 0
        for (position, child) in node.children.enumerated() {
            let index = childRows[position]
            let size = rowSize(child, p)
            widest = max(widest, size[cross])
            let length = size[axis]
            changed = setLength(length, ofLine: index) || changed
        }
        if changed { offsetsValid = false }
        return (changed, widest)
    }

    /// Records `length` as line `line`'s measured size; returns whether it changed.
    func setLength(_ length: CGFloat, ofLine line: Int) -> Bool {
        guard sizes[line] != length else { return false }
        if sizes[line] >= 0 { measuredTotal -= sizes[line] } else { measuredCount += 1 }
        measuredTotal += length
        sizes[line] = length
        return true
    }

    func length(of index: Int) -> CGFloat { sizes[index] >= 0 ? sizes[index] : estimate }

    func ensureOffsets() {
        syncLineCount()
        guard !offsetsValid else { return }
        offsetsValid = true
        let n = lineCount
        if offsets.count != n + 1 { offsets = [CGFloat](repeating: 0, count: n + 1) }
        let est = estimate
        let spacing = description.spacing
        var position: CGFloat = 0
        sizes.withUnsafeBufferPointer { sizes in
            offsets.withUnsafeMutableBufferPointer { offsets in
                for i in 0..<n {
                    offsets[i] = position
                    position += (sizes[i] >= 0 ? sizes[i] : est) + spacing
                }
                offsets[n] = position
            }
        }
    }

    /// The stack's length along the axis.
    private var totalLength: CGFloat {
        ensureOffsets()
        return lineCount > 0 ? offsets[lineCount] - description.spacing : 0
    }

    /// The smallest `k` with `offsets[k] > value` (or `offsets.count`).
    private func firstOffset(above value: CGFloat) -> Int {
        var lo = 0
        var hi = offsets.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if offsets[mid] > value { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The lines that overlap `lo..<hi` along the axis (stack coordinates).
    private func lines(from lo: CGFloat, to hi: CGFloat) -> ClosedRange<Int>? {
        ensureOffsets()
        let n = lineCount
        guard n > 0, hi > lo else { return nil }
        let first = max(0, firstOffset(above: lo + description.spacing) - 1)
        var last = min(n - 1, firstOffset(above: hi) - 1)
        while last > first, offsets[last] >= hi { last -= 1 }
        return first <= last ? first...last : nil
    }

    // MARK: Layout

    /// The enclosing scroll view (searched once: a node's ancestors never change).
    func findScroller() -> (any ScrollOffsetCorrecting)? {
        if !scrollerSearched {
            scrollerSearched = true
            var n = node.parent
            while let current = n, current.behavior.scrollTarget == nil { n = current.parent }
            scroller = n?.behavior.scrollOffsetCorrector
        }
        return scroller
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let crossValue = proposal[cross]
        if perLine == 0 {
            // A grid without tracks shows nothing.
        } else if findScroller() == nil {
            materialize(Set(0..<rows.count), keep: { _ in true })
        } else if measuredCount == 0, rows.count > 0, node.children.isEmpty {
            // Measure one row so the estimate starts from something real.
            materialize([0], keep: { _ in true })
        }
        let widest = measureCreated(crossValue).cross
        var result = CGSize.zero
        result[axis] = totalLength
        result[cross] = crossValue ?? widest
        reportedLength = result[axis]
        return result
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        let crossValue = proposal[cross]
        let scroller = findScroller()
        var settled = false
        if let scroller {
            settled = placeLazily(in: rect, crossValue: crossValue, scroller: scroller)
        } else if perLine > 0 {
            materialize(Set(0..<rows.count), keep: { _ in true })
            _ = measureCreated(crossValue)
        }
        ensureOffsets()
        if isGrid {
            placeCells(in: rect)
        } else {
            placeRows(in: rect, crossValue: crossValue)
        }
        if let reported = reportedLength, abs(reported - totalLength) > 0.01 {
            reportedLength = nil
            node.graph.afterFrame { [weak node] in node?.invalidateLayout() }
        } else if settled, let scroller {
            correctPendingTarget(scroller: scroller)
        }
    }

    /// Places each row's views along the axis, aligned across it by the stack's guide.
    private func placeRows(in rect: CGRect, crossValue: CGFloat?) {
        let origin = rect.origin[axis]
        let p = rowProposal(crossValue)
        let stackGuide = description.guide(ViewDimensions(size: rect.size))
        for (position, child) in node.children.enumerated() {
            var start = origin + offsets[childRows[position]]
            for item in child.layoutItems {
                let size = item.sizeThatFits(p)
                var itemOrigin = CGPoint.zero
                itemOrigin[axis] = start
                itemOrigin[cross] = rect.origin[cross] + stackGuide - description.guide(item.dimensions(for: size))
                item.place(in: CGRect(origin: itemOrigin, size: size), proposal: p)
                start += size[axis] + description.spacing
            }
        }
    }

    /// Creates, measures and drops rows for the viewport; returns whether the visible rows stayed
    /// put (no offset correction is queued).
    private func placeLazily(in rect: CGRect, crossValue: CGFloat?, scroller: any ScrollOffsetCorrecting) -> Bool {
        let viewport = scroller.node.frame
        var visibleLength = viewport.size[axis]
        if visibleLength <= 0 { visibleLength = node.graph.size[axis] }
        // A correction queued by an earlier pass of this frame counts as applied already.
        // Right to left a horizontal stack's rows run from its right edge (the graph mirrors them).
        let leadingGap =
            axis == .horizontal && node.isRightToLeft
            ? rect.maxX - viewport.maxX : viewport.origin[axis] - rect.origin[axis]
        let start = leadingGap + pendingShift
        let margin = visibleLength / 4
        let keepMargin = visibleLength + margin
        // The first visible row and where it was: it must not move when rows above it are measured
        // (or the estimate changes), so the window follows it and the scroll offset is corrected.
        let anchor = lines(from: start, to: start + visibleLength)?.lowerBound
        let anchorOffset = anchor.map { offsets[$0] } ?? 0
        func drift() -> CGFloat {
            ensureOffsets()
            return anchor.map { offsets[$0] - anchorOffset } ?? 0
        }
        for _ in 0..<4 {
            let from = start + drift()
            guard let range = lines(from: from - margin, to: from + visibleLength + margin) else { break }
            let units = self.units(ofLines: range)
            let wanted = Set(units.clamped(to: units.lowerBound...(units.lowerBound + Self.maximumRowsPerPass - 1)))
            let keep = self.units(
                ofLines: lines(from: from - keepMargin, to: from + visibleLength + keepMargin) ?? range)
            materialize(wanted, keep: { keep.contains($0) })
            if !measureCreated(crossValue).changed { break }
        }
        let shift = drift()
        if abs(shift) > 0.01 {
            let queued = pendingShift != 0
            pendingShift += shift
            pendingTarget?.expected += shift  // the correction moves the scroll's end along
            guard !queued else { return false }
            node.graph.afterFrame { [weak self, weak scroller] in
                guard let self else { return }
                var delta = CGSize.zero
                delta[self.axis] = self.pendingShift
                self.pendingShift = 0
                scroller?.shiftContent(by: delta)
            }
            return false
        }
        return pendingShift == 0
    }

    override func layoutInvalidated() {}
}
