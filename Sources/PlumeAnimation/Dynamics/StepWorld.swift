import Foundation

/// The per-step view of an animator's behaviours: the items with their mass, material, gravity
/// and collision groups, the walls, and the island bookkeeping for sleeping.
struct StepWorld {
    let items: [DynamicItem]
    var properties: [BodyProperties] = []
    var gravity: [Vector2] = []
    var resistance: [(linear: Double, angular: Double)] = []
    /// For each item, the indices of the collision behaviours it belongs to.
    var groups: [[Int]] = []
    /// Walls of each collision behaviour (with their bounds), empty when it ignores boundaries.
    var walls: [[(shape: ConvexPolygon, min: Vector2, max: Vector2, number: Int)]] = []
    var collidesItems: [Bool] = []
    let wall = BodyProperties(inverseMass: 0, inverseInertia: 0, elasticity: 0, friction: 1)
    private var parent: [Int] = []

    init(animator: DynamicAnimator) {
        items = animator.items
        var index: [ObjectIdentifier: Int] = [:]
        for (i, item) in items.enumerated() { index[ObjectIdentifier(item)] = i }
        gravity = Array(repeating: .zero, count: items.count)
        groups = Array(repeating: [], count: items.count)
        var material: [DynamicItemBehavior?] = Array(repeating: nil, count: items.count)
        var wallNumber = 0
        for behavior in animator.behaviors {
            let members = behavior.items.compactMap { index[ObjectIdentifier($0)] }
            switch behavior {
            case let g as GravityBehavior:
                for i in members { gravity[i] += g.acceleration }
            case let m as DynamicItemBehavior:
                for i in members { material[i] = m }
            case let c as CollisionBehavior:
                let group = walls.count
                for i in members { groups[i].append(group) }
                collidesItems.append(c.collisionMode.contains(.items))
                var shapes: [(ConvexPolygon, Vector2, Vector2, Int)] = []
                if c.collisionMode.contains(.boundaries) {
                    var polygons: [ConvexPolygon] = []
                    if c.translatesReferenceBoundsIntoBoundary {
                        polygons += Self.boundsWalls(animator.referenceBounds)
                    }
                    for boundary in c.boundaries {
                        polygons += boundary.segments.map { ConvexPolygon.segment($0.0, $0.1) }
                    }
                    for p in polygons {
                        wallNumber += 1
                        let box = p.bounds
                        shapes.append((p, box.min, box.max, wallNumber))
                    }
                }
                walls.append(shapes)
            default:
                break
            }
        }
        for (i, item) in items.enumerated() {
            let m = material[i]
            let density = m?.density ?? 1
            let w = Double(item.size.width)
            let h = Double(item.size.height)
            let mass = density * w * h / 10_000
            let inertia = mass * (w * w + h * h) / 12
            properties.append(
                BodyProperties(
                    inverseMass: 1 / mass, inverseInertia: (m?.allowsRotation ?? true) ? 1 / inertia : 0,
                    elasticity: m?.elasticity ?? 0, friction: m?.friction ?? 0))
            resistance.append((m?.resistance ?? 0, m?.angularResistance ?? 0))
        }
        parent = Array(items.indices)
    }

    /// Four thick walls just outside `rect`.
    private static func boundsWalls(_ rect: CGRect) -> [ConvexPolygon] {
        let t = 10_000.0
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        func box(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> ConvexPolygon {
            ConvexPolygon(
                vertices: [Vector2(x: a, y: b), Vector2(x: c, y: b), Vector2(x: c, y: d), Vector2(x: a, y: d)],
                normals: [Vector2(x: 0, y: -1), Vector2(x: 1, y: 0), Vector2(x: 0, y: 1), Vector2(x: -1, y: 0)])
        }
        return [
            box(x0 - t, y1, x1 + t, y1 + t), box(x0 - t, y0 - t, x1 + t, y0),
            box(x0 - t, y0 - t, x0, y1 + t), box(x1, y0 - t, x1 + t, y1 + t),
        ]
    }

    /// The contacts of every awake item: sort-and-sweep on x for item pairs, bounds tests for walls.
    func findContacts() -> [ContactConstraint] {
        let shapes = items.map { $0.polygon() }
        let boxes = shapes.map(\.bounds)
        var contacts: [ContactConstraint] = []
        let order = items.indices.sorted { (boxes[$0].min.x, $0) < (boxes[$1].min.x, $1) }
        for (k, i) in order.enumerated() {
            for j in order[(k + 1)...] {
                if boxes[j].min.x > boxes[i].max.x { break }
                if items[i].isSleeping && items[j].isSleeping { continue }
                if boxes[j].min.y > boxes[i].max.y || boxes[i].min.y > boxes[j].max.y { continue }
                guard sharesItemGroup(i, j) else { continue }
                let (a, b) = i < j ? (i, j) : (j, i)
                if let m = collide(shapes[a], shapes[b], margin: 0) {
                    contacts.append(constraint(a, b, PairKey(a: items[a].id, b: items[b].id), m))
                }
            }
        }
        for i in items.indices where !items[i].isSleeping {
            var seen = Set<Int>()
            for g in groups[i] {
                for w in walls[g] where seen.insert(w.number).inserted {
                    let box = boxes[i]
                    if w.min.x > box.max.x || box.min.x > w.max.x || w.min.y > box.max.y || box.min.y > w.max.y {
                        continue
                    }
                    // Wall as A, item as B: the normal points from the wall into the item.
                    if let m = collide(w.shape, shapes[i], margin: 0) {
                        let flipped = ContactManifold(normal: -m.normal, points: m.points)
                        contacts.append(constraint(i, nil, PairKey(a: items[i].id, b: -w.number), flipped))
                    }
                }
            }
        }
        return contacts
    }

    private func sharesItemGroup(_ i: Int, _ j: Int) -> Bool {
        groups[i].contains { collidesItems[$0] && groups[j].contains($0) }
    }

    private func constraint(_ a: Int, _ b: Int?, _ key: PairKey, _ m: ContactManifold) -> ContactConstraint {
        ContactConstraint(
            a: a, b: b, key: key, normal: m.normal,
            points: m.points.map { .init(position: $0.position, separation: $0.separation, feature: $0.feature) })
    }

    // MARK: Islands

    private mutating func root(_ i: Int) -> Int {
        var i = i
        while parent[i] != i {
            parent[i] = parent[parent[i]]
            i = parent[i]
        }
        return i
    }

    /// Joins touching items into islands and wakes a whole island when one of its items is
    /// awake and still moving.
    mutating func wakeIslands(_ contacts: [ContactConstraint]) {
        for c in contacts {
            guard let b = c.b else { continue }
            let (ra, rb) = (root(c.a), root(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        var moving = Array(repeating: false, count: items.count)
        for i in items.indices where !items[i].isSleeping && items[i].sleepTime < DynamicAnimator.timeToSleep {
            moving[root(i)] = true
        }
        for i in items.indices where items[i].isSleeping && moving[root(i)] { items[i].wake() }
    }

    /// Puts to sleep every island whose items all rested for `time`; returns whether any item is
    /// still awake.
    mutating func sleepIslands(after time: Double) -> Bool {
        var restless = Array(repeating: false, count: items.count)
        for i in items.indices where !items[i].isSleeping && items[i].sleepTime < time { restless[root(i)] = true }
        var anyAwake = false
        for i in items.indices where !items[i].isSleeping {
            if restless[root(i)] {
                anyAwake = true
            } else {
                items[i].isSleeping = true
                items[i].velocity = .zero
                items[i].spin = 0
            }
        }
        return anyAwake
    }
}
