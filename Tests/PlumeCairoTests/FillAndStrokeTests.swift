import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

@Suite struct FillAndStrokeTests {
    @Test func redRectFillsInsideOnly() throws {
        let image = try T.render([T.fill(20, 20, 40, 30, T.red)])
        #expect(T.matches(image.pixel(x: 40, y: 35), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 20, y: 20), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 10, y: 35), 255, 255, 255))
        #expect(T.matches(image.pixel(x: 60, y: 35), 255, 255, 255))
        #expect(T.matches(image.pixel(x: 40, y: 50), 255, 255, 255))
    }

    @Test func evenOddLeavesTheHoleNonZeroFillsIt() throws {
        var path = T.rect(10, 10, 80, 80)
        path.addPath(T.rect(30, 30, 40, 40))
        let evenOdd = try T.render([.fill(path, .color(T.blue), FillStyle(eoFill: true))])
        let nonZero = try T.render([.fill(path, .color(T.blue), FillStyle(eoFill: false))])
        #expect(T.matches(evenOdd.pixel(x: 50, y: 50), 255, 255, 255))
        #expect(T.matches(evenOdd.pixel(x: 20, y: 50), 0, 0, 255))
        #expect(T.matches(nonZero.pixel(x: 50, y: 50), 0, 0, 255))
    }

    @Test func antialiasingGivesPartialEdgesAndCanBeTurnedOff() throws {
        let path = T.rect(10.5, 10, 10, 10)
        let smooth = try T.render([.fill(path, .color(T.black))], background: nil)
        let hard = try T.render([.fill(path, .color(T.black), FillStyle(antialiased: false))], background: nil)
        let edge = smooth.pixel(x: 10, y: 15).alpha
        #expect(edge > 100 && edge < 156)
        let hardEdge = hard.pixel(x: 10, y: 15).alpha
        #expect(hardEdge == 0 || hardEdge == 255)
    }

    @Test func strokeWidthCoversHalfOnEachSide() throws {
        let line = Path {
            $0.move(to: CGPoint(x: 10, y: 50))
            $0.addLine(to: CGPoint(x: 90, y: 50))
        }
        let image = try T.render([.stroke(line, .color(T.red), StrokeStyle(lineWidth: 10))])
        #expect(T.matches(image.pixel(x: 50, y: 46), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 50, y: 54), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 50, y: 43), 255, 255, 255))
        #expect(T.matches(image.pixel(x: 50, y: 56), 255, 255, 255))
    }

    @Test func capsExtendTheLineEnds() throws {
        let line = Path {
            $0.move(to: CGPoint(x: 20, y: 50))
            $0.addLine(to: CGPoint(x: 80, y: 50))
        }
        func probe(_ cap: StrokeStyle.LineCap) throws -> RenderedImage.Pixel {
            try T.render([.stroke(line, .color(T.red), StrokeStyle(lineWidth: 10, lineCap: cap))]).pixel(x: 17, y: 50)
        }
        #expect(T.matches(try probe(.butt), 255, 255, 255))
        #expect(T.matches(try probe(.square), 255, 0, 0))
        #expect(T.matches(try probe(.round), 255, 0, 0))
    }

    @Test func joinsShapeTheCorner() throws {
        let corner = Path {
            $0.move(to: CGPoint(x: 20, y: 80))
            $0.addLine(to: CGPoint(x: 50, y: 20))
            $0.addLine(to: CGPoint(x: 80, y: 80))
        }
        func tip(_ join: StrokeStyle.LineJoin) throws -> RenderedImage.Pixel {
            try T.render([.stroke(corner, .color(T.blue), StrokeStyle(lineWidth: 10, lineJoin: join))])
                .pixel(x: 50, y: 12)
        }
        #expect(T.matches(try tip(.miter), 0, 0, 255))
        #expect(T.matches(try tip(.bevel), 255, 255, 255))
    }

    @Test func dashesLeaveGaps() throws {
        let line = Path {
            $0.move(to: CGPoint(x: 10, y: 50))
            $0.addLine(to: CGPoint(x: 90, y: 50))
        }
        let image = try T.render([.stroke(line, .color(T.red), StrokeStyle(lineWidth: 4, dash: [10, 10]))])
        #expect(T.matches(image.pixel(x: 15, y: 50), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 25, y: 50), 255, 255, 255))
        #expect(T.matches(image.pixel(x: 35, y: 50), 255, 0, 0))
    }

    @Test func degenerateStrokesAndPathsDrawNothingWithoutCrashing() throws {
        let line = Path {
            $0.move(to: CGPoint(x: 10, y: 50))
            $0.addLine(to: CGPoint(x: 90, y: 50))
        }
        var nanPath = Path()
        nanPath.move(to: CGPoint(x: CGFloat.nan, y: 0))
        let image = try T.render([
            .stroke(line, .color(T.red), StrokeStyle(lineWidth: 0)),
            .stroke(line, .color(T.red), StrokeStyle(lineWidth: 4, dash: [0, 0])),
            .fill(Path(), .color(T.red)),
            .fill(nanPath, .color(T.red)),
            .fill(T.rect(0, 0, 10, 10), .linear([], start: .zero, end: CGPoint(x: 10, y: 0))),
        ])
        // The all-zero dash draws a solid line; nothing else draws.
        #expect(T.matches(image.pixel(x: 50, y: 50), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 5, y: 5), 255, 255, 255))
    }
}
