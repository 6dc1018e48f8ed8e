import Foundation
import PlumeCairo
import PlumeTesting
import Testing

@testable import PlumeUI

/// A custom shape: a triangle pointing up.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

/// Built-in and custom shapes, paths as views, images from data (PNG, SVG), template tinting, and
/// PlumeTesting's snapshot assertions.
@MainActor
@Suite("Shapes, images and snapshots")
struct ShapesImagesBehaviourTests {
    private func list<V: View>(_ view: V) -> String { makeHost(view, width: 100, height: 100).dumpDisplayList() }

    /// A PNG of a `width` × `height` red rectangle, rendered by Plume itself.
    private func redPNG(width: CGFloat, height: CGFloat) throws -> Data {
        let host = ViewHost(Color.red, size: CGSize(width: width, height: height))
        return try host.render().pngData()
    }

    // MARK: Shapes

    @Test func customShapeFillsItsPathInTheFrame() {
        #expect(
            list(Triangle().fill(Color.red).frame(width: 20, height: 10)) == "fill #FF3B30FF M 50 45 L 60 55 L 40 55 Z")
    }

    @Test func shapesTakeTheSpaceTheyAreOffered() {
        let graph = makeGraph(
            HStack(spacing: 0) {
                Circle()
                Ellipse()
            }.frame(width: 200, height: 50))
        let dump = graph.dump()
        #expect(lines(of: dump, containing: "Circle").first?.contains("(100, 125, 100, 50)") == true, "\(dump)")
        #expect(lines(of: dump, containing: "Ellipse").first?.contains("(200, 125, 100, 50)") == true, "\(dump)")
    }

    @Test func circleIsInscribedInItsFrame() {
        let dump = list(Circle().fill(Color.red).frame(width: 40, height: 20))
        // A circle in a 40 × 20 frame has a diameter of 20 and is centered: x from 40 to 60.
        let numbers = dump.split(separator: " ").compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        #expect(xs.min() == 40 && xs.max() == 60, "\(dump)")
    }

    @Test func capsuleAndRoundedRectangleAreCurved() {
        #expect(list(Capsule().fill(Color.red).frame(width: 40, height: 20)).contains(" C "))
        #expect(list(RoundedRectangle(cornerRadius: 4).fill(Color.red).frame(width: 40, height: 20)).contains(" C "))
    }

    @Test func evenOddFillIsRecorded() {
        let dump = list(
            Path { p in
                p.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
                p.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
            }
            .fill(Color.red, style: FillStyle(eoFill: true))
            .frame(width: 20, height: 20))
        #expect(dump.hasPrefix("fill eo #FF3B30FF M 40 40"), "\(dump)")
    }

    @Test func pathAsAViewIsDrawnInItsFrame() {
        let dump = list(
            Path { p in
                p.move(to: CGPoint(x: 0, y: 0))
                p.addLine(to: CGPoint(x: 10, y: 10))
            }
            .stroke(Color.blue, lineWidth: 2)
            .frame(width: 10, height: 10))
        #expect(dump == "stroke #007AFFFF w 2 M 45 45 L 55 55", "\(dump)")
    }

    @Test func insetShapeStrokesInside() {
        let dump = list(Circle().inset(by: 5).stroke(Color.blue, lineWidth: 1).frame(width: 20, height: 20))
        let numbers = dump.split(separator: " ").drop { $0 != "M" }.compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        #expect(xs.min() == 45 && xs.max() == 55, "\(dump)")
    }

    // MARK: Images

    @Test func imageTakesItsNaturalSize() throws {
        let host = makeHost(Image(data: try redPNG(width: 40, height: 20), name: "red.png"))
        #expect(
            lines(of: host.dump(), containing: "Image").first?.contains("(180, 140, 40, 20)") == true, "\(host.dump())")
        #expect(host.withGraph { $0.diagnostics }.isEmpty, "\(host.withGraph { $0.diagnostics })")
        #expect(host.dumpDisplayList().hasPrefix("image "))
    }

    @Test func resizableImageFitsAndFillsKeepingItsRatio() throws {
        let data = try redPNG(width: 40, height: 20)
        let fit = makeHost(Image(data: data, name: "red.png").resizable().scaledToFit().frame(width: 100, height: 100))
        #expect(
            lines(of: fit.dump(), containing: "Image").first?.contains("(150, 125, 100, 50)") == true, "\(fit.dump())")
        let fill = makeHost(
            Image(data: data, name: "red.png").resizable().scaledToFill().frame(width: 100, height: 100))
        #expect(lines(of: fill.dump(), containing: "Image").first?.contains("(100, 100, 200, 100)") == true)
        let stretched = makeHost(Image(data: data, name: "red.png").resizable().frame(width: 100, height: 100))
        #expect(lines(of: stretched.dump(), containing: "Image").first?.contains("(150, 100, 100, 100)") == true)
    }

    @Test func imagePixelsAreDrawn() throws {
        let host = ViewHost(
            Image(data: try redPNG(width: 40, height: 20), name: "red.png"), size: CGSize(width: 100, height: 100))
        let image = try host.render()
        #expect(image.pixel(x: 50, y: 50).description == "#FF3B30FF")
        #expect(image.pixel(x: 10, y: 10).description == "#FFFFFFFF")
    }

    @Test func templateImagesAreTintedWithTheForegroundColor() throws {
        let data = try redPNG(width: 10, height: 10)
        let host = makeHost(Image(data: data, name: "red.png").renderingMode(.template).foregroundColor(.green))
        #expect(host.dumpDisplayList().contains("tint #34C759FF"), "\(host.dumpDisplayList())")
        let original = makeHost(Image(data: data, name: "red.png").foregroundColor(.green))
        #expect(!original.dumpDisplayList().contains("tint"))
    }

    @Test func svgImagesHaveTheirDocumentSize() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="30" height="12"><rect width="30" height="12" fill="#0000ff"/></svg>
            """
        let host = makeHost(Image(data: Data(svg.utf8), name: "box.svg"))
        #expect(host.withGraph { $0.diagnostics }.isEmpty, "\(host.withGraph { $0.diagnostics })")
        #expect(lines(of: host.dump(), containing: "Image").first?.contains(", 30, 12)") == true, "\(host.dump())")
    }

    @Test func systemSymbolsScaleWithTheFont() {
        let host = makeHost(
            HStack {
                Image(systemName: "star")
                Image(systemName: "star").font(.largeTitle)
            })
        let images = lines(of: host.dump(), containing: "Image")
        #expect(images.count == 2)
        #expect(images.first?.contains(", 20.4, 20.4)") == true, "body 17 × 1.2: \(images)")
        #expect(images.last?.contains(", 40.8, 40.8)") == true, "largeTitle 34 × 1.2: \(images)")
    }

    // MARK: Snapshots

    @Test func snapshotRecordsThenMatchesThenReportsAMismatch() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plume-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = ViewHost(Circle().fill(Color.red).frame(width: 50, height: 50), size: CGSize(width: 80, height: 80))
        #expect(throws: SnapshotError.self) { try host.assertSnapshot(named: "circle", in: directory) }
        try host.assertSnapshot(named: "circle", in: directory, record: true)
        try host.assertSnapshot(named: "circle", in: directory)
        let other = ViewHost(
            Circle().fill(Color.blue).frame(width: 50, height: 50), size: CGSize(width: 80, height: 80))
        do {
            try other.assertSnapshot(named: "circle", in: directory)
            Issue.record("a blue circle matched a red one")
        } catch let error as SnapshotError {
            #expect("\(error)".contains("differs"), "\(error)")
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("circle.actual.png").path))
        }
    }

    @Test func svgAndPDFExportsAreWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plume-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let host = ViewHost(Text("Export").padding().background(Color.yellow), size: CGSize(width: 120, height: 60))
        let svg = directory.appendingPathComponent("a.svg")
        let pdf = directory.appendingPathComponent("a.pdf")
        try host.writeSVG(to: svg)
        try host.writePDF(to: pdf)
        let svgText = try String(contentsOf: svg, encoding: .utf8)
        #expect(svgText.contains("<svg"))
        let pdfData = try Data(contentsOf: pdf)
        #expect(pdfData.prefix(4) == Data("%PDF".utf8))
    }
}
