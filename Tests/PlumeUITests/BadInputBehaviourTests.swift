import Foundation
import PlumeCairo
import PlumeTesting
import Testing

@testable import PlumeUI

/// A layout that proposes nonsense to its subviews and places them at nonsense points.
private struct NonsenseLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for subview in subviews {
            _ = subview.sizeThatFits(ProposedViewSize(width: .nan, height: -50))
            _ = subview.sizeThatFits(ProposedViewSize(width: .infinity, height: .infinity))
        }
        return CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: CGFloat.nan, y: .infinity), proposal: ProposedViewSize(width: -1, height: .nan))
        }
    }
}

/// The issue's "Bad input": every case gives a clear error or a documented clamp, never a crash or hang.
@MainActor
@Suite("Bad input")
struct BadInputBehaviourTests {

    /// Every number in a dump is finite.
    private func allFinite(_ dump: String) -> Bool { !dump.contains("nan") && !dump.contains("inf") }

    // MARK: Sizes and frames

    @Test func negativeAndNaNFixedFramesBecomeZero() {
        let graph = makeGraph(Color.red.frame(width: -10, height: .nan))
        #expect(lines(of: graph.dump(), containing: "frame") == ["frame (200, 150, 0, 0)"])
    }

    @Test func infiniteFixedFrameIsTreatedAsOmitted() {
        let graph = makeGraph(Text("Hi").frame(width: .infinity, height: .infinity))
        #expect(lines(of: graph.dump(), containing: "frame") == ["frame (192, 142, 16, 16)"])
    }

    @Test func nonsenseFlexibleFrameLimitsAreClamped() {
        let nan = makeGraph(Color.red.frame(minWidth: .nan, maxWidth: -5, minHeight: -3, maxHeight: .nan))
        #expect(lines(of: nan.dump(), containing: "frame") == ["frame (200, 150, 0, 0)"], "\(nan.dump())")
        let contradictory = makeGraph(Color.red.frame(minWidth: 100, maxWidth: 50).frame(height: 10))
        #expect(lines(of: contradictory.dump(), containing: "Color").first?.contains(", 100, 10)") == true)
        let infiniteIdeal = makeGraph(Text("Hi").frame(idealWidth: .infinity).fixedSize())
        #expect(allFinite(infiniteIdeal.dump()) || infiniteIdeal.dump().contains("Text"), "\(infiniteIdeal.dump())")
    }

