import Foundation

/// A convex polygon in world coordinates with the outward normal of each edge (edge `i` runs from
/// vertex `i` to vertex `i + 1`). A segment is a two-vertex polygon with two opposite normals.
struct ConvexPolygon {
    var vertices: [Vector2]
    var normals: [Vector2]

    /// A wall segment: both faces collide.
    static func segment(_ a: Vector2, _ b: Vector2) -> ConvexPolygon {
        let n = (b - a).perpendicular.normalized
        return ConvexPolygon(vertices: [a, b], normals: [n, -n])
    }

    var bounds: (min: Vector2, max: Vector2) {
        var lo = vertices[0]
        var hi = vertices[0]
        for v in vertices.dropFirst() {
            lo = Vector2(x: Swift.min(lo.x, v.x), y: Swift.min(lo.y, v.y))
            hi = Vector2(x: Swift.max(hi.x, v.x), y: Swift.max(hi.y, v.y))
        }
        return (lo, hi)
    }

    /// The edge of `self` that separates it most from `other`, and that separation (negative when
    /// overlapping on every edge axis).
    func maxSeparation(from other: ConvexPolygon) -> (edge: Int, separation: Double) {
        var best = (edge: 0, separation: -Double.infinity)
        for i in normals.indices {
            let n = normals[i]
            let v = vertices[i]
            var s = Double.infinity
            for w in other.vertices { s = Swift.min(s, n.dot(w - v)) }
            if s > best.separation { best = (i, s) }
        }
        return best
    }
}

/// One contact point between two shapes.
struct ContactPoint {
    /// The world point (on the incident shape).
    var position: Vector2
    /// The separation along the normal (negative = penetration).
    var separation: Double
    /// Identifies the features that made this point, to carry impulses over to the next step.
    var feature: Int
}

/// The contacts between shape A and shape B: `normal` points from A to B.
struct ContactManifold {
    var normal: Vector2
    var points: [ContactPoint]
}

/// Separating-axis test and reference-face clipping (the Sutherland–Hodgman clip of the incident
/// edge against the reference edge's side planes). Returns nil when the shapes are apart by more
/// than `margin`.
func collide(_ a: ConvexPolygon, _ b: ConvexPolygon, margin: Double) -> ContactManifold? {
    let sa = a.maxSeparation(from: b)
    if sa.separation > margin { return nil }
    let sb = b.maxSeparation(from: a)
    if sb.separation > margin { return nil }
    let flip = sb.separation > sa.separation * 0.98 + 0.05
    let (ref, inc, edge) = flip ? (b, a, sb.edge) : (a, b, sa.edge)
    let n = ref.normals[edge]
    // The incident edge: the edge of `inc` most anti-parallel to the reference normal.
    var incEdge = 0
    var minDot = Double.infinity
    for i in inc.normals.indices {
        let d = inc.normals[i].dot(n)
        if d < minDot { (minDot, incEdge) = (d, i) }
    }
    let i1 = incEdge
    let i2 = (incEdge + 1) % inc.vertices.count
    var clip = [(inc.vertices[i1], i1), (inc.vertices[i2], i2)]
    let v1 = ref.vertices[edge]
    let v2 = ref.vertices[(edge + 1) % ref.vertices.count]
    let tangent = (v2 - v1).normalized
    // Keep the part with tangent·p in [tangent·v1, tangent·v2].
    clip = clipSegment(clip, normal: -tangent, offset: -tangent.dot(v1), clipFeature: 100)
    if clip.count < 2 { return nil }
    clip = clipSegment(clip, normal: tangent, offset: tangent.dot(v2), clipFeature: 200)
    if clip.count < 2 { return nil }
    var points: [ContactPoint] = []
    for (p, f) in clip {
        let separation = n.dot(p - v1)
        if separation <= margin {
            let feature = (flip ? 1 << 20 : 0) | (edge << 12) | (incEdge << 8) | f
            points.append(ContactPoint(position: p, separation: separation, feature: feature))
        }
    }
    guard !points.isEmpty else { return nil }
    return ContactManifold(normal: flip ? -n : n, points: points)
}

/// Clips a two-point segment to the half-plane `normal·p <= offset`; a point made by the clip gets
/// `clipFeature` as its feature.
private func clipSegment(
    _ input: [(Vector2, Int)], normal: Vector2, offset: Double, clipFeature: Int
) -> [(Vector2, Int)] {
    var out: [(Vector2, Int)] = []
    let d0 = normal.dot(input[0].0) - offset
    let d1 = normal.dot(input[1].0) - offset
    if d0 <= 0 { out.append(input[0]) }
    if d1 <= 0 { out.append(input[1]) }
    if d0 * d1 < 0 {
        let t = d0 / (d0 - d1)
        let p = input[0].0 + (input[1].0 - input[0].0) * t
        out.append((p, clipFeature + (d0 > 0 ? 0 : 1)))
    }
    return out
}
