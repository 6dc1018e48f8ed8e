import Foundation
import PlumeCairo
import PlumeGraphics

/// Shorthands shared by the renderer tests.
enum TestSupport {
    static let red = Color.Resolved(red: 1, green: 0, blue: 0)
    static let green = Color.Resolved(red: 0, green: 1, blue: 0)
    static let blue = Color.Resolved(red: 0, green: 0, blue: 1)
    static let white = Color.Resolved(red: 1, green: 1, blue: 1)
    static let black = Color.Resolved(red: 0, green: 0, blue: 0)

    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Path {
        Path(CGRect(x: x, y: y, width: w, height: h))
    }

    static func fill(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ color: Color.Resolved) -> DisplayItem {
        .fill(rect(x, y, w, h), .color(color))
    }

    static func render(
        _ items: [DisplayItem], width: CGFloat = 100, height: CGFloat = 100, scale: CGFloat = 1,
        background: Color.Resolved? = white
    ) throws -> RenderedImage {
        try CairoRenderer().render(
            DisplayList(items), size: CGSize(width: width, height: height), scale: scale, background: background)
    }

    static func text(_ string: String, font: Font = .body, maxWidth: CGFloat? = nil, lineLimit: Int? = nil)
        -> TextLayoutRequest
    {
        TextLayoutRequest(runs: [TextRun(string, font: font)], maxWidth: maxWidth, lineLimit: lineLimit)
    }

    /// A fresh temporary directory for output files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("PlumeCairoTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Whether every channel of `pixel` is within `tolerance` of the expected straight RGBA bytes.
    static func matches(
        _ pixel: RenderedImage.Pixel, _ r: Int, _ g: Int, _ b: Int, _ a: Int = 255, tolerance: Int = 3
    ) -> Bool {
        abs(Int(pixel.red) - r) <= tolerance && abs(Int(pixel.green) - g) <= tolerance
            && abs(Int(pixel.blue) - b) <= tolerance && abs(Int(pixel.alpha) - a) <= tolerance
    }
}
