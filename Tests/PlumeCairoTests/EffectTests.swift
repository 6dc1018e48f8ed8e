import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

@Suite struct EffectTests {
    @Test func opacityHalvesAlpha() throws {
        let image = try T.render(
            [.effect(.opacity(0.5), DisplayList([T.fill(0, 0, 100, 100, T.red)]))], background: nil)
        #expect(T.matches(image.pixel(x: 50, y: 50), 255, 0, 0, 128, tolerance: 2))
    }

    @Test func groupOpacityCompositesOverlapsAsOneLayer() throws {
        let overlapping = DisplayList([T.fill(0, 0, 60, 100, T.red), T.fill(40, 0, 60, 100, T.red)])
        let image = try T.render([.effect(.opacity(0.5), overlapping)], background: nil)
        // The overlap is not darker than the rest.
        #expect(image.pixel(x: 50, y: 50).alpha == image.pixel(x: 20, y: 50).alpha)
    }

    @Test func zeroOpacityDrawsNothing() throws {
        let image = try T.render([.effect(.opacity(0), DisplayList([T.fill(0, 0, 100, 100, T.red)]))], background: nil)
        #expect(image.isFullyTransparent)
    }

    @Test func transformMovesScalesAndRotates() throws {
        let square = DisplayList([T.fill(0, 0, 10, 10, T.red)])
        let moved = try T.render([.effect(.transform(CGAffineTransform(translationX: 50, y: 20)), square)])
        #expect(T.matches(moved.pixel(x: 55, y: 25), 255, 0, 0))
        #expect(T.matches(moved.pixel(x: 5, y: 5), 255, 255, 255))
        let scaled = try T.render([.effect(.transform(CGAffineTransform(scaleX: 5, y: 5)), square)])
        #expect(T.matches(scaled.pixel(x: 45, y: 45), 255, 0, 0))
        let rotated = try T.render([
            .effect(.transform(CGAffineTransform(translationX: 50, y: 50).rotated(by: .pi / 2)), square)
        ])
        // +90° maps +x to +y: the square lands left of x = 50, below y = 50.
        #expect(T.matches(rotated.pixel(x: 45, y: 55), 255, 0, 0))
        #expect(T.matches(rotated.pixel(x: 55, y: 55), 255, 255, 255))
    }

    @Test func singularTransformDrawsNothing() throws {
        let square = DisplayList([T.fill(0, 0, 100, 100, T.red)])
        let image = try T.render([
            .effect(.transform(CGAffineTransform(scaleX: 0, y: 0)), square),
            .effect(.transform(CGAffineTransform(scaleX: .nan, y: 1)), square),
            T.fill(0, 0, 10, 10, T.blue),
        ])
        #expect(T.matches(image.pixel(x: 50, y: 50), 255, 255, 255))
        #expect(T.matches(image.pixel(x: 5, y: 5), 0, 0, 255))
    }

