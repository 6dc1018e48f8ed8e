import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("collisions") struct CollisionsTests {
    private let size = CGSize(width: 390, height: 640)

    private func mount() throws -> (ViewHost, CollisionsWorld) {
        let world = try CollisionsWorld()
        return (ViewHost(CollisionsView(world: world), size: size), world)
    }

    /// The deepest overlap of two squares along their separating axes (≤ 0 when apart).
    private func overlap(_ a: DynamicItem, _ b: DynamicItem) -> Double {
        func corners(_ item: DynamicItem) -> [(Double, Double)] {
            let (c, s) = (cos(item.angle), sin(item.angle))
            let (hw, hh) = (Double(item.size.width) / 2, Double(item.size.height) / 2)
            return [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map { x, y in
                (Double(item.center.x) + c * x - s * y, Double(item.center.y) + s * x + c * y)
            }
        }
        let (ca, cb) = (corners(a), corners(b))
        var depth = Double.infinity
        for angle in [a.angle, a.angle + .pi / 2, b.angle, b.angle + .pi / 2] {
            let axis = (cos(angle), sin(angle))
            let pa = ca.map { $0.0 * axis.0 + $0.1 * axis.1 }
            let pb = cb.map { $0.0 * axis.0 + $0.1 * axis.1 }
            depth = min(depth, min(pa.max()! - pb.min()!, pb.max()! - pa.min()!))
        }
        return depth
    }

    @Test func squaresFallUnderGravity() throws {
        let (host, world) = try mount()
        let start = try #require(host.find(identifier: "square-1")).frame.midY
        host.advance(by: 0.2)
        let fallen = try #require(host.find(identifier: "square-1")).frame.midY - start
        // ½ · 1000 pt/s² · (0.2 s)² = 20 points.
        #expect(abs(fallen - 20) < 1.5, "fell \(fallen)")
        #expect(world.squares.allSatisfy { $0.item.linearVelocity.dy > 100 }, "all are falling")
    }

    @Test func squaresNeverOverlapAndComeToRestThenFramesStop() throws {
        let (host, world) = try mount()
        for _ in 0..<60 {
            host.advance(by: 0.1)
            for (i, a) in world.squares.enumerated() {
                for b in world.squares[(i + 1)...] {
                    #expect(overlap(a.item, b.item) < 1.5, "squares \(a.number) and \(b.number) overlap")
                }
                let inside = CGRect(origin: .zero, size: CollisionsWorld.size).insetBy(dx: -1.5, dy: -1.5)
                #expect(inside.contains(a.item.center))
            }
        }
        #expect(!world.animator.isRunning)
        #expect(world.squares.allSatisfy { $0.item.isSleeping && $0.item.linearVelocity == .zero })
        #expect(host.find(text: "At rest") != nil)
        #expect(host.withGraph { !$0.hasPendingWork }, "no frames while everything sleeps")
        let frames = host.frameCount
        host.advance(by: 1)
        #expect(host.frameCount - frames <= 1, "idle: only the final frame of advance runs")
    }

    @Test func theSquareOnTheSlantSlidesOffItsLowEnd() throws {
        let (host, world) = try mount()
        let square = world.squares[1].item
        let (high, low) = CollisionsWorld.slant
        var touchedSlant = false
        for _ in 0..<60 {
            host.advance(by: 0.1)
            // Distance from the centre to the slant's line, within its span.
            let t =
                ((square.center.x - high.x) * (low.x - high.x) + (square.center.y - high.y) * (low.y - high.y))
                / (pow(low.x - high.x, 2) + pow(low.y - high.y, 2))
            let foot = CGPoint(x: high.x + t * (low.x - high.x), y: high.y + t * (low.y - high.y))
            let distance = hypot(square.center.x - foot.x, square.center.y - foot.y)
            if t > 0, t < 1, distance < 40, square.center.y < foot.y { touchedSlant = true }
        }
        #expect(touchedSlant, "the square lands on the slant")
        #expect(square.center.x > low.x, "it left past the low end, at \(square.center)")
        #expect(square.center.y > low.y, "and rests below the slant (on the floor or a square), at \(square.center)")
    }

    @Test func theSameRunGivesTheSameResult() throws {
        func run() throws -> [CGFloat] {
            let (host, world) = try mount()
            host.advance(by: 1)
            host.tap("Drop")
            host.advance(by: 2)
            return world.squares.flatMap { [$0.item.center.x, $0.item.center.y, CGFloat($0.item.angle)] }
        }
        let first = try run()
        #expect(first.count == 15)
        #expect(first == (try run()))
    }

    @Test func dropAddsASquareAndWakesTheFrames() throws {
        let (host, world) = try mount()
        host.advance(by: 6)
        #expect(!world.animator.isRunning)
        #expect(host.tap("Drop"))
        #expect(world.squares.count == 5)
        #expect(host.find(text: "5 squares") != nil)
        #expect(host.withGraph { $0.hasPendingWork }, "the new square makes frames run again")
        let top = try #require(host.find(identifier: "square-4")).frame.midY
        host.advance(by: 0.3)
        #expect(try #require(host.find(identifier: "square-4")).frame.midY > top + 30)
        host.advance(by: 6)
        #expect(!world.animator.isRunning)
        #expect(host.find(text: "At rest") != nil)
    }

    @Test func picturesMidFallAndAtRest() throws {
        let (host, _) = try mount()
        host.advance(by: 0.35)
        try host.assertSnapshot(named: "collisions-falling", in: snapshotDirectory)
        host.advance(by: 6)
        try host.assertSnapshot(named: "collisions", in: snapshotDirectory)
    }
}

@Suite("collisions throw") struct CollisionsThrowTests {
    @Test func draggingASquareThrowsIt() throws {
        let world = try CollisionsWorld()
        let host = ViewHost(CollisionsView(world: world), size: CGSize(width: 390, height: 640))
        host.advance(by: 6)
        let orange = world.squares[0].item
        let resting = orange.center
        #expect(resting.x < 120, "the orange square rests on the shelf")
        let start = try #require(host.find(identifier: "square-0")).frame
        host.drag(
            from: CGPoint(x: start.midX, y: start.midY), to: CGPoint(x: start.midX + 120, y: start.midY - 60),
            steps: 8, duration: 0.15)
        #expect(orange.center.x > resting.x + 60, "it follows the finger, at \(orange.center)")
        #expect(world.animator.isRunning)
        host.advance(by: 6)
        #expect(!world.animator.isRunning, "it settles again")
        #expect(orange.center.x > 120, "thrown off the shelf, now at \(orange.center)")
    }
}
