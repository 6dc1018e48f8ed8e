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
    override var movesWithFrame: Bool { false }
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
    /// Whether the created rows must be measured again: rows were made or dropped, the content or
    /// the lines changed, or something inside was invalidated. A scroll that makes no row skips it.
    private var needsMeasure = true
    /// The cross-axis extent the last measurement gave (the widest row, or a grid's tracks).
    private var measuredExtent: CGFloat = 0
    /// `offsets[i]`: where line `i` starts along the axis; `offsets[count]`: the end plus one spacing.
    var offsets: [CGFloat] = [0]
    var offsetsValid = false
    /// The row index of each child (parallel to `node.children` and `node.childKeys`).
    var childRows: [Int] = []
    /// Where each child playing its removal transition was, by its layout items' placements
    /// relative to the stack's origin (it stays drawn there while the rows move).
    private var removingPlaces: [ObjectIdentifier: [CGRect]] = [:]
    private var childEnvironment = EnvironmentValues()
    /// The stack's environment that `childEnvironment` was made from.
    private var childEnvironmentSource: EnvironmentValues?
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
    override var dumpDetails: String? { "\(childRows.count { $0 >= 0 }) of \(rows.count) \(isGrid ? "cells" : "rows")" }

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
        needsMeasure = true
        if isGrid, tracksChanged() { measuredCross = nil }
        // The rows' environment is kept while the stack's own is the same value, so rows whose
        // views are unchanged are skipped (a new environment value would update every row).
        if !(childEnvironmentSource?.isIdentical(to: node.environment) ?? false) || childEnvironment.stackAxis != axis {
            var env = node.environment
            if env.stackAxis != axis { env.stackAxis = axis }
            childEnvironment = env
            childEnvironmentSource = node.environment
        }
        let env = childEnvironment
        let old = rows
        rows = LazyRows(description.content)
        let map = remap(from: old)
        // Rows still in the content keep their nodes (and get their new views); rows whose id is
        // gone leave through the common diff, playing their removal transitions; static rows and
        // rows inserted into the created window are created now, so they play their insertion
        // transitions in this update's transaction.
        var wanted: [(index: Int, key: AnyHashable)] = []
        var keptRows: [(index: Int, node: ViewNode)] = []
        var taken = Set<AnyHashable>()
        for (position, child) in node.children.enumerated() where !child.isRemoving {
            let key = node.childKeys[position]
            if let index = map.newIndex(key, childRows[position]) {
                wanted.append((index, key))
                keptRows.append((index, child))
                taken.insert(key)
            }
        }
        var present = Set(wanted.map(\.index))
        var created = perLine > 0 ? rows.staticRows : []
        created += insertedRows(near: keptRows, isInserted: map.isInserted)
        for index in created where !present.contains(index) {
            present.insert(index)
            wanted.append((index, newKey(forRow: index, taken: &taken)))
        }
        wanted.sort { $0.index < $1.index }
        node.diffChildren(
            wanted.lazy.map { ChildEntry(key: $0.key, view: self.rows.view(at: $0.index)) }, environment: env,
            removal: .transitions)
        syncChildRows(wanted.map(\.index))
        if old.count != rows.count { pendingTarget = nil }  // its row index may have moved
        if old.count != rows.count || changed { node.invalidateLayout() }
    }

    /// The rows inserted into the content that a person sees arrive, made in the update so they
    /// play their insertion transitions: every inserted row when the stack creates all its rows (no
    /// scroll view); otherwise those among or next to the rows that were in view (`kept`: the
    /// created rows still in the content, by new index), as many as were in view at most. The
    /// layout creates any others, without transitions.
    private func insertedRows(near kept: [(index: Int, node: ViewNode)], isInserted: (Int) -> Bool) -> [Int] {
        guard let scroller = findScroller() else {
            return kept.isEmpty && node.children.isEmpty ? [] : (0..<rows.count).filter(isInserted)
        }
        let viewport = scroller.node.frame
        let inView = kept.filter { row in row.node.layoutItems.contains { $0.frame.intersects(viewport) } }.map(\.index)
        // Nothing was in view (mounting, or every row went): the layout makes the rows in view.
        guard let lowest = inView.min(), let highest = inView.max() else { return [] }
        let budget = inView.count
        let count = rows.count
        var result: [Int] = []
        var low = lowest
        while result.count < budget, low > 0, isInserted(low - 1) {
            low -= 1
            result.append(low)
        }
        var high = highest
        while result.count < budget, high + 1 < count, isInserted(high + 1) {
            high += 1
            result.append(high)
        }
        if highest - lowest + 1 > inView.count {
            let shown = Set(inView)
            for index in lowest...highest where result.count < budget && !shown.contains(index) && isInserted(index) {
                result.append(index)
            }
        }
        return result
    }

    /// The key of a row being created: its id, or (when another created row has that id) the id
    /// with its position.
    private func newKey(forRow index: Int, taken: inout Set<AnyHashable>) -> AnyHashable {
        var key = rows.id(at: index)
        if taken.contains(key) { key = AnyHashable(DuplicateID(id: key, occurrence: index)) }
        taken.insert(key)
        return key
    }

    /// Sets `childRows` from the rows just given to `diffChildren` (`indices`, in order): children
    /// playing their removal transition, which the diff kept among them, get -1 and stay drawn
    /// where they were.
    private func syncChildRows(_ indices: [Int]) {
        var rowsOfChildren: [Int] = []
        rowsOfChildren.reserveCapacity(node.children.count)
        var next = indices.makeIterator()
        for child in node.children {
            if child.isRemoving {
                rowsOfChildren.append(-1)
                if removingPlaces[ObjectIdentifier(child)] == nil {
                    removingPlaces[ObjectIdentifier(child)] = child.layoutItems.map { place(givenFor: $0.frame) }
                }
            } else {
                rowsOfChildren.append(next.next() ?? 0)
            }
        }
        childRows = rowsOfChildren
    }

    /// The placement, relative to the stack's origin, that puts a child at `frame` (window
    /// coordinates) again: placements are given left to right, so in a right-to-left stack, which
    /// `ViewNode.place` mirrors, it is measured from the right edge.
    private func place(givenFor frame: CGRect) -> CGRect {
        let bounds = node.frame
        var place = frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        if node.isRightToLeft, mirrorsChildPlacements { place.origin.x = bounds.maxX - frame.maxX }
        return place
    }

    override func childWillLeave(at index: Int) {
        removingPlaces[ObjectIdentifier(node.children[index])] = nil
        childRows.remove(at: index)
    }

    // MARK: Rows

    /// Creates the rows in `wanted` that do not exist and destroys existing ones that `keep` rejects
    /// (static rows, the row holding focus and rows playing their removal transition always stay),
    /// through the common diff, without transitions: rows scrolling in and out are not inserted or
    /// removed. Returns whether anything changed.
    @discardableResult
    private func materialize(_ wanted: Set<Int>, keep: (Int) -> Bool) -> Bool {
        let focusedRow = self.focusedRow()
        var list: [(index: Int, key: AnyHashable, isNew: Bool)] = []
        var dropping = false
        var present = Set<Int>()
        var taken = Set<AnyHashable>()
        for (position, child) in node.children.enumerated() where !child.isRemoving {
            let index = childRows[position]
            if keep(index) || wanted.contains(index) || rows.isStatic(index) || child === focusedRow {
                list.append((index, node.childKeys[position], false))
                present.insert(index)
                taken.insert(node.childKeys[position])
            } else {
                dropping = true
            }
        }
        var creating = false
        for index in wanted.sorted() where !present.contains(index) {
            list.append((index, newKey(forRow: index, taken: &taken), true))
            creating = true
        }
        guard dropping || creating else { return false }
        needsMeasure = true
        list.sort { $0.index < $1.index }
        node.diffChildren(
            list.lazy.map { ChildEntry(key: $0.key, view: $0.isNew ? self.rows.view(at: $0.index) : nil) },
            environment: childEnvironment, removal: .immediately)
        syncChildRows(list.map(\.index))
        if isGrid, !perUnitKnown, creating, let first = node.children.first(where: { !$0.isRemoving }) {
            learnCellsPerUnit(from: first)
        }
        return true
    }

    /// Whether the created rows are every row of `wanted` and no row outside `keep`: what
    /// `materialize` would leave as it is (a scroll step that brings no row in and takes none out
    /// costs one pass over the rows, no sets).
    private func holdsExactly(_ wanted: ClosedRange<Int>, keep: ClosedRange<Int>) -> Bool {
        var covered = 0
        for index in childRows where index >= 0 {
            if wanted.contains(index) {
                covered += 1
            } else if !keep.contains(index) {
                return false
            }
        }
        return covered == wanted.count
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
            needsMeasure = true
        }
        let lines = sizes.count
        syncLineCount()
        guard needsMeasure || sizes.count != lines else { return (false, measuredExtent) }
        needsMeasure = false
        let result = isGrid ? measureCells() : measureRows(crossValue)
        measuredExtent = result.cross
        return result
    }

    /// Measures the created rows of a stack (see `measureCreated`).
    private func measureRows(_ crossValue: CGFloat?) -> (changed: Bool, cross: CGFloat) {
        let p = rowProposal(crossValue)
        var changed = false
        var widest: CGFloat = 0
        for (position, child) in node.children.enumerated() {
            let index = childRows[position]
            guard index >= 0 else { continue }  // playing its removal transition
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
            guard childRows[position] >= 0 else {
                placeRemoving(child, in: rect)
                continue
            }
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

    /// Places a child playing its removal transition where it was when it was removed, relative to
    /// the stack (the rows around it move; it stays until its transition ends).
    func placeRemoving(_ child: ViewNode, in rect: CGRect) {
        guard let places = removingPlaces[ObjectIdentifier(child)] else { return }
        for (item, place) in zip(child.layoutItems, places) {
            item.place(in: place.offsetBy(dx: rect.minX, dy: rect.minY), proposal: ProposedViewSize(place.size))
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
            let wanted = units.clamped(to: units.lowerBound...(units.lowerBound + Self.maximumRowsPerPass - 1))
            let keep = self.units(
                ofLines: lines(from: from - keepMargin, to: from + visibleLength + keepMargin) ?? range)
            if !holdsExactly(wanted, keep: keep) { materialize(Set(wanted), keep: { keep.contains($0) }) }
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

    override func layoutInvalidated() { needsMeasure = true }
}
