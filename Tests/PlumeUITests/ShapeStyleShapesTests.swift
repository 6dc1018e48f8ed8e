import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A style of the app's own, as SwiftUI code writes one: navy ink in light mode, white in dark.
private struct Ink: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color.white : Color(red: 0.1, green: 0.1, blue: 0.3)
    }
}

/// Badges in the styles SwiftUI code of iOS 16 and 17 uses.
private struct Badges: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                Circle().fill(.blue.gradient).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8).fill(Color.orange.gradient).frame(width: 60, height: 40)
                Capsule().fill(AnyGradient(Gradient(colors: [.pink, .purple]))).frame(width: 60, height: 40)
            }
            HStack(spacing: 10) {
                Text("Fill").padding(6).background(.fill, in: Capsule())
                Text("Tertiary").padding(6).background(.fill.tertiary, in: Capsule())
                Text("Faded").foregroundStyle(Color.red.secondary)
            }
            Text("Signed").foregroundStyle(Ink())
            HStack {
                Text("Primary")
                Rectangle().fill(.secondary).frame(width: 30, height: 12)
                Rectangle().fill(.tertiary).frame(width: 30, height: 12)
            }
            .foregroundStyle(.green, .orange)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@Suite("Shape styles: gradients, fills, levels and resolve(in:)") struct ShapeStyleShapesTests {
    /// The paints of the last frame's fills, at any depth.
    private func paints(_ host: ViewHost) -> [Paint] {
        var found: [Paint] = []
        func walk(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .fill(_, let paint, _): found.append(paint)
                case .effect(_, let inner): walk(inner)
                default: break
                }
            }
        }
        walk(host.displayList)
        return found
    }

    @Test func aColoursGradientRunsFromALighterTintAtTheTopToTheColour() throws {
        let host = ViewHost(
            Circle().fill(.blue.gradient).frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        let paint = try #require(paints(host).first)
        guard case .linear(let stops, let start, let end) = paint else {
            Issue.record("a linear gradient, not \(paint)")
            return
        }
        #expect(start.y < end.y && start.x == end.x, "top to bottom")
        let blue = Color.blue.resolve(in: .light)
        #expect(stops.last?.color == blue)
        let top = try #require(stops.first?.color)
        #expect(top.red > blue.red && top.green > blue.green, "lighter at the top")
    }

    @Test func aGradientOfTheDarkColourInDarkMode() throws {
        let host = ViewHost(
            Circle().fill(.blue.gradient).frame(width: 40, height: 40), size: CGSize(width: 40, height: 40),
            colorScheme: .dark)
        guard case .linear(let stops, _, _) = try #require(paints(host).first) else {
            Issue.record("a linear gradient")
            return
        }
        #expect(stops.last?.color == Color.blue.resolve(in: .dark))
    }

    @Test func theSystemFillsGetLighterLevelByLevel() {
        func opacity(_ style: FillShapeStyle, _ scheme: ColorScheme) -> Double {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            guard case .color(let c) = style._paint(in: .zero, environment: environment) else { return -1 }
            return c.opacity
        }
        let levels: [FillShapeStyle] = [.fill, FillShapeStyle.fill.secondary, .fill.tertiary, .fill.quaternary]
        for scheme in [ColorScheme.light, .dark] {
            let values = levels.map { opacity($0, scheme) }
            #expect(values == values.sorted(by: >), "\(scheme): \(values)")
        }
        #expect(opacity(.fill, .dark) > opacity(.fill, .light))
    }

    @Test func aStyleOfTheAppsOwnPaintsWhatItResolvesTo() throws {
        let light = ViewHost(Badges(), size: CGSize(width: 400, height: 300))
        #expect(light.drawnColor(ofText: "Signed") == Color(red: 0.1, green: 0.1, blue: 0.3).resolve(in: .light))
        let dark = ViewHost(Badges(), size: CGSize(width: 400, height: 300), colorScheme: .dark)
        #expect(dark.drawnColor(ofText: "Signed") == Color.white.resolve(in: .dark))
    }

    @Test func twoForegroundStylesGiveThePrimaryAndTheSecondaryLevel() throws {
        let host = ViewHost(Badges(), size: CGSize(width: 400, height: 300))
        #expect(host.drawnColor(ofText: "Primary") == Color.green.resolve(in: .light))
        let colors = paints(host).compactMap { paint -> Color.Resolved? in
            if case .color(let c) = paint { return c }
            return nil
        }
        #expect(colors.contains(Color.orange.resolve(in: .light)), "`.secondary` paints the second style")
        var faintGreen = Color.green.resolve(in: .light)
        faintGreen.opacity = 0.3
        #expect(colors.contains(faintGreen), "with two styles given, `.tertiary` is the primary faded")
        let faded = try #require(host.drawnColor(ofText: "Faded"))
        #expect(abs(faded.opacity - 0.6) < 0.001 && faded.red == Color.red.resolve(in: .light).red)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func pictures(scheme: ColorScheme) throws {
        let host = ViewHost(Badges(), size: CGSize(width: 400, height: 300), colorScheme: scheme)
        try host.assertSnapshot(named: "shape-styles-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