    @Test func clipCutsTheGroup() throws {
        let image = try T.render([
            .effect(
                .clip(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), FillStyle()),
                DisplayList([T.fill(0, 0, 100, 100, T.red)]))
        ])
        #expect(T.matches(image.pixel(x: 50, y: 50), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 3, y: 3), 255, 255, 255))
        #expect(T.matches(image.pixel(x: 96, y: 96), 255, 255, 255))
    }

    @Test func shadowDarkensBelowRightOnly() throws {
        let card = DisplayList([T.fill(20, 20, 40, 40, T.white)])
        let shadow = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5)
        let image = try T.render([.effect(.shadow(color: shadow, radius: 4, offset: CGSize(width: 6, height: 6)), card)]
        )
        // The card itself stays white, the area right of and below it is darkened.
        #expect(T.matches(image.pixel(x: 40, y: 40), 255, 255, 255))
        #expect(image.pixel(x: 63, y: 45).red < 200)
        #expect(image.pixel(x: 45, y: 63).red < 200)
        // Above and left of the card nothing changes.
        #expect(T.matches(image.pixel(x: 40, y: 12), 255, 255, 255))
        #expect(T.matches(image.pixel(x: 12, y: 40), 255, 255, 255))
    }

    @Test func shadowFollowsTheScaleFactor() throws {
        let card = DisplayList([T.fill(20, 20, 40, 40, T.white)])
        let shadow = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5)
        let list = [DisplayItem.effect(.shadow(color: shadow, radius: 0, offset: CGSize(width: 6, height: 6)), card)]
        let image = try T.render(list, scale: 2)
        // A sharp shadow 6 points (12 pixels) away, darkened by half.
        #expect(T.matches(image.pixel(x: 2 * 63, y: 2 * 45), 128, 128, 128, tolerance: 2))
        #expect(T.matches(image.pixel(x: 2 * 67, y: 2 * 45), 255, 255, 255))
    }

    @Test func blurSpreadsPastTheEdge() throws {
        let sharp = try T.render([T.fill(40, 40, 20, 20, T.red)])
        let blurred = try T.render([.effect(.blur(radius: 6), DisplayList([T.fill(40, 40, 20, 20, T.red)]))])
        #expect(T.matches(sharp.pixel(x: 37, y: 50), 255, 255, 255))
        let outside = blurred.pixel(x: 37, y: 50)
        #expect(outside.green < 230 && outside.green > 60)
        #expect(T.matches(blurred.pixel(x: 50, y: 50), 255, 0, 0, tolerance: 40))
        let inside = blurred.pixel(x: 41, y: 50)
        #expect(inside.green > 30)
    }

    @Test func maskKeepsTheGroupWhereTheMaskHasAlpha() throws {
        let mask = DisplayList([
            T.fill(0, 0, 50, 100, T.black),
            T.fill(50, 0, 50, 100, Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.5)),
        ])
        let image = try T.render([.effect(.mask(mask), DisplayList([T.fill(0, 0, 100, 100, T.red)]))], background: nil)
        #expect(T.matches(image.pixel(x: 25, y: 50), 255, 0, 0, 255))
        #expect(T.matches(image.pixel(x: 75, y: 50), 255, 0, 0, 128, tolerance: 2))
        let empty = try T.render(
            [.effect(.mask(DisplayList()), DisplayList([T.fill(0, 0, 100, 100, T.red)]))], background: nil)
        #expect(empty.isFullyTransparent)
    }

    @Test func colorMultiplyMultipliesEveryChannel() throws {
        let tint = Color.Resolved(red: 1, green: 0.5, blue: 0)
        let image = try T.render(
            [
                .effect(
                    .colorMultiply(tint), DisplayList([T.fill(0, 0, 50, 100, T.white), T.fill(50, 0, 50, 100, T.blue)]))
            ],
            background: nil)
        #expect(T.matches(image.pixel(x: 25, y: 50), 255, 128, 0, tolerance: 2))
        #expect(T.matches(image.pixel(x: 75, y: 50), 0, 0, 0, tolerance: 2))
        #expect(image.pixel(x: 75, y: 50).alpha == 255)
    }

    @Test func compositingGroupDrawsItsContent() throws {
        let image = try T.render([.effect(.compositingGroup, DisplayList([T.fill(0, 0, 50, 50, T.green)]))])
        #expect(T.matches(image.pixel(x: 25, y: 25), 0, 255, 0))
        #expect(T.matches(image.pixel(x: 75, y: 75), 255, 255, 255))
    }

    @Test func nestedEffectsCompose() throws {
        let inner = DisplayList([.effect(.blur(radius: 2), DisplayList([T.fill(10, 10, 20, 20, T.red)]))])
        let list: [DisplayItem] = [
            .effect(
                .transform(CGAffineTransform(translationX: 40, y: 40)), DisplayList([.effect(.opacity(0.5), inner)]))
        ]
        let image = try T.render(list, background: nil)
        #expect(T.matches(image.pixel(x: 60, y: 60), 255, 0, 0, 128, tolerance: 3))
        #expect(image.pixel(x: 20, y: 20).alpha == 0)
    }

    @Test func groupsAreNotCutToTheirItemsFrames() throws {
        // Text wider than its frame, a shadow and a blur reaching past their shapes, all inside an
        // opacity group: nothing is cut off by the group's bounds.
        let request = T.text("Hello world")
        let content = DisplayList([
            .text(request, frame: CGRect(x: 5, y: 5, width: 5, height: 21), color: T.black),
            .effect(
                .shadow(color: T.black, radius: 0, offset: CGSize(width: 10, height: 10)),
                DisplayList([T.fill(40, 40, 20, 20, T.white)])),
            .effect(
                .transform(CGAffineTransform(translationX: 0, y: 60)),
                DisplayList([.effect(.blur(radius: 4), DisplayList([T.fill(10, 10, 20, 20, T.red)]))])),
        ])
        let image = try T.render([.effect(.opacity(0.5), content)])
        let textInk = (0..<image.width).filter { x in (5..<26).contains { image.pixel(x: x, y: $0).red < 200 } }
        #expect((textInk.max() ?? 0) > 60)
        #expect(T.matches(image.pixel(x: 65, y: 65), 128, 128, 128, tolerance: 3))
        #expect(image.pixel(x: 8, y: 80).green < 250)
    }
}