    @Test func nonFinitePaddingIsZeroAndNegativePaddingOutsets() {
        #expect(
            lines(of: makeGraph(Text("Hi").padding(.nan)).dump(), containing: "padding") == [
                "padding (192, 142, 16, 16)"
            ])
        #expect(
            lines(of: makeGraph(Text("Hi").padding(.infinity)).dump(), containing: "padding")
                == ["padding (192, 142, 16, 16)"])
        #expect(
            lines(
                of: makeGraph(Text("Hi").padding(EdgeInsets(top: .nan, leading: -.infinity))).dump(),
                containing: "padding")
                == ["padding (192, 142, 16, 16)"])
        // SwiftUI allows negative padding: the view reports a smaller size and its content overflows.
        #expect(
            makeGraph(Text("Hi").padding(-4)).dump() == """
                padding (196, 146, 8, 8)
                  Text (192, 142, 16, 16) "Hi"
                """)
    }

    @Test func nonFiniteOffsetsAndPositionsAreZero() {
        let offset = makeGraph(Text("Hi").offset(x: .nan, y: .infinity))
        #expect(offset.dump() == "offset (192, 142, 16, 16)\n  Text (192, 142, 16, 16) \"Hi\"")
        let position = makeGraph(Text("Hi").position(x: .infinity, y: .nan))
        #expect(lines(of: position.dump(), containing: "Text") == ["  Text (-8, -8, 16, 16) \"Hi\""])
    }

    @Test func nonsenseProposalsAndPlacementsFromACustomLayoutAreSanitized() {
        let graph = makeGraph(
            NonsenseLayout {
                Text("Hi")
                Color.red
            })
        let dump = graph.dump()
        #expect(allFinite(dump), "\(dump)")
        #expect(ProposedViewSize(width: .nan, height: -5) == ProposedViewSize(width: 0, height: 0))
    }

    @Test func nonFiniteEffectsAreNeutral() {
        let host = makeHost(
            VStack {
                Color.red.frame(width: 10, height: 10).scaleEffect(.nan)
                Color.green.frame(width: 10, height: 10).rotationEffect(.radians(.infinity))
                Color.blue.frame(width: 10, height: 10).opacity(.nan)
                Color.orange.frame(width: 10, height: 10).cornerRadius(-5).shadow(radius: .nan, x: .infinity)
                Color.purple.frame(width: 10, height: 10).blur(radius: -3)
                Color.gray.aspectRatio(.nan, contentMode: .fit).frame(width: 10, height: 10)
                Color.pink.aspectRatio(-2, contentMode: .fill).frame(width: 10, height: 10)
            })
        let list = host.dumpDisplayList()
        #expect(allFinite(list), "\(list)")
        #expect(!list.contains("#007AFFFF"), "NaN opacity is 0: nothing drawn")
        #expect(list.contains("transform [1 0 0 1 0 0]") || !list.contains("transform [nan"), "\(list)")
    }

    @Test func nonsenseStackSpacingSpacerAndLineLimits() {
        let graph = makeGraph(
            VStack(spacing: .nan) {
                HStack(spacing: -.infinity) {
                    Text("A")
                    Spacer(minLength: .nan)
                    Spacer(minLength: -20)
                    Text("B")
                }
                Text("aaaa bbbb cccc").lineLimit(-3).frame(width: 40)
                Text("x").lineSpacing(.nan)
            })
        #expect(allFinite(graph.dump()), "\(graph.dump())")
        #expect(
            lines(of: graph.dump(), containing: "aaaa bbbb cccc").first?.contains(", 16)") == true, "lineLimit ≤ 0 is 1"
        )
    }

    @Test func nonsenseStrokeAndFontValuesAreClamped() {
        let style = StrokeStyle(lineWidth: -4, miterLimit: .nan, dash: [-1, .infinity], dashPhase: .nan)
        #expect(style.lineWidth == 0)
        #expect(style.dash == [0, 0])
        #expect(Font.system(size: .nan).size == 1)
        #expect(Font.system(size: -10).size == 1)
        let host = makeHost(
            VStack {
                Rectangle().stroke(Color.red, style: style).frame(width: 10, height: 10)
                Text("tiny").font(.system(size: -5))
            })
        #expect(allFinite(host.dumpDisplayList()))
    }

    // MARK: Strings

    @Test func emptyStringsTakeNoWidthAndDrawNothing() {
        let host = makeHost(
            HStack(spacing: 0) {
                Text("")
                Text("A")
            })
        #expect(host.frame(ofText: "")?.width == 0)
        #expect(lines(of: host.dumpDisplayList(), containing: "text \"\"").isEmpty)
        let pango = ViewHost(Text(""), size: CGSize(width: 100, height: 100))
        #expect(pango.frame(ofText: "")?.width == 0)
    }

    @Test func hugeStringsLayOutAndRender() throws {
        let huge = String(repeating: "word ", count: 20_000)
        #expect(huge.count == 100_000)
        let fixed = makeHost(Text(huge).fixedSize(horizontal: false, vertical: true).frame(width: 400))
        #expect(abs((fixed.frame(ofText: huge)?.height ?? 0) - 32_000) < 0.01, "2,000 lines of 10 words")
        let cut = makeHost(Text(huge).frame(width: 400))
        #expect(cut.frame(ofText: huge)?.height == 288, "cut to the 300-point window's height")
        let unbroken = makeHost(Text(String(repeating: "x", count: 100_000)).lineLimit(3).frame(width: 200))
        #expect(unbroken.find(text: String(repeating: "x", count: 100_000))?.frame.height == 48)
        let pango = ViewHost(Text(huge).lineLimit(2).frame(width: 300), size: CGSize(width: 300, height: 200))
        #expect((pango.frame(ofText: huge)?.height ?? 0) < 80)
        _ = try pango.render()
    }

    @Test func malformedInterpolationSpecifiersDoNotCrash() {
        // (An integer with "%s" does crash the process: see the report. These only give odd text.)
        let value = 2.5
        let host = makeHost(
            VStack {
                Text("a \(value, specifier: "%")")
                Text("b \(value, specifier: "%d")")
                Text("c \(value, specifier: "%@")")
                Text("d \(value, specifier: "%f %f")")
                Text("e \(value, specifier: "")")
            })
        #expect(host.texts.count == 5)
        #expect(host.texts.last == "e ")
    }

    // MARK: Images and symbols

    @Test func unknownSystemSymbolIsADiagnosticAndAPlaceholder() {
        let host = ViewHost(Image(systemName: "no.such.symbol"), size: CGSize(width: 100, height: 100))
        #expect(
            host.withGraph { $0.diagnostics }.contains { $0.contains("no.such.symbol") },
            "\(host.withGraph { $0.diagnostics })")
        let list = host.dumpDisplayList()
        #expect(list.hasPrefix("stroke #FF3B30FF w 1"), "a visible placeholder: \(list)")
        #expect(lines(of: host.dump(), containing: "Image").first?.contains("systemName \"no.such.symbol\"") == true)
    }

    @Test func knownSystemSymbolDrawsAnIconAndNoDiagnostic() {
        let host = ViewHost(Image(systemName: "star.fill"), size: CGSize(width: 100, height: 100))
        #expect(host.withGraph { $0.diagnostics }.isEmpty, "\(host.withGraph { $0.diagnostics })")
        #expect(host.dumpDisplayList().contains("Material Icons"), "\(host.dumpDisplayList())")
    }

    @Test func missingImageFileIsADiagnosticAndAPlaceholder() {
        let path = "/nonexistent/plume-\(UUID().uuidString).png"
        let host = ViewHost(
            VStack {
                Image(contentsOf: URL(fileURLWithPath: path))
                Image("no-such-image-in-any-bundle")
                Text("after")
            }, size: CGSize(width: 200, height: 200))
        #expect(host.withGraph { $0.diagnostics }.count >= 2, "\(host.withGraph { $0.diagnostics })")
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains(path) || $0.contains("plume-") })
        #expect(lines(of: host.dumpDisplayList(), containing: "stroke #FF3B30FF").count == 2)
        #expect(host.find(text: "after") != nil)
    }

    @Test func corruptImageFileIsADiagnostic() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plume-corrupt-\(UUID().uuidString).png")
        try Data("not a png at all".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let host = ViewHost(Image(contentsOf: url), size: CGSize(width: 100, height: 100))
        #expect(!host.withGraph { $0.diagnostics }.isEmpty)
        #expect(host.dumpDisplayList().hasPrefix("stroke #FF3B30FF"))
    }

    // MARK: Windows

    @Test func windowResizedToZeroOrNaNKeepsWorking() {
        let host = makeHost(
            VStack {
                Text("Hello")
                Color.red.frame(maxWidth: .infinity)
            })
        host.resize(to: .zero)
        #expect(host.size == .zero)
        #expect(allFinite(host.dump()), "\(host.dump())")
        _ = try? host.render()
        host.resize(to: CGSize(width: CGFloat.nan, height: -100))
        #expect(host.size == .zero)
        #expect(allFinite(host.dump()))
        host.resize(to: CGSize(width: 400, height: 300))
        #expect(host.frame(ofText: "Hello")?.width == 40)
    }

    @Test func rendererRejectsAnEmptyWindowWithAClearErrorOrAnEmptyImage() {
        let host = ViewHost(Color.red, size: .zero)
        do {
            let image = try host.render()
            #expect(image.width <= 1 && image.height <= 1)
        } catch {
            #expect(!"\(error)".isEmpty)
        }
    }

    @Test func nonsenseHostParametersAreSanitized() {
        let host = ViewHost(
            Text("Hi"), size: CGSize(width: CGFloat.infinity, height: .nan), scale: .nan,
            textEngine: MonospaceTextLayoutEngine())
        #expect(host.scale == 1)
        #expect(host.size.height == 0)
        #expect(host.size.width.isFinite, "an infinite window is clamped: \(host.size)")
        host.advance(by: .nan)
        host.advance(by: -5)
        #expect(host.clock.now == 0)
        host.advance(by: .infinity)  // clamped to `ViewHost.maximumAdvance`, and reported
        #expect(host.clock.now == ViewHost.maximumAdvance)
        #expect(host.withGraph { $0.diagnostics }.count == 3, "\(host.withGraph { $0.diagnostics })")
    }

    @Test func duplicateForEachIdsDoNotCrash() {
        struct Rows: View {
            @State var items = [1, 1, 2]
            var body: some View {
                VStack {
                    ForEach(items, id: \.self) { Text("item \($0)") }
                    Button("Drop") { items = [2] }
                }
            }
        }
        let host = makeHost(Rows())
        #expect(host.findAll(text: "item 1").count == 2)
        #expect(host.tap("Drop"))
        #expect(host.findAll(text: "item 1").isEmpty, "\(host.texts)")
        #expect(host.find(text: "item 2") != nil)
    }
}
