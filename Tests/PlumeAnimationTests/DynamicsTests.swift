import Foundation
import PlumeGraphics
import Testing

@testable import PlumeAnimation

/// The rigid-body engine alone, stepped directly (no view graph).
@Suite("dynamics engine") struct DynamicsTests {
    /// A world of `bounds` whose walls, gravity and material apply to `items`.
    private func world(
        _ items: [DynamicItem], bounds: CGRect = CGRect(x: 0, y: 0, width: 400, height: 600),
        friction: Double = 0.5, elasticity: Double = 0, rotation: Bool = true
    ) throws -> (DynamicAnimator, CollisionBehavior) {
        let animator = try DynamicAnimator(referenceBounds: bounds)
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: items)
        material.friction = friction
        material.elasticity = elasticity
        material.allowsRotation = rotation
        animator.addBehavior(GravityBehavior(items: items))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        return (animator, collision)
    }

    private func run(_ animator: DynamicAnimator, seconds: Double) {
        for _ in 0..<Int((seconds / DynamicAnimator.timeStep).rounded()) { animator.step() }
    }

    @Test func freeFallFollowsAThousandPointsPerSecondSquared() throws {
        let box = try DynamicItem(size: CGSize(width: 20, height: 20), center: CGPoint(x: 200, y: 50))
        let (animator, _) = try world([box])
        run(animator, seconds: 0.2)
        // ½·g·t² = 20 points (semi-implicit Euler at 1/120 s adds under a point).
        #expect(abs(box.center.y - 50 - 20) < 1.2, "fell \(box.center.y - 50)")
        #expect(abs(box.linearVelocity.dy - 200) < 1, "speed \(box.linearVelocity.dy)")
        #expect(box.center.x == 200)
    }

    @Test func aBoxRestingOnTheGroundStaysStillAndSleeps() throws {
        let box = try DynamicItem(size: CGSize(width: 50, height: 50), center: CGPoint(x: 200, y: 575))
        let (animator, _) = try world([box])
        run(animator, seconds: 2)
        #expect(abs(box.center.y - 575) < 0.6)
        #expect(abs(box.center.x - 200) < 0.01)
        #expect(abs(box.angle) < 0.001)
        #expect(box.isSleeping)
        #expect(!animator.isRunning)
    }

    @Test func threeStackedBoxesStayStackedForTenSeconds() throws {
        let boxes = try (0..<3).map { i in
            try DynamicItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 200, y: 580 - 40 * Double(i)))
        }
        let (animator, _) = try world(boxes)
        run(animator, seconds: 10)
        for (i, box) in boxes.enumerated() {
            #expect(abs(box.center.x - 200) < 0.5, "box \(i) drifted to x \(box.center.x)")
            #expect(abs(box.center.y - (580 - 40 * Double(i))) < 1.5, "box \(i) at y \(box.center.y)")
            #expect(abs(box.angle) < 0.01)
        }
        #expect(!animator.isRunning, "the stack falls asleep")
    }

    /// Runs a box on a 30° slope for 2 s and returns how far it moved along the slope.
    private func slide(friction: Double) throws -> Double {
        let angle = Double.pi / 6
        let (c, s) = (cos(angle), sin(angle))
        let start = CGPoint(x: 20, y: 100)
        let end = CGPoint(x: 20 + 600 * c, y: 100 + 600 * s)
        let foot = Vector2(x: 20 + 150 * c, y: 100 + 150 * s)
        let center = foot + Vector2(x: s, y: -c) * 20.5
        let box = try DynamicItem(size: CGSize(width: 40, height: 40), center: center.point, angle: angle)
        let (animator, collision) = try world(
            [box], bounds: CGRect(x: 0, y: 0, width: 800, height: 800), friction: friction)
        try collision.addBoundary(withIdentifier: "slope", from: start, to: end)
        run(animator, seconds: 1)
        return (box.position - center).length
    }

    @Test func aBoxOnAThirtyDegreeSlopeStaysWithHighFrictionAndSlidesWithLow() throws {
        #expect(try slide(friction: 1) < 2)
        // Sliding with μ = √0.05 ≈ 0.22: a = g (sin 30° − μ cos 30°) ≈ 306 pt/s², ≈ 150 pt in 1 s.
        let low = try slide(friction: 0.05)
        #expect(low > 100, "slid \(low)")
    }

    @Test func sameInputGivesIdenticalResults() throws {
        func simulate() throws -> [Double] {
            var boxes: [DynamicItem] = []
            for i in 0..<12 {
                let d = Double(i)
                let width: Double = 20 + Double(i % 4) * 8
                let center = CGPoint(x: 40 + Double(i * 27 % 320), y: 40 + d * 35)
                boxes.append(try DynamicItem(size: CGSize(width: width, height: 30), center: center, angle: d * 0.3))
            }
            let (animator, _) = try world(boxes, elasticity: 0.4)
            run(animator, seconds: 3)
            return boxes.flatMap { [Double($0.center.x), Double($0.center.y), $0.angle] }
        }
        let first = try simulate()
        #expect(first == (try simulate()))
    }

    @Test func bouncesLoseHeight() throws {
        let box = try DynamicItem(size: CGSize(width: 40, height: 40), center: CGPoint(x: 200, y: 100))
        let (animator, _) = try world([box], elasticity: 0.5, rotation: false)
        var apexes: [Double] = []
        var previous = box.linearVelocity.dy
        for _ in 0..<(120 * 4) {
            animator.step()
            let v = box.linearVelocity.dy
            if previous < 0 && v >= 0 { apexes.append(Double(box.center.y)) }
            previous = v
        }
        #expect(apexes.count >= 2, "bounced \(apexes.count) times")
        // Heights above the floor's resting centre (580) shrink: about a quarter each bounce.
        let heights = apexes.map { 580 - $0 }
        #expect(heights.first.map { $0 < 480 * 0.3 } == true, "first bounce \(heights)")
        for (a, b) in zip(heights, heights.dropFirst()) { #expect(b < a, "\(heights)") }
        #expect(abs(box.center.y - 580) < 0.6)
    }

    @Test func badInputIsRejected() throws {
        #expect(throws: DynamicsError.self) {
            try DynamicItem(size: CGSize(width: CGFloat.nan, height: 2), center: .zero)
        }
        #expect(throws: DynamicsError.self) { try DynamicItem(size: CGSize(width: 0, height: 2), center: .zero) }
        #expect(throws: DynamicsError.self) {
            try DynamicItem(size: CGSize(width: 2, height: 2), center: CGPoint(x: CGFloat.infinity, y: 0))
        }
        #expect(throws: DynamicsError.self) {
            try DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
        }
        let collision = CollisionBehavior()
        #expect(throws: DynamicsError.self) {
            try collision.addBoundary(withIdentifier: "x", from: .zero, to: CGPoint(x: CGFloat.nan, y: 1))
        }
        try collision.addBoundary(withIdentifier: "x", from: .zero, to: CGPoint(x: 10, y: 1))
        #expect(throws: DynamicsError.duplicateBoundary("x")) {
            try collision.addBoundary(withIdentifier: "x", from: .zero, to: CGPoint(x: 5, y: 5))
        }
        #expect(collision.boundaryIdentifiers == ["x"], "the failed add lost nothing")
        let item = try DynamicItem(size: CGSize(width: 2, height: 2), center: .zero)
        #expect(throws: DynamicsError.self) { try item.setVelocity(CGVector(dx: CGFloat.nan, dy: 0)) }
        let material = DynamicItemBehavior()
        material.elasticity = .nan
        #expect(material.elasticity == 0)
    }

    @Test func aThousandBodiesStep() throws {
        let boxes = try (0..<1000).map { i in
            try DynamicItem(
                size: CGSize(width: 12, height: 12),
                center: CGPoint(x: 10 + Double(i % 40) * 15, y: 10 + Double(i / 40) * 15))
        }
        let (animator, _) = try world(boxes, bounds: CGRect(x: 0, y: 0, width: 620, height: 420))
        run(animator, seconds: 0.1)
        #expect(boxes.allSatisfy { $0.center.x.isFinite && $0.center.y.isFinite })
        #expect(boxes.allSatisfy { $0.center.y < 421 })
    }
}
