import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

@Suite struct PaintTests {
    private let redToBlue = [Paint.Stop(color: T.red, location: 0), Paint.Stop(color: T.blue, location: 1)]

    @Test func linearGradientRunsFromStartToEndColor() throws {
        let paint = Paint.linear(redToBlue, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0))
        let image = try T.render([.fill(T.rect(0, 0, 100, 100), paint)])
        #expect(T.matches(image.pixel(x: 0, y: 50), 255, 0, 0, tolerance: 4))
        #expect(T.matches(image.pixel(x: 99, y: 50), 0, 0, 255, tolerance: 4))
        #expect(T.matches(image.pixel(x: 50, y: 50), 127, 0, 128, tolerance: 4))
    }

    @Test func radialGradientRunsFromCenterToRadius() throws {
        let paint = Paint.radial(redToBlue, center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 40)
        let image = try T.render([.fill(T.rect(0, 0, 100, 100), paint)])
        #expect(T.matches(image.pixel(x: 50, y: 50), 255, 0, 0, tolerance: 8))
        #expect(T.matches(image.pixel(x: 95, y: 50), 0, 0, 255))
        #expect(T.matches(image.pixel(x: 2, y: 2), 0, 0, 255))
    }

    @Test func angularGradientGoesClockwiseFromStartAngle() throws {
        let paint = Paint.angular(redToBlue, center: CGPoint(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(360))
        let image = try T.render([.fill(T.rect(0, 0, 100, 100), paint)])
        // Just clockwise of 0° (below the +x axis) is the start color, just before 360° the end color.
        #expect(T.matches(image.pixel(x: 95, y: 52), 255, 0, 0, tolerance: 12))
        #expect(T.matches(image.pixel(x: 95, y: 47), 0, 0, 255, tolerance: 12))
        // 90° (straight down) is a quarter of the way.
        #expect(T.matches(image.pixel(x: 50, y: 95), 191, 0, 64, tolerance: 8))
        // 270° (straight up) is three quarters of the way.
        #expect(T.matches(image.pixel(x: 50, y: 5), 64, 0, 191, tolerance: 8))
    }

    @Test func partialAngularSweepPadsWithEndColors() throws {
        let paint = Paint.angular(redToBlue, center: CGPoint(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(90))
        let image = try T.render([.fill(T.rect(0, 0, 100, 100), paint)])
        // 180° is in the gap, nearer the end (90°) than the start (360°): the end color.
        #expect(T.matches(image.pixel(x: 5, y: 55), 0, 0, 255, tolerance: 4))
        // 315° is nearer the start: the start color.
        #expect(T.matches(image.pixel(x: 85, y: 15), 255, 0, 0, tolerance: 4))
    }

    @Test func singleStopGradientIsSolid() throws {
        let paint = Paint.linear([Paint.Stop(color: T.green, location: 0.3)], start: .zero, end: CGPoint(x: 1, y: 0))
        let image = try T.render([.fill(T.rect(0, 0, 100, 100), paint)])
        #expect(T.matches(image.pixel(x: 70, y: 70), 0, 255, 0))
    }

    @Test func gradientStrokesUseTheGradient() throws {
        let paint = Paint.linear(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0))
        let line = Path {
            $0.move(to: CGPoint(x: 10, y: 50))
            $0.addLine(to: CGPoint(x: 90, y: 50))
        }
        let image = try T.render([.stroke(line, paint, StrokeStyle(lineWidth: 6))])
        #expect(T.matches(image.pixel(x: 10, y: 50), 255, 0, 0, tolerance: 6))
        #expect(T.matches(image.pixel(x: 89, y: 50), 0, 0, 255, tolerance: 6))
    }

    @Test func angularHardStopsMakeASharpEdge() throws {
        let stops = [
            Paint.Stop(color: T.red, location: 0), Paint.Stop(color: T.red, location: 0.5),
            Paint.Stop(color: T.blue, location: 0.5), Paint.Stop(color: T.blue, location: 1),
        ]
        let paint = Paint.angular(stops, center: CGPoint(x: 50, y: 50), startAngle: .zero, endAngle: .degrees(360))
        let image = try T.render([.fill(T.rect(0, 0, 100, 100), paint)])
        // Clockwise on screen, the first half runs through the bottom to 180° (the -x axis): red
        // just below that axis, blue just above it.
        #expect(T.matches(image.pixel(x: 5, y: 52), 255, 0, 0, tolerance: 4))
        #expect(T.matches(image.pixel(x: 5, y: 47), 0, 0, 255, tolerance: 4))
    }

    @Test func degenerateGradientsStillPaint() throws {
        let sameEnds = Paint.linear(redToBlue, start: CGPoint(x: 50, y: 50), end: CGPoint(x: 50, y: 50))
        let linear = try T.render([.fill(T.rect(0, 0, 100, 100), sameEnds)])
        #expect(T.matches(linear.pixel(x: 10, y: 10), 0, 0, 255))
        let ring = Paint.radial(redToBlue, center: CGPoint(x: 50, y: 50), startRadius: 20, endRadius: 20)
        let radial = try T.render([.fill(T.rect(0, 0, 100, 100), ring)])
        #expect(T.matches(radial.pixel(x: 50, y: 50), 255, 0, 0))
        #expect(T.matches(radial.pixel(x: 5, y: 5), 0, 0, 255))
        let point = Paint.radial(redToBlue, center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 0)
        #expect(T.matches(try T.render([.fill(T.rect(0, 0, 100, 100), point)]).pixel(x: 20, y: 20), 0, 0, 255))
    }
}
