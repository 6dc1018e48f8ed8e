import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A shake written as SwiftUI's documentation writes geometry effects.
private struct Shake: GeometryEffect {
    var travel: CGFloat = 10
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * animatableData, y: 0))
    }
}

/// A card that turns about its vertical axis, a button inside it, and a shaken square.
private struct Turning: View {
    let log: EventLog
    @State private var turned = false
    @State private var shakes: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.blue
                .frame(width: 200, height: 100)
                .onTapGesture { log.record("inside") }
                .accessibilityIdentifier("card")
                .rotation3DEffect(.degrees(turned ? 80 : 0), axis: (x: 0, y: 1, z: 0))
            Color.red.frame(width: 20, height: 20).modifier(Shake(animatableData: shakes))
            Button("Turn") { turned.toggle() }
            Button("Shake") { withAnimation(.linear(duration: 1)) { shakes = 1 } }
        }
    }
}

@Suite("rotation3DEffect and geometry effects")
struct Rotation3DEffectTests {
    private let size = CGSize(width: 200, height: 100)

    private func point(_ effect: _Rotation3DEffect, _ x: CGFloat, _ y: CGFloat) throws -> CGPoint {
        try #require(effect.effectValue(size: size).project(CGPoint(x: x, y: y)))
    }

    @Test func aTurnAboutYTakesTheRightSideAwayAndBringsTheLeftNear() throws {
        let turn = _Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0))
        let topLeft = try point(turn, 0, 0)
        let bottomLeft = try point(turn, 0, 100)
        let topRight = try point(turn, 200, 0)
        let bottomRight = try point(turn, 200, 100)
        // The near (left) edge is taller than the view, the far (right) one shorter.
        #expect(bottomLeft.y - topLeft.y > 100)
        #expect(bottomRight.y - topRight.y < 100)
        // The centre stays put, and the turned view is narrower.
        let centre = try point(turn, 100, 50)
        #expect(abs(centre.x - 100) < 1e-9 && abs(centre.y - 50) < 1e-9)
        #expect(topRight.x - topLeft.x < 200)
        // The eye is max(width, height) / perspective away: at 45° the left edge at z = +70.7 is
        // 200 / (200 − 70.7) ≈ 1.547 times its size.
        #expect(abs((bottomLeft.y - topLeft.y) - 100 * 200 / (200 - 100 * sin(Double.pi / 4))) < 1e-6)
    }

    @Test func aTurnAboutXTakesTheTopAwayAndAboutZTurnsClockwise() throws {
        let tilt = _Rotation3DEffect(angle: .degrees(30), axis: (x: 1, y: 0, z: 0))
        let top = try point(tilt, 200, 0).x - point(tilt, 0, 0).x
        let bottom = try point(tilt, 200, 100).x - point(tilt, 0, 100).x
        #expect(top < 200 && bottom > 200)
        // About z there is no perspective: it is rotationEffect's turn (+x towards +y).
        let spin = _Rotation3DEffect(angle: .degrees(90), axis: (x: 0, y: 0, z: 1)).effectValue(size: size)
        #expect(spin.isAffine)
        let right = try #require(spin.project(CGPoint(x: 200, y: 50)))
        #expect(abs(right.x - 100) < 1e-9 && abs(right.y - 150) < 1e-9)
    }

    @Test func noPerspectiveAndOddAxesAreHandled() throws {
        let flat = _Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)
            .effectValue(size: size)
        #expect(flat.isAffine)
        #expect(abs(flat.m11 - 0.5) < 1e-9)
        // An anchor at the leading edge keeps that edge where it is.
        let hinge = _Rotation3DEffect(angle: .degrees(50), axis: (x: 0, y: 1, z: 0), anchor: .leading)
        let corner = try point(hinge, 0, 50)
        #expect(abs(corner.x) < 1e-9 && abs(corner.y - 50) < 1e-9)
        // A zero or non-finite axis or angle turns nothing.
        #expect(_Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 0, z: 0)).effectValue(size: size).isIdentity)
        #expect(_Rotation3DEffect(angle: .radians(.nan), axis: (x: 0, y: 1, z: 0)).effectValue(size: size).isIdentity)
        #expect(
            _Rotation3DEffect(angle: .degrees(30), axis: (x: .infinity, y: 1, z: 0)).effectValue(size: size).isIdentity)
    }

    @Test func theTurnedViewIsDrawnInPerspectiveAndTapsLandWhereItIsDrawn() throws {
        let log = EventLog()
        let host = makeHost(Turning(log: log), width: 400, height: 300)
        let card = try #require(host.find(identifier: "card")?.frame)
        #expect(!host.dumpDisplayList().contains("projection ["))
        let nearEdge = CGPoint(x: card.minX + 10, y: card.midY)
        host.tap(at: nearEdge)
        #expect(log.events == ["inside"])
        #expect(host.tap("Turn"))
        let list = host.dumpDisplayList()
        #expect(list.contains("projection ["))
        // Turned 80°, the card is a narrow band about its centre: its old left edge is now empty.
        host.tap(at: nearEdge)
        #expect(log.events == ["inside"])
        host.tap(at: CGPoint(x: card.midX, y: card.midY))
        #expect(log.events == ["inside", "inside"])
    }

    @Test func aGeometryEffectOfOurOwnAnimatesItsData() throws {
        let host = makeHost(Turning(log: EventLog()), width: 400, height: 300)
        func shift() -> Double? {
            let list = host.dumpDisplayList()
            guard let range = list.range(of: "transform [1 0 0 1 ") else { return 0 }
            return Double(list[range.upperBound...].prefix { $0 != " " })
        }
        #expect(shift() == 0)
        #expect(host.tap("Shake"))
        host.advance(by: 0.5)
        let halfway = try #require(shift())
        #expect(abs(halfway - 5) < 0.6)
        host.advance(by: 0.6)
        #expect(shift() == 10)
    }
}
