import Foundation

/// The mass and material of one side of a contact (a static wall has zero inverse mass).
struct BodyProperties {
    var inverseMass = 0.0
    var inverseInertia = 0.0
    var elasticity = 0.0
    var friction = 1.0
}

/// The contact of an item with another item or a wall for one step: a manifold plus the
/// accumulated impulses of its points, solved by sequential impulses (Catto's method: clamp the
/// accumulated normal impulse to ≥ 0 and the friction impulse to the Coulomb cone, warm-started
/// from the previous step's impulses of the same features).
struct ContactConstraint {
    struct Point {
        var position: Vector2
        var separation: Double
        var feature: Int
        var normalImpulse = 0.0
        var tangentImpulse = 0.0
        var rA = Vector2.zero
        var rB = Vector2.zero
        var normalMass = 0.0
        var tangentMass = 0.0
        var bias = 0.0
    }

    /// Index of item A in the step's item array.
    var a: Int
    /// Index of item B, or nil for a wall.
    var b: Int?
    /// Cache key of the pair.
    var key: PairKey
    var normal: Vector2
    var points: [Point]
    var friction = 0.0

    /// Constants of the solver.
    static let slop = 0.5
    static let baumgarte = 0.2
    static let maxCorrectionSpeed = 600.0
    static let restitutionThreshold = 60.0

    /// Computes the effective masses and biases, and applies the warm-start impulses.
    mutating func prepare(
        items: [DynamicItem], props: [BodyProperties], wall: BodyProperties, dt: Double,
        previous: [Int: (Double, Double)]?
    ) {
        let itemA = items[a]
        let pa = props[a]
        let pb = b.map { props[$0] } ?? wall
        let centerA = itemA.position
        let centerB = b.map { items[$0].position } ?? .zero
        friction = (pa.friction * pb.friction).squareRoot()
        let elasticity = max(pa.elasticity, pb.elasticity)
        let tangent = normal.perpendicular
        for i in points.indices {
            var p = points[i]
            p.rA = p.position - centerA
            p.rB = b == nil ? .zero : p.position - centerB
            let rnA = p.rA.cross(normal)
            let rnB = p.rB.cross(normal)
            let kn = pa.inverseMass + pb.inverseMass + pa.inverseInertia * rnA * rnA + pb.inverseInertia * rnB * rnB
            p.normalMass = kn > 0 ? 1 / kn : 0
            let rtA = p.rA.cross(tangent)
            let rtB = p.rB.cross(tangent)
            let kt = pa.inverseMass + pb.inverseMass + pa.inverseInertia * rtA * rtA + pb.inverseInertia * rtB * rtB
            p.tangentMass = kt > 0 ? 1 / kt : 0
            let correction = min(
                Self.baumgarte / dt * max(0, -p.separation - Self.slop), Self.maxCorrectionSpeed)
            let vn = relativeVelocity(items, p).dot(normal)
            let bounce = vn < -Self.restitutionThreshold ? -elasticity * vn : 0
            p.bias = max(correction, bounce)
            if let (pn, pt) = previous?[p.feature] {
                p.normalImpulse = pn
                p.tangentImpulse = pt
                apply(normal * pn + tangent * pt, at: p, items: items, props: props, wall: wall)
            }
            points[i] = p
        }
    }

    /// One sequential-impulse pass over the points.
    mutating func solve(items: [DynamicItem], props: [BodyProperties], wall: BodyProperties) {
        let tangent = normal.perpendicular
        for i in points.indices {
            var p = points[i]
            // Normal impulse.
            let vn = relativeVelocity(items, p).dot(normal)
            var dPn = p.normalMass * (-vn + p.bias)
            let pn0 = p.normalImpulse
            p.normalImpulse = max(pn0 + dPn, 0)
            dPn = p.normalImpulse - pn0
            apply(normal * dPn, at: p, items: items, props: props, wall: wall)
            // Friction impulse, clamped to the Coulomb cone.
            let vt = relativeVelocity(items, p).dot(tangent)
            var dPt = p.tangentMass * -vt
            let limit = friction * p.normalImpulse
            let pt0 = p.tangentImpulse
            p.tangentImpulse = min(max(pt0 + dPt, -limit), limit)
            dPt = p.tangentImpulse - pt0
            apply(tangent * dPt, at: p, items: items, props: props, wall: wall)
            points[i] = p
        }
    }

    /// The velocity of B's contact point relative to A's.
    private func relativeVelocity(_ items: [DynamicItem], _ p: Point) -> Vector2 {
        let itemA = items[a]
        var v = -(itemA.velocity + cross(itemA.spin, p.rA))
        if let b {
            let itemB = items[b]
            v += itemB.velocity + cross(itemB.spin, p.rB)
        }
        return v
    }

    /// Applies impulse `P` to B and `-P` to A.
    private func apply(
        _ impulse: Vector2, at p: Point, items: [DynamicItem], props: [BodyProperties], wall: BodyProperties
    ) {
        let itemA = items[a]
        let pa = props[a]
        itemA.velocity -= impulse * pa.inverseMass
        itemA.spin -= pa.inverseInertia * p.rA.cross(impulse)
        if let b {
            let itemB = items[b]
            let pb = props[b]
            itemB.velocity += impulse * pb.inverseMass
            itemB.spin += pb.inverseInertia * p.rB.cross(impulse)
        }
    }
}

/// Identifies a contact pair across steps: two item ids, or an item id and a wall number.
struct PairKey: Hashable {
    var a: Int
    var b: Int
}
