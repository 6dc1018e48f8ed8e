import Foundation

/// Runs a 2-D rigid-body simulation of `DynamicItem` rectangles (UIKit's `UIDynamicAnimator`):
/// the behaviours added to it say which items fall (`GravityBehavior`), collide
/// (`CollisionBehavior`) and with which material (`DynamicItemBehavior`).
///
/// The simulation steps at a fixed 1/120 s, driven by `advance(to:)` with the host clock's time,
/// so the same inputs at the same times give bit-identical results everywhere. Contacts are
/// found by separating axes and clipping, solved by sequential impulses with warm starting,
/// Baumgarte position correction, restitution and Coulomb friction; items at rest for half a
/// second fall asleep (as islands of touching items) and `isRunning` turns false — the view graph
/// then stops producing frames (UIKit's animator pauses the same way).
public final class DynamicAnimator {
    /// The fixed step in seconds.
    public static let timeStep = 1.0 / 120
    /// The most simulated time one `advance(to:)` catches up: a quarter second (30 steps). A longer
    /// gap in the host's clock (a sleeping animator, a test host jumping an hour) is not simulated,
    /// so a jump costs at most 30 steps however long it is.
    public static let maximumCatchUp: TimeInterval = 0.25
    /// Velocity iterations per step.
    public var iterations = 10

    /// The reference rectangle (its edges are walls for `translatesReferenceBoundsIntoBoundary`).
    public private(set) var referenceBounds: CGRect
    /// The behaviours, in the order they were added.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// Simulated time in seconds (a multiple of `timeStep`).
    public private(set) var elapsedTime = 0.0

    private var lastClockTime: Double?
    private var accumulator = 0.0
    private var cache: [PairKey: [Int: (Double, Double)]] = [:]
    private var awake = true

    static let sleepLinearSpeed = 8.0
    static let sleepAngularSpeed = 0.06
    static let timeToSleep = 0.5

    /// An animator whose walls are `referenceBounds`; throws for non-finite bounds.
    public init(referenceBounds: CGRect) throws {
        try Self.check(referenceBounds)
        self.referenceBounds = referenceBounds
    }

    /// Changes the reference bounds (e.g. the view was resized) and wakes every item.
    public func setReferenceBounds(_ bounds: CGRect) throws {
        try Self.check(bounds)
        guard bounds != referenceBounds else { return }
        referenceBounds = bounds
        behaviors.forEach { $0.changed() }
    }

    private static func check(_ bounds: CGRect) throws {
        let values = [bounds.origin.x, bounds.origin.y, bounds.width, bounds.height]
        guard values.allSatisfy(\.isFinite), bounds.width >= 0, bounds.height >= 0 else {
            throw DynamicsError.invalidGeometry("reference bounds must be finite, got \(bounds)")
        }
    }

    /// Adds `behavior` (once).
    public func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.animator = self
        behavior.changed()
    }

    /// Removes `behavior`.
    public func removeBehavior(_ behavior: DynamicBehavior) {
        behaviors.removeAll { $0 === behavior }
        behavior.animator = nil
        behaviorsChanged()
    }

    /// Removes every behaviour.
    public func removeAllBehaviors() {
        behaviors.forEach { $0.animator = nil }
        behaviors.removeAll()
        behaviorsChanged()
    }

    /// Every item of every behaviour, each once, in the order first met.
    public var items: [DynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var result: [DynamicItem] = []
        for behavior in behaviors {
            for item in behavior.items where seen.insert(ObjectIdentifier(item)).inserted { result.append(item) }
        }
        return result
    }

    /// Whether any item is awake (UIKit's `isRunning`): the host should keep calling `advance`.
    public var isRunning: Bool { awake || items.contains { !$0.isSleeping } }

    func behaviorsChanged() { awake = true }

    /// Simulates up to the host clock's `time` in fixed steps (the first call only sets the
    /// origin; of a longer gap — e.g. after sleeping — only `maximumCatchUp` is simulated).
    /// Returns whether anything moved.
    @discardableResult
    public func advance(to time: Double) -> Bool {
        guard time.isFinite else { return false }
        defer { lastClockTime = time }
        guard let last = lastClockTime else { return false }
        accumulator += min(max(time - last, 0), Self.maximumCatchUp)
        var stepped = false
        if !awake && isRunning { awake = true }
        while accumulator >= Self.timeStep - 1e-9 {
            accumulator -= Self.timeStep
            guard awake else { continue }
            step()
            stepped = true
        }
        if !awake { accumulator = 0 }
        return stepped
    }

    /// Forgets the clock origin: the next `advance(to:)` starts counting from its time.
    public func resetClock() {
        lastClockTime = nil
        accumulator = 0
    }

    /// Runs one fixed step.
    public func step() {
        let dt = Self.timeStep
        elapsedTime += dt
        var world = StepWorld(animator: self)
        let items = world.items
        guard !items.isEmpty else {
            awake = false
            return
        }
        // Forces.
        for (i, item) in items.enumerated() where !item.isSleeping {
            let p = world.properties[i]
            guard p.inverseMass > 0 else { continue }
            item.velocity += world.gravity[i] * dt
            item.velocity = item.velocity * (1 / (1 + dt * world.resistance[i].linear))
            item.spin *= 1 / (1 + dt * world.resistance[i].angular)
            if p.inverseInertia == 0 { item.spin = 0 }
        }
        var contacts = world.findContacts()
        world.wakeIslands(contacts)
        contacts.removeAll { c in items[c.a].isSleeping && (c.b.map { items[$0].isSleeping } ?? true) }
        for i in contacts.indices {
            contacts[i].prepare(
                items: items, props: world.properties, wall: world.wall, dt: dt, previous: cache[contacts[i].key])
        }
        for _ in 0..<iterations {
            for i in contacts.indices { contacts[i].solve(items: items, props: world.properties, wall: world.wall) }
        }
        var newCache: [PairKey: [Int: (Double, Double)]] = [:]
        for c in contacts {
            var impulses: [Int: (Double, Double)] = [:]
            for p in c.points { impulses[p.feature] = (p.normalImpulse, p.tangentImpulse) }
            newCache[c.key] = impulses
        }
        cache = newCache
        // Positions.
        for item in items where !item.isSleeping {
            item.position += item.velocity * dt
            item.angle += item.spin * dt
            let resting =
                item.velocity.length < Self.sleepLinearSpeed && abs(item.spin) < Self.sleepAngularSpeed
            item.sleepTime = resting ? item.sleepTime + dt : 0
        }
        awake = world.sleepIslands(after: Self.timeToSleep)
        for item in items { item.publish() }
    }
}
