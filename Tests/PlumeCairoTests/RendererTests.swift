import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

@Suite struct RendererTests {
    /// A list with every kind of item.
    private var sampleList: DisplayList {
        DisplayList([
            T.fill(0, 0, 40, 40, T.red),
            .stroke(
                Path(ellipseIn: CGRect(x: 10, y: 10, width: 60, height: 30)), .color(T.blue),
                StrokeStyle(lineWidth: 3, dash: [4, 2])),
            .text(T.text("Hello 💗", maxWidth: 90), frame: CGRect(x: 5, y: 50, width: 90, height: 25), color: T.black),
            .effect(
                .shadow(
                    color: .init(red: 0, green: 0, blue: 0, opacity: 0.4), radius: 3,
                    offset: CGSize(width: 2, height: 2)),
                DisplayList([T.fill(60, 60, 20, 20, T.green)])),
            .effect(.blur(radius: 2), DisplayList([T.fill(70, 10, 20, 20, T.blue)])),
            .fill(
                T.rect(0, 80, 100, 20),
                .angular(
                    [.init(color: T.red, location: 0), .init(color: T.blue, location: 1)],
                    center: CGPoint(x: 50, y: 90), startAngle: .zero, endAngle: .degrees(360))),
        ])
    }

    @Test func renderingIsDeterministic() throws {
        let first = try CairoRenderer().render(sampleList, size: CGSize(width: 100, height: 100), scale: 2)
        let second = try CairoRenderer().render(sampleList, size: CGSize(width: 100, height: 100), scale: 2)
        #expect(first == second)
        #expect(try first.pngData() == second.pngData())
    }

    @Test func scaleMultipliesThePixelSize() throws {
        let image = try CairoRenderer().render(DisplayList(), size: CGSize(width: 10, height: 5), scale: 2)
        #expect(image.width == 20 && image.height == 10)
        #expect(image.stride >= 80)
        let fractional = try CairoRenderer().render(DisplayList(), size: CGSize(width: 10.5, height: 5), scale: 1)
        #expect(fractional.width == 11)
        #expect(fractional.isFullyTransparent)
    }

    @Test func hiDPIDrawsAtDevicePixels() throws {
        let image = try T.render([T.fill(10, 10, 10, 10, T.red)], width: 50, height: 50, scale: 2)
        #expect(T.matches(image.pixel(x: 21, y: 21), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 39, y: 39), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 41, y: 41), 255, 255, 255))
    }

