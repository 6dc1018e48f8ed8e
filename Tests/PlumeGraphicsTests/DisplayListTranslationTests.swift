import Foundation
import PlumeGraphics
import Testing

/// Moving a drawing by an offset (what the graph does to the cached drawing of a view that only moved).
@Suite("DisplayList.translated(by:)") struct DisplayListTranslationTests {
    private let red = Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1)
    private let blue = Color.Resolved(red: 0, green: 0, blue: 1, opacity: 1)

    @Test func shapesGradientsTextsImagesAndClipsMove() throws {
        let square = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        let stops = [Paint.Stop(color: red, location: 0), Paint.Stop(color: blue, location: 1)]
        let text = TextLayoutRequest(runs: [TextRun("Tile", font: .body)])
        let image = ImageSource.data(Data(), name: "tile")
        let list = DisplayList([
            .fill(square, .linear(stops, start: CGPoint(x: 10, y: 20), end: CGPoint(x: 40, y: 20))),
            .stroke(square, .radial(stops, center: CGPoint(x: 25, y: 40), startRadius: 0, endRadius: 9), StrokeStyle()),
            .text(text, frame: CGRect(x: 1, y: 2, width: 3, height: 4), color: red),
            .image(image, frame: CGRect(x: 5, y: 6, width: 7, height: 8), tint: nil, interpolation: .high),
            .effect(
                .clip(square, FillStyle()),
                DisplayList([.effect(.opacity(0.5), DisplayList([.fill(square, .color(blue))]))])),
            .effect(.mask(DisplayList([.fill(square, .color(red))])), DisplayList([.fill(square, .color(blue))])),
        ])
        let moved = try #require(list.translated(by: CGSize(width: 100, height: -5)))
        let shifted = square.offsetBy(dx: 100, dy: -5)
        #expect(
            moved.items == [
                .fill(shifted, .linear(stops, start: CGPoint(x: 110, y: 15), end: CGPoint(x: 140, y: 15))),
                .stroke(
                    shifted, .radial(stops, center: CGPoint(x: 125, y: 35), startRadius: 0, endRadius: 9),
                    StrokeStyle()),
                .text(text, frame: CGRect(x: 101, y: -3, width: 3, height: 4), color: red),
                .image(image, frame: CGRect(x: 105, y: 1, width: 7, height: 8), tint: nil, interpolation: .high),
                .effect(
                    .clip(shifted, FillStyle()),
                    DisplayList([.effect(.opacity(0.5), DisplayList([.fill(shifted, .color(blue))]))])),
                .effect(.mask(DisplayList([.fill(shifted, .color(red))])), DisplayList([.fill(shifted, .color(blue))])),
            ])
        #expect(list.translated(by: .zero) == list)
    }

    @Test func drawingTiedToItsPlaceIsNotMoved() {
        let square = DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(red))])
        let offset = CGSize(width: 3, height: 4)
        #expect(
            DisplayList([.effect(.transform(CGAffineTransform(rotationAngle: 1)), square)]).translated(by: offset)
                == nil)
        #expect(DisplayList([.effect(.backdropBlur(radius: 4), square)]).translated(by: offset) == nil)
        #expect(square.translated(by: CGSize(width: CGFloat.nan, height: 0)) == nil)
        #expect(square.translated(by: CGSize(width: 0, height: CGFloat.infinity)) == nil)
    }
}
