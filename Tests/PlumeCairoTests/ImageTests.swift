import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

private typealias T = TestSupport

@Suite struct ImageTests {
    /// A 4 × 4 PNG: left half red, right half blue, made by the renderer itself.
    private func halvesPNG() throws -> Data {
        try T.render([T.fill(0, 0, 2, 4, T.red), T.fill(2, 0, 2, 4, T.blue)], width: 4, height: 4).pngData()
    }

    private let blueSVG = Data(
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
          <rect width="20" height="10" fill="#0000ff"/>
        </svg>
        """.utf8)

    private let circleSVG = Data(
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#000"/></svg>
        """.utf8)

    /// A 4 × 2 red JPEG.
    private let redJPEG = Data(
        base64Encoded:
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAACAAQDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAVAQEBAAAAAAAAAAAAAAAAAAAICf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ABeKa/j/2Q=="
    )!

    @Test func pngSizeAndScaledDrawing() throws {
        let source = ImageSource.data(try halvesPNG(), name: "halves.png")
        #expect(try CairoImageLoader().size(of: source) == CGSize(width: 4, height: 4))
        let image = try T.render([
            .image(source, frame: CGRect(x: 10, y: 10, width: 40, height: 40), tint: nil, interpolation: .none)
        ])
        #expect(T.matches(image.pixel(x: 15, y: 30), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 45, y: 30), 0, 0, 255))
        #expect(T.matches(image.pixel(x: 5, y: 30), 255, 255, 255))
        #expect(T.matches(image.pixel(x: 55, y: 30), 255, 255, 255))
        // Nearest-neighbour keeps the edge between the halves hard.
        #expect(T.matches(image.pixel(x: 29, y: 30), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 30, y: 30), 0, 0, 255))
    }

    @Test func smoothInterpolationBlendsTheEdge() throws {
        let source = ImageSource.data(try halvesPNG(), name: "halves.png")
        let image = try T.render([
            .image(source, frame: CGRect(x: 0, y: 0, width: 40, height: 40), tint: nil, interpolation: .high)
        ])
        let middle = image.pixel(x: 20, y: 20)
        #expect(middle.red > 40 && middle.blue > 40)
    }

    @Test func templateTintFillsTheAlpha() throws {
        let source = ImageSource.data(try halvesPNG(), name: "halves.png")
        let image = try T.render([
            .image(source, frame: CGRect(x: 0, y: 0, width: 40, height: 40), tint: T.green, interpolation: .none)
        ])
        #expect(T.matches(image.pixel(x: 10, y: 10), 0, 255, 0))
        #expect(T.matches(image.pixel(x: 30, y: 10), 0, 255, 0))
        #expect(T.matches(image.pixel(x: 50, y: 10), 255, 255, 255))
    }

    @Test func fileSourcesLoad() throws {
        let directory = try T.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("halves.png")
        try halvesPNG().write(to: url)
        #expect(try CairoImageLoader().size(of: .file(url)) == CGSize(width: 4, height: 4))
    }

    @Test func svgSizeComesFromWidthHeightOrViewBox() throws {
        let loader = CairoImageLoader()
        #expect(try loader.size(of: .data(blueSVG, name: "blue.svg")) == CGSize(width: 20, height: 10))
        #expect(try loader.size(of: .data(circleSVG, name: "circle")) == CGSize(width: 10, height: 10))
    }

    @Test func svgAfterALongPrologueIsStillSVG() throws {
        let comment = "<!-- " + String(repeating: "x", count: 3000) + " -->\n"
        let data = Data(("<?xml version=\"1.0\"?>\n" + comment).utf8) + circleSVG
        #expect(try CairoImageLoader().size(of: .data(data, name: "commented")) == CGSize(width: 10, height: 10))
    }