    @Test func invalidSizesThrowClearErrors() {
        let renderer = CairoRenderer()
        #expect(throws: RenderError.invalidSize(width: -1, height: 10)) {
            try renderer.render(DisplayList(), size: CGSize(width: -1, height: 10))
        }
        #expect(throws: RenderError.self) {
            try renderer.render(DisplayList(), size: CGSize(width: CGFloat.nan, height: 10))
        }
        #expect(throws: RenderError.self) {
            try renderer.render(DisplayList(), size: CGSize(width: CGFloat.infinity, height: 1))
        }
        #expect(throws: RenderError.invalidScale(0)) {
            try renderer.render(DisplayList(), size: CGSize(width: 1, height: 1), scale: 0)
        }
        #expect(throws: RenderError.self) {
            try renderer.render(DisplayList(), size: CGSize(width: 1, height: 1), scale: .nan)
        }
        #expect(throws: RenderError.tooLarge(widthPixels: 40000, heightPixels: 1)) {
            try renderer.render(DisplayList(), size: CGSize(width: 40000, height: 1))
        }
        #expect(RenderError.invalidSize(width: -1, height: 10).description.contains("-1"))
    }

    @Test func zeroSizeGivesAnEmptyImageThatCannotBecomePNG() throws {
        let image = try CairoRenderer().render(sampleList, size: .zero)
        #expect(image.width == 0 && image.height == 0)
        #expect(throws: RenderError.emptyImage) { try image.pngData() }
    }

    @Test func pngRoundTrips() throws {
        let image = try CairoRenderer().render(sampleList, size: CGSize(width: 100, height: 100), background: T.white)
        let decoded = try RenderedImage(pngData: try image.pngData())
        #expect(decoded == image)
        let directory = try T.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("sample.png")
        try image.writePNG(to: url)
        #expect(try RenderedImage(contentsOf: url) == image)
    }

    @Test func badPNGDataThrows() {
        #expect(throws: RenderError.self) { try RenderedImage(pngData: Data("nope".utf8)) }
        #expect(throws: RenderError.self) { try RenderedImage(pngData: Data([0x89, 0x50, 0x4E, 0x47, 0, 0])) }
        #expect(throws: RenderError.self) { try RenderedImage(contentsOf: URL(fileURLWithPath: "/nonexistent/x.png")) }
    }

    @Test func differenceMeasuresChangedPixels() throws {
        let a = try T.render([T.fill(0, 0, 10, 10, T.red)], width: 10, height: 10)
        let b = try T.render([T.fill(0, 0, 10, 10, T.red), T.fill(0, 0, 1, 1, T.blue)], width: 10, height: 10)
        #expect(a.difference(a).maxChannelDelta == 0)
        let difference = a.difference(b)
        #expect(difference.maxChannelDelta == 255)
        #expect(abs(difference.fractionOfPixelsDiffering - 0.01) < 1e-9)
        #expect(difference.isWithin(channelTolerance: 0, allowedFraction: 0.01))
        #expect(!difference.isWithin(channelTolerance: 0))
        #expect(!a.difference(try T.render([], width: 5, height: 10)).sameSize)
    }

    @Test func svgAndPDFFilesHaveTheRightHeaders() throws {
        let directory = try T.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("out.svg")
        let pdf = directory.appendingPathComponent("out.pdf")
        try CairoRenderer().writeSVG(sampleList, size: CGSize(width: 100, height: 100), to: svg)
        try CairoRenderer().writePDF(sampleList, size: CGSize(width: 100, height: 100), to: pdf)
        let svgText = String(decoding: try Data(contentsOf: svg), as: UTF8.self)
        #expect(svgText.hasPrefix("<?xml"))
        #expect(svgText.contains("<svg"))
        #expect(try Data(contentsOf: pdf).starts(with: Array("%PDF-".utf8)))
        // The SVG reads back as an image of the canvas size.
        #expect(try CairoImageLoader().size(of: .file(svg)) == CGSize(width: 100, height: 100))
    }

    @Test func writingToAnUnwritablePathThrows() {
        let url = URL(fileURLWithPath: "/nonexistent-dir/out.pdf")
        #expect(throws: RenderError.self) {
            try CairoRenderer().writePDF(sampleList, size: CGSize(width: 10, height: 10), to: url)
        }
        #expect(throws: RenderError.self) {
            try CairoRenderer().writeSVG(sampleList, size: CGSize(width: -1, height: 10), to: url)
        }
    }

    @Test func rendersFromSeveralThreadsAtOnce() async throws {
        let list = sampleList
        let expected = try CairoRenderer().render(list, size: CGSize(width: 100, height: 100))
        let results = try await withThrowingTaskGroup(of: RenderedImage.self) { group in
            for _ in 0..<6 {
                group.addTask { try CairoRenderer().render(list, size: CGSize(width: 100, height: 100)) }
            }
            var images: [RenderedImage] = []
            for try await image in group { images.append(image) }
            return images
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func vectorOutputIsRepeatable() throws {
        let directory = try T.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for format in ["svg", "pdf"] {
            let first = directory.appendingPathComponent("a.\(format)")
            let second = directory.appendingPathComponent("b.\(format)")
            for url in [first, second] {
                if format == "svg" {
                    try CairoRenderer().writeSVG(sampleList, size: CGSize(width: 100, height: 100), to: url)
                } else {
                    try CairoRenderer().writePDF(sampleList, size: CGSize(width: 100, height: 100), to: url)
                }
            }
            #expect(try Data(contentsOf: first) == Data(contentsOf: second), "\(format)")
        }
    }

    @Test func hugeCoordinatesAndRadiiDoNotCrash() throws {
        let list = DisplayList([
            .fill(T.rect(-1e12, -1e12, 2e12, 2e12), .color(T.red)),
            .stroke(T.rect(1e15, 0, 10, 10), .color(T.blue), StrokeStyle(lineWidth: 1e10)),
            .effect(.blur(radius: 1e9), DisplayList([T.fill(0, 0, 10, 10, T.green)])),
            .effect(
                .shadow(color: T.black, radius: 1e9, offset: CGSize(width: 1e12, height: 0)),
                DisplayList([T.fill(0, 0, 10, 10, T.green)])),
            .text(T.text("x"), frame: CGRect(x: 1e12, y: 0, width: 10, height: 10), color: T.black),
        ])
        let image = try CairoRenderer().render(list, size: CGSize(width: 50, height: 50))
        #expect(image.width == 50)
    }
}
