import CCairo
import Foundation
import PlumeGraphics

extension DisplayListPainter {
    /// Sets `paint` as the context's source. `coverage` is the user-space area that will be drawn
    /// (conic gradients are built to cover it). Returns false when nothing should be drawn (a gradient
    /// without stops).
    func setSource(_ paint: Paint, in cr: OpaquePointer, covering coverage: CGRect) -> Bool {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.opacity)
            return true
        case .linear(let stops, let start, let end):
            // A zero-length axis puts every point past the end: the last color.
            let sorted = Self.sortedStops(stops)
            if start == end, let last = sorted.last {
                cairo_set_source_rgba(cr, last.color.red, last.color.green, last.color.blue, last.color.opacity)
                return true
            }
            return setGradient(stops, in: cr) {
                guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return nil }
                return cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            }
        case .radial(let stops, let center, let startRadius, let endRadius):
            return setGradient(stops, in: cr) {
                let r0 = max(0, startRadius)
                // Equal radii draw nothing in cairo: a hair-thin ring keeps first color inside, last outside.
                let r1 = abs(max(0, endRadius) - r0) < 1e-6 ? r0 + 1e-3 : max(0, endRadius)
                guard [center.x, center.y, r0, r1].allSatisfy(\.isFinite) else { return nil }
                return cairo_pattern_create_radial(center.x, center.y, r0, center.x, center.y, r1)
            }
        case .angular(let stops, let center, let startAngle, let endAngle):
            return setGradient(stops, in: cr) {
                Self.conicPattern(
                    Self.sortedStops(stops), center: center, start: startAngle.radians, end: endAngle.radians,
                    covering: coverage)
            }
        }
    }

    /// Stops sorted by location (stable), locations clamped to 0…1.
    static func sortedStops(_ stops: [Paint.Stop]) -> [Paint.Stop] {
        stops.enumerated().map { index, stop in
            (index, Paint.Stop(color: stop.color, location: stop.location.isFinite ? min(max(stop.location, 0), 1) : 0))
        }.sorted { $0.1.location != $1.1.location ? $0.1.location < $1.1.location : $0.0 < $1.0 }.map(\.1)
    }

    /// Sets a gradient source: none without stops, solid with one stop, else the pattern from `make`
    /// with padded ends and the stops added (a pattern `make` cannot build falls back to the first color).
    private func setGradient(_ stops: [Paint.Stop], in cr: OpaquePointer, make: () -> OpaquePointer?) -> Bool {
        let sorted = Self.sortedStops(stops)
        guard let first = sorted.first else { return false }
        guard sorted.count > 1, let pattern = make() else {
            cairo_set_source_rgba(cr, first.color.red, first.color.green, first.color.blue, first.color.opacity)
            return true
        }
        defer { cairo_pattern_destroy(pattern) }
        if cairo_pattern_get_type(pattern) != CAIRO_PATTERN_TYPE_MESH {
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            for stop in sorted {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.opacity)
            }
        }
        cairo_set_source(cr, pattern)
        return true
    }

    /// The color of a sorted stop list at `t` (0…1), interpolating straight RGBA.
    static func color(at t: Double, in stops: [Paint.Stop]) -> Color.Resolved {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
            let span = b.location - a.location
            return span > 0 ? a.color.mixed(with: b.color, by: (t - a.location) / span) : b.color
        }
        return last.color
    }

    /// A conic gradient as a cairo mesh of thin sectors around `center` (cairo 1.16 has no conic
    /// gradient). Colors run from `start` to `end` (radians, clockwise on screen); outside that sweep
    /// the first and last colors meet halfway across the gap, as SwiftUI's `AngularGradient` does.
    static func conicPattern(
        _ stops: [Paint.Stop], center: CGPoint, start: Double, end: Double, covering coverage: CGRect
    ) -> OpaquePointer? {
        guard center.x.isFinite, center.y.isFinite, start.isFinite, end.isFinite,
            [coverage.minX, coverage.minY, coverage.maxX, coverage.maxY].allSatisfy(\.isFinite)
        else { return nil }
        let corners = [
            CGPoint(x: coverage.minX, y: coverage.minY), CGPoint(x: coverage.maxX, y: coverage.minY),
            CGPoint(x: coverage.minX, y: coverage.maxY), CGPoint(x: coverage.maxX, y: coverage.maxY),
        ]
        let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        // Sector chords stay outside the covered area: cos(5°) > 1 / 1.02.
        let radius = reach * 1.02 + 2
        let sweep = min(max(end - start, -2 * Double.pi), 2 * Double.pi)
        let direction: Double = sweep < 0 ? -1 : 1
        let mesh = cairo_pattern_create_mesh()!

        func addSector(from a0: Double, to a1: Double, colors c0: Color.Resolved, _ c1: Color.Resolved) {
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.opacity)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }

        // The sweep: sectors of at most 2°, with a boundary at every stop so stops stay exact.
        let steps = max(1, Int((abs(sweep) / (2 * Double.pi / 180)).rounded(.up)))
        var ts = Set((0...steps).map { Double($0) / Double(steps) })
        for stop in stops { ts.insert(stop.location) }
        let sortedTs = ts.sorted()
        for (t0, t1) in zip(sortedTs, sortedTs.dropFirst()) where t1 > t0 {
            // Colors just inside the sector, so two stops at one location make a hard edge.
            addSector(
                from: start + t0 * sweep, to: start + t1 * sweep, colors: color(at: t0 + 1e-9, in: stops),
                color(at: t1 - 1e-9, in: stops))
        }
        // The gap outside the sweep: last color after the end, first color before the start.
        let gap = 2 * Double.pi - abs(sweep)
        if gap > 1e-9 {
            let half = gap / 2
            let pieces = max(1, Int((half / (10 * Double.pi / 180)).rounded(.up)))
            let first = stops.first!.color
            let last = stops.last!.color
            for i in 0..<pieces {
                let a = Double(i) * half / Double(pieces)
                let b = Double(i + 1) * half / Double(pieces)
                addSector(from: start + sweep + direction * a, to: start + sweep + direction * b, colors: last, last)
                addSector(from: start - direction * b, to: start - direction * a, colors: first, first)
            }
        }
        return mesh
    }
}