    @Test func svgDrawsAsVectorsAtAnyScale() throws {
        let frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        let svg = DisplayItem.image(
            .data(circleSVG, name: "circle.svg"), frame: frame, tint: nil, interpolation: .medium)
        let vector = DisplayItem.fill(Path(ellipseIn: CGRect(x: 18, y: 18, width: 64, height: 64)), .color(T.black))
        let fromSVG = try T.render([svg], scale: 3)
        let direct = try T.render([vector], scale: 3)
        // Crisp: the same as filling the circle directly, not an upscaled bitmap.
        let difference = fromSVG.difference(direct, tolerance: 24)
        #expect(difference.fractionOfPixelsDiffering < 0.001)
    }

    @Test func svgTemplateTint() throws {
        let item = DisplayItem.image(
            .data(blueSVG, name: "blue.svg"), frame: CGRect(x: 0, y: 0, width: 40, height: 20), tint: T.red,
            interpolation: .medium)
        let image = try T.render([item])
        #expect(T.matches(image.pixel(x: 20, y: 10), 255, 0, 0))
        #expect(T.matches(image.pixel(x: 20, y: 30), 255, 255, 255))
    }

    @Test func jpegDecodesThroughGdkPixbuf() throws {
        let source = ImageSource.data(redJPEG, name: "red.jpg")
        #expect(try CairoImageLoader().size(of: source) == CGSize(width: 4, height: 2))
        let image = try T.render([
            .image(source, frame: CGRect(x: 0, y: 0, width: 40, height: 20), tint: nil, interpolation: .none)
        ])
        #expect(T.matches(image.pixel(x: 20, y: 10), 254, 0, 0, tolerance: 6))
    }

    @Test func rawPixelsDraw() throws {
        // One opaque green pixel, premultiplied BGRA.
        let source = ImageSource.pixels(Data([0, 255, 0, 255]), width: 1, height: 1, name: "dot")
        let image = try T.render([
            .image(source, frame: CGRect(x: 0, y: 0, width: 10, height: 10), tint: nil, interpolation: .none)
        ])
        #expect(T.matches(image.pixel(x: 5, y: 5), 0, 255, 0))
    }

    @Test func missingFileIsNotFound() {
        let url = URL(fileURLWithPath: "/nonexistent/plume-\(UUID().uuidString).png")
        #expect(throws: ImageError.notFound(url.path)) { try CairoImageLoader().size(of: .file(url)) }
    }

    @Test func corruptDataIsUnreadableWithAReason() {
        let loader = CairoImageLoader()
        let badPNG = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        let sources: [ImageSource] = [
            .data(badPNG, name: "bad.png"),
            .data(Data("hello, not an image".utf8), name: "text"),
            .data(Data(), name: "empty"),
            .data(Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect".utf8), name: "cut.svg"),
            .pixels(Data([1, 2, 3]), width: 1, height: 1, name: "short"),
            .pixels(Data(), width: 0, height: 0, name: "zero"),
        ]
        for source in sources {
            do {
                _ = try loader.size(of: source)
                Issue.record("\(source) should not load")
            } catch let error as ImageError {
                guard case .unreadable(let name, let reason) = error else {
                    Issue.record("\(source): expected unreadable, got \(error)")
                    continue
                }
                #expect(name == source.description)
                #expect(!reason.isEmpty)
            } catch {
                Issue.record("\(source): unexpected error \(error)")
            }
        }
    }

    @Test func missingImagesDrawNothing() throws {
        let missing = ImageSource.file(URL(fileURLWithPath: "/nonexistent/none.png"))
        let corrupt = ImageSource.data(Data([1, 2, 3]), name: "corrupt")
        let image = try T.render([
            .image(missing, frame: CGRect(x: 0, y: 0, width: 50, height: 50), tint: nil, interpolation: .medium),
            .image(corrupt, frame: CGRect(x: 0, y: 0, width: 50, height: 50), tint: T.red, interpolation: .medium),
        ])
        #expect(image == (try T.render([])))
    }

    @Test func degenerateFramesDrawNothing() throws {
        let source = ImageSource.data(try halvesPNG(), name: "halves.png")
        let image = try T.render([
            .image(source, frame: CGRect(x: 0, y: 0, width: 0, height: 40), tint: nil, interpolation: .none),
            .image(source, frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 40), tint: nil, interpolation: .none),
        ])
        #expect(image == (try T.render([])))
    }
}
