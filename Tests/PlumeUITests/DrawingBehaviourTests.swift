import Foundation
import PlumeCairo
import PlumeTesting
import Testing

@testable import PlumeUI

/// Fills, strokes, gradients, clips, effects and transforms as display-list dumps, in a 100 × 100
/// window where a 20 × 10 view sits at (40, 45) and a 20 × 20 one at (40, 40).
@Suite("Drawing")
struct DrawingBehaviourTests {
    private func list<V: View>(_ view: V) -> String { makeHost(view, width: 100, height: 100).dumpDisplayList() }

    // MARK: Fills and strokes

    @Test func fillWithAColor() {
        #expect(
            list(Rectangle().fill(Color.red).frame(width: 20, height: 10))
                == "fill #FF3B30FF M 40 45 L 60 45 L 60 55 L 40 55 Z")
    }

    @Test func shapeWithoutStyleFillsWithTheForegroundStyle() {
        #expect(list(Rectangle().frame(width: 20, height: 10)).hasPrefix("fill #000000FF M 40 45"))
        #expect(
            list(Rectangle().frame(width: 20, height: 10).foregroundColor(.green)).hasPrefix("fill #34C759FF M 40 45"))
    }

    @Test func strokeStyleWidthCapsJoinsAndDashes() {
        let dump = list(
            Rectangle()
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, dash: [5, 3]))
                .frame(width: 20, height: 10))
        #expect(dump == "stroke #007AFFFF w 4 cap round join bevel dash 5,3 M 40 45 L 60 45 L 60 55 L 40 55 Z")
        #expect(
            list(Rectangle().stroke(Color.blue, lineWidth: 2).frame(width: 20, height: 10))
                == "stroke #007AFFFF w 2 M 40 45 L 60 45 L 60 55 L 40 55 Z")
    }

    @Test func strokeBorderStaysInsideTheBounds() {
        #expect(
            list(Rectangle().strokeBorder(Color.blue, lineWidth: 4).frame(width: 20, height: 10))
                == "stroke #007AFFFF w 4 M 42 47 L 58 47 L 58 53 L 42 53 Z")
    }

    @Test func trimKeepsPartOfThePath() {
        let dump = list(
            Rectangle().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 1).frame(width: 20, height: 10))
        // Half of the 60-point perimeter: the top edge (20) and the right edge (10).
        #expect(dump.hasPrefix("stroke #007AFFFF w 1 M 40 45 L 60 45 L 60 55"), "\(dump)")
        #expect(!dump.contains("40 55"), "the bottom and left edges are cut: \(dump)")
    }

    // MARK: Gradients

    @Test func linearGradientRunsBetweenUnitPointsOfTheBounds() {
        let dump = list(
            Rectangle()
                .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .frame(width: 20, height: 10))
        #expect(dump == "fill linear[#FF3B30FF@0 #007AFFFF@1] (40, 50)→(60, 50) M 40 45 L 60 45 L 60 55 L 40 55 Z")
    }

    @Test func radialAndAngularGradients() {
        let radial = list(
            Circle()
                .fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10))
                .frame(width: 20, height: 20))
        #expect(radial.hasPrefix("fill radial[#FFFFFFFF@0 #000000FF@1] (50, 50) r 0→10 M"), "\(radial)")
        let angular = list(
            Rectangle()
                .fill(AngularGradient(colors: [.red, .green, .blue], center: .center))
                .frame(width: 20, height: 20))
        #expect(
            angular.hasPrefix("fill angular[#FF3B30FF@0 #34C759FF@0.5 #007AFFFF@1] (50, 50) 0°→360° M"), "\(angular)")
    }

    @Test func gradientAsAViewFillsItsFrame() {
        let dump = list(
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 20, height: 10))
        #expect(dump == "fill linear[#FF3B30FF@0 #007AFFFF@1] (50, 45)→(50, 55) M 40 45 L 60 45 L 60 55 L 40 55 Z")
    }

    // MARK: Clips and effects

    @Test func clipShapeWrapsTheContent() {
        let dump = list(Color.red.frame(width: 20, height: 20).clipShape(Circle()))
        let rows = dump.split(separator: "\n").map(String.init)
        #expect(rows.count == 2, "\(dump)")
        #expect(rows.first?.hasPrefix("clip M 60 50 C") == true, "\(dump)")
        #expect(rows.last == "  fill #FF3B30FF M 40 40 L 60 40 L 60 60 L 40 60 Z")
    }

    @Test func cornerRadiusClipsToARoundedRectangle() {
        let dump = list(Color.red.frame(width: 20, height: 20).cornerRadius(5))
        let rows = dump.split(separator: "\n").map(String.init)
        #expect(rows.count == 2, "\(dump)")
        #expect(rows.first?.hasPrefix("clip M 45 40 L 55 40") == true, "\(dump)")
        #expect(rows.first?.contains(" C ") == true, "corners are curves: \(dump)")
        #expect(rows.last?.hasPrefix("  fill #FF3B30FF") == true)
    }

    @Test func clippedUsesTheFrame() {
        let dump = list(Color.red.frame(width: 40, height: 40).frame(width: 20, height: 20).clipped())
        #expect(dump.hasPrefix("clip M 40 40 L 60 40 L 60 60 L 40 60 Z\n  fill #FF3B30FF M 30 30"), "\(dump)")
    }

    @Test func opacityWrapsAndExtremesAreSimplified() {
        #expect(
            list(Color.red.frame(width: 20, height: 20).opacity(0.5)) == """
                opacity 0.5
                  fill #FF3B30FF M 40 40 L 60 40 L 60 60 L 40 60 Z
                """)
        #expect(
            list(Color.red.frame(width: 20, height: 20).opacity(1))
                == "fill #FF3B30FF M 40 40 L 60 40 L 60 60 L 40 60 Z")
        #expect(list(Color.red.frame(width: 20, height: 20).opacity(0)) == "")
    }

    @Test func colorOpacityIsInThePaint() {
        #expect(list(Color.red.opacity(0.5).frame(width: 20, height: 20)).hasPrefix("fill #FF3B3080"))
    }

    @Test func shadowRecordsColorRadiusAndOffset() {
        #expect(
            list(Color.red.frame(width: 20, height: 20).shadow(color: .black, radius: 4, x: 1, y: 2)) == """
                shadow #000000FF r 4 (1, 2)
                  fill #FF3B30FF M 40 40 L 60 40 L 60 60 L 40 60 Z
                """)
    }

    @Test func maskUsesTheMasksDrawing() {
        let dump = list(Color.red.frame(width: 20, height: 20).mask(Rectangle().frame(width: 10, height: 10)))
        #expect(
            dump == """
                mask
                  ~ fill #000000FF M 45 45 L 55 45 L 55 55 L 45 55 Z
                masked
                  fill #FF3B30FF M 40 40 L 60 40 L 60 60 L 40 60 Z
                """)
    }

    @Test func hiddenDrawsNothingButKeepsItsSpace() {
        let host = makeHost(
            HStack {
                Color.red.frame(width: 20, height: 20).hidden()
                Text("A")
            }, width: 100, height: 100)
        #expect(host.dumpDisplayList().contains("#FF3B30FF") == false)
        #expect(host.frame(ofText: "A")?.minX == 60)
    }

    // MARK: Transforms

    @Test func scaleEffectScalesAboutTheCenter() {
        #expect(
            list(Color.red.frame(width: 20, height: 20).scaleEffect(2)) == """
                transform [2 0 0 2 -50 -50]
                  fill #FF3B30FF M 40 40 L 60 40 L 60 60 L 40 60 Z
                """)
        #expect(
            list(Color.red.frame(width: 20, height: 20).scaleEffect(x: 2, y: 1, anchor: .topLeading))
                .hasPrefix("transform [2 0 0 1 -40 0]"))
    }

    @Test func rotationEffectRotatesClockwiseAboutTheCenter() {
        #expect(
            list(Color.red.frame(width: 20, height: 20).rotationEffect(.degrees(90))) == """
                transform [0 1 -1 0 100 0]
                  fill #FF3B30FF M 40 40 L 60 40 L 60 60 L 40 60 Z
                """)
    }

    @Test func scaleEffectDoesNotChangeLayout() {
        let host = makeHost(
            HStack {
                Color.red.frame(width: 20, height: 20).scaleEffect(3)
                Text("A")
            }, width: 100, height: 100)
        #expect(host.frame(ofText: "A")?.minX == 60)
    }

    // MARK: Color schemes

    @Test func adaptiveColorsFollowTheColorScheme() {
        let host = makeHost(
            VStack {
                Color(light: .white, dark: .black).frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
                Text("T")
            }, width: 100, height: 100)
        let light = host.dumpDisplayList()
        #expect(light.contains("fill #FFFFFFFF"))
        #expect(light.contains("fill #FF3B30FF"))
        #expect(light.contains("text \"T\" Inter 17 #000000FF"), "\(light)")
        host.setColorScheme(.dark)
        let dark = host.dumpDisplayList()
        #expect(dark.contains("fill #000000FF"), "\(dark)")
        #expect(dark.contains("fill #FF453AFF"), "\(dark)")
        #expect(dark.contains("text \"T\" Inter 17 #FFFFFFFF"), "\(dark)")
        host.setColorScheme(.light)
        #expect(host.dumpDisplayList() == light)
    }

    @Test func renderedPixelsShowTheFillOverTheSchemeBackground() throws {
        let host = ViewHost(Color.red.frame(width: 20, height: 20), size: CGSize(width: 100, height: 100))
        let image = try host.render()
        #expect(image.width == 100 && image.height == 100)
        #expect(image.pixel(x: 50, y: 50).description == "#FF3B30FF")
        #expect(image.pixel(x: 5, y: 5).description == "#FFFFFFFF")
        host.setColorScheme(.dark)
        let dark = try host.render()
        #expect(dark.pixel(x: 5, y: 5).description == "#000000FF")
        #expect(dark.pixel(x: 50, y: 50).description == "#FF453AFF")
    }

    // MARK: Determinism

    @Test func renderingTwiceGivesByteIdenticalPNGs() throws {
        func scene() -> some View {
            VStack(spacing: 12) {
                Text("Hello, Plume!").font(.title).bold()
                HStack {
                    Circle().fill(Color.red).frame(width: 40, height: 40)
                    RoundedRectangle(cornerRadius: 8)
                        .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                        .frame(width: 80, height: 40)
                    Capsule().stroke(Color.green, style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(
                        width: 60, height: 30)
                }
                Text("Shadowed").padding().background(Color.yellow.opacity(0.3)).cornerRadius(12).shadow(
                    radius: 4, y: 2)
                Color.blue.frame(width: 30, height: 30).rotationEffect(.degrees(30)).opacity(0.7)
            }
        }
        let host = ViewHost(scene(), size: CGSize(width: 300, height: 300))
        let first = try host.render().pngData()
        let second = try host.render().pngData()
        #expect(first == second)
        let other = ViewHost(scene(), size: CGSize(width: 300, height: 300))
        #expect(try other.render().pngData() == first, "a second host at the same size and instant")
        host.runFrame()
        #expect(try host.render().pngData() == first, "another frame with nothing changed")
    }
}
