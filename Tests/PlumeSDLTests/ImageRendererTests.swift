import Foundation
import PlumeCairo
import PlumeGraphics
import PlumeSDL
import PlumeStreams
import PlumeUI
import Testing

/// Two 20 × 10 swatches side by side.
private struct Swatches: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
    }
}

@MainActor
@Suite("ImageRenderer") struct ImageRendererTests {
    @Test func rendersAViewAtItsIdealSizeAndScale() throws {
        let renderer = ImageRenderer(content: Swatches())
        let image = try #require(renderer.cgImage)
        #expect(image.width == 40 && image.height == 10)
        #expect(image.pixel(x: 5, y: 5) == .init(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(image.pixel(x: 30, y: 5) == .init(red: 0, green: 122, blue: 255, alpha: 255))
        renderer.scale = 2
        let sharp = try #require(renderer.cgImage)
        #expect(sharp.width == 80 && sharp.height == 20)
        #expect(sharp.pixel(x: 70, y: 15) == .init(red: 0, green: 122, blue: 255, alpha: 255))
    }

    @Test func theProposedSizeIsWhatTheViewIsOffered() throws {
        let renderer = ImageRenderer(content: Color.green)
        renderer.proposedSize = ProposedViewSize(width: 30, height: 12)
        let image = try #require(renderer.cgImage)
        #expect(image.width == 30 && image.height == 12)
    }

    @Test func opaqueImagesHaveNoTransparentPixels() throws {
        let renderer = ImageRenderer(content: Circle().fill(Color.red).frame(width: 20, height: 20))
        #expect(renderer.cgImage?.pixel(x: 0, y: 0).alpha == 0)
        renderer.isOpaque = true
        #expect(renderer.cgImage?.pixel(x: 0, y: 0) == .init(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(renderer.cgImage?.pixel(x: 10, y: 10) == .init(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func aCanvasAndTextRenderAndEncodeAsPNG() throws {
        let content = VStack {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
            }
            .frame(width: 60, height: 30)
            Text("Plume")
        }
        .padding(4)
        let renderer = ImageRenderer(content: content)
        let png = try renderer.pngData()
        let decoded = try RenderedImage(pngData: png)
        let direct = try #require(renderer.cgImage)
        #expect(decoded.width == direct.width)
        #expect(decoded.pixel(x: decoded.width / 2, y: 4 + 15).alpha == 255)
    }

    @Test func writesAPDFThroughAContext() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plume-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = ImageRenderer(content: Swatches().overlay(Text("PDF").font(.caption)))
        var drawnSize = CGSize.zero
        renderer.render { size, draw in
            drawnSize = size
            var box = CGRect(origin: .zero, size: size)
            guard let pdf = CGContext(url, mediaBox: &box, nil) else { return }
            pdf.beginPDFPage(nil)
            draw(pdf)
            pdf.endPDFPage()
            pdf.closePDF()
        }
        #expect(drawnSize == CGSize(width: 40, height: 10))
        let data = try Data(contentsOf: url)
        #expect(data.starts(with: Data("%PDF".utf8)))
        #expect(String(decoding: data, as: UTF8.self).contains("/MediaBox [ 0 0 40 10 ]"))
    }

    @Test func aSizeThatCannotBeRenderedGivesNoImageAndSaysWhy() {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: .infinity, height: 10)
        #expect(renderer.cgImage == nil)
        #expect(renderer.diagnostics.contains { $0.contains("cannot be rendered") })
        #expect(throws: RenderError.self) { try renderer.pngData() }
        renderer.proposedSize = ProposedViewSize(width: 10, height: 10)
        renderer.scale = .nan  // used as 1
        #expect(renderer.cgImage?.width == 10)
    }

    @Test func changesAreAnnounced() {
        let renderer = ImageRenderer(content: Swatches())
        var changes = 0
        let subscription = renderer.objectWillChange.sink { changes += 1 }
        renderer.scale = 3
        renderer.isOpaque = true
        renderer.content = Swatches()
        #expect(changes == 3)
        subscription.cancel()
    }
}
