import PlumeTesting
import SwiftUI
import Testing

/// Drawing-and-time code as an Apple-platform app writes it, with only `import SwiftUI`: a canvas in
/// a timeline, an async image on a material, and an image renderer writing a PDF.
private struct Dashboard: View {
    let imageURL: URL?
    var body: some View {
        VStack {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Canvas { context2, size in
                    context2.stroke(
                        Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.accentColor), lineWidth: 2)
                    context2.draw(
                        Text(context.date, format: .dateTime.hour().minute()),
                        at: CGPoint(x: size.width / 2, y: size.height / 2))
                }
                .frame(width: 120, height: 120)
            }
            AsyncImage(url: imageURL) { phase in
                if let image = phase.image { image.resizable() } else { ProgressView() }
            }
            .frame(width: 60, height: 60)
            Text("Status").padding().background(.thinMaterial, in: Capsule()).blendMode(.normal).drawingGroup()
        }
    }
}

@MainActor
@Suite struct ImportSwiftUIDrawingTests {
    @Test func drawingViewsAndImageRendererCompileAndRunWithImportSwiftUI() throws {
        let host = ViewHost(Dashboard(imageURL: nil), size: CGSize(width: 300, height: 400))
        #expect(host.views.contains { $0.typeName == "Canvas" })
        let renderer = ImageRenderer(content: Dashboard(imageURL: nil))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dashboard-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        renderer.render { size, draw in
            var box = CGRect(origin: .zero, size: size)
            guard let pdf = CGContext(url, mediaBox: &box, nil) else { return }
            pdf.beginPDFPage(nil)
            draw(pdf)
            pdf.endPDFPage()
            pdf.closePDF()
        }
        #expect(try Data(contentsOf: url).starts(with: Data("%PDF".utf8)))
        let image: RenderedImage? = renderer.cgImage
        #expect(image != nil)
    }
}
