import Foundation
import PlumeCairo
import PlumeTesting
import Testing

@testable import PlumeUI

/// Every modifier that takes a number, given `v`: the "Crashes on huge values" probes.
private func numberProbes(_ v: CGFloat) -> [(name: String, view: AnyView)] {
    let text = Text("probe")
    return [
        ("frame(width:height:)", AnyView(Color.red.frame(width: v, height: v))),
        ("frame(width:)", AnyView(text.frame(width: v))),
        ("frame(min:)", AnyView(Color.red.frame(minWidth: v, minHeight: v))),
        ("frame(ideal:)", AnyView(text.frame(idealWidth: v, idealHeight: v).fixedSize())),
        ("frame(max:)", AnyView(Color.red.frame(maxWidth: v, maxHeight: v))),
        ("frame(all)", AnyView(text.frame(minWidth: v, idealWidth: v, maxWidth: v, minHeight: v, maxHeight: v))),
        ("padding(length)", AnyView(text.padding(v))),
        ("padding(edges)", AnyView(text.padding(.horizontal, v))),
        ("padding(insets)", AnyView(text.padding(EdgeInsets(top: v, leading: -v, bottom: v, trailing: v)))),
        ("offset(x:y:)", AnyView(text.offset(x: v, y: v))),
        ("offset(size)", AnyView(text.offset(CGSize(width: -v, height: v)))),
        ("position", AnyView(text.position(x: v, y: v))),
        ("opacity", AnyView(text.opacity(Double(v)))),
        ("scaleEffect", AnyView(text.scaleEffect(v))),
        ("scaleEffect(x:y:)", AnyView(text.scaleEffect(x: v, y: 1 / v))),
        ("rotationEffect", AnyView(text.rotationEffect(.degrees(Double(v))))),
        ("rotationEffect(radians)", AnyView(text.rotationEffect(.radians(Double(v))))),
        ("cornerRadius", AnyView(Color.blue.frame(width: 40, height: 40).cornerRadius(v))),
        ("blur", AnyView(text.blur(radius: v))),
        ("shadow", AnyView(text.shadow(radius: v, x: v, y: v))),
        ("font size", AnyView(text.font(.system(size: v)))),
        ("lineSpacing", AnyView(Text("two\nlines").lineSpacing(v))),
        ("tracking", AnyView(text.tracking(v))),
        ("baselineOffset", AnyView(text.baselineOffset(v))),
        (
            "VStack spacing",
            AnyView(
                VStack(spacing: v) {
                    text
                    text
                })
        ),
        (
            "HStack spacing",
            AnyView(
                HStack(spacing: v) {
                    text
                    text
                })
        ),
        (
            "LazyVStack spacing",
            AnyView(
                LazyVStack(spacing: v) {
                    text
                    text
                })
        ),
        (
            "Spacer minLength",
            AnyView(
                HStack {
                    text
                    Spacer(minLength: v)
                    text
                })
        ),
        ("strokeBorder", AnyView(Circle().strokeBorder(Color.red, lineWidth: v).frame(width: 40, height: 40))),
        ("stroke", AnyView(Rectangle().stroke(lineWidth: v).frame(width: 40, height: 40))),
        ("trim", AnyView(Circle().trim(from: -v, to: v).stroke(lineWidth: 2).frame(width: 40, height: 40))),
        ("RoundedRectangle", AnyView(RoundedRectangle(cornerRadius: v).fill(Color.green).frame(width: 40, height: 40))),
        ("inset", AnyView(Circle().inset(by: v).fill(Color.green).frame(width: 40, height: 40))),
        ("aspectRatio", AnyView(Color.red.aspectRatio(v, contentMode: .fit))),
        (
            "layoutPriority",
            AnyView(
                HStack {
                    text.layoutPriority(Double(v))
                    text
                })
        ),
        (
            "path",
            AnyView(
                Path {
                    $0.move(to: .zero)
                    $0.addLine(to: CGPoint(x: v, y: v))
                }.stroke(Color.red))
        ),
        ("ScrollView", AnyView(ScrollView { Color.red.frame(height: v) })),
    ]
}

/// The probes whose modifiers report a NaN in `ViewGraph.diagnostics` (the others clamp it silently).
private let reportsNaN: Set<String> = [
    "frame(width:height:)", "frame(width:)", "frame(min:)", "frame(ideal:)", "frame(max:)", "frame(all)",
    "padding(length)", "padding(edges)", "padding(insets)", "offset(x:y:)", "offset(size)", "position", "opacity",
    "scaleEffect", "scaleEffect(x:y:)", "rotationEffect", "rotationEffect(radians)", "cornerRadius", "blur",
    "shadow", "font size",
]

/// The probes: non-finite and huge numbers in every modifier that takes a number, mounted,
/// laid out, dumped and rendered — no trap, bounded time, and the siblings keep sensible frames.
@Suite("Number probes")
struct NumberProbeTests {
    static let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e308]

    @Test(arguments: values)
    func everyModifierSurvives(_ v: CGFloat) throws {
        for probe in numberProbes(v) {
            let host = ViewHost(
                VStack(spacing: 0) {
                    Text("above")
                    probe.view
                    Text("below")
                }, size: CGSize(width: 200, height: 200))
            host.advance(by: 0.1)
            let dump = host.dump()
            _ = host.dumpDisplayList()
            #expect(throws: Never.self, "\(probe.name) \(v)") { _ = try host.render() }
            _ = host.views.map(\.description)
            let above = try #require(host.find(text: "above")?.frame, "\(probe.name) \(v)")
            let below = try #require(host.find(text: "below")?.frame, "\(probe.name) \(v)")
            for rect in [above, below] {
                let numbers = [rect.minX, rect.minY, rect.width, rect.height]
                #expect(
                    numbers.allSatisfy { $0.isFinite && abs($0) <= 2e9 }, "\(probe.name) \(v): \(dump.prefix(2000))")
            }
            if v.isNaN && reportsNaN.contains(probe.name) {
                #expect(!host.withGraph { $0.diagnostics }.isEmpty, "\(probe.name) \(v) is not reported")
            }
            // The siblings never collapse onto one point: "below" stays below "above".
            #expect(below.minY >= above.maxY, "\(probe.name) \(v): \(dump.prefix(2000))")
        }
    }

    @Test func formatNumberHandlesEveryMagnitude() {
        #expect(formatNumber(1e300) == "1e+300")
        #expect(formatNumber(-1e308) == "-1e+308")
        #expect(formatNumber(1e14) == "100000000000000")
        #expect(formatNumber(2.5) == "2.5")
        #expect(formatNumber(.greatestFiniteMagnitude) == "1.79769e+308")
    }
}
