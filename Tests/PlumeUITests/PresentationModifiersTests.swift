import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A recipe app whose details sheet rests at a medium detent with rounder corners and a gradient
/// behind its content, as an iOS 16.4+ app writes it.
private struct Recipes: View {
    var interaction: PresentationContentInteraction = .automatic
    var background = true
    @State private var showing = false
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Recipes").font(.largeTitle).bold()
            Button("Details") { showing = true }
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .sheet(isPresented: $showing) {
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(0..<30, id: \.self) { step in Text("Step \(step)").frame(height: 30) }
                }
                .padding()
            }
            .presentationDetents([.medium, .large])
            .presentationCornerRadius(28)
            .presentationContentInteraction(interaction)
            .modifier(GradientCard(enabled: background))
        }
    }
}

/// The gradient behind the sheet's content, when asked for.
private struct GradientCard: ViewModifier {
    let enabled: Bool
    func body(content: Content) -> some View {
        if enabled {
            content.presentationBackground(alignment: .bottom) {
                LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom)
                    .frame(height: 120)
            }
        } else {
            content
        }
    }
}

/// A tip behind an info button that adapts to compact windows.
private struct Tip: View {
    let adaptation: PresentationAdaptation
    @State private var show = false
    var body: some View {
        VStack {
            Button("Info") { show = true }
            Spacer()
        }
        .padding(40)
        .popover(isPresented: $show) {
            Text("Tip of the day").padding().presentationCompactAdaptation(adaptation)
        }
    }
}

@Suite("Presentation modifiers (iOS 16.4+)") struct PresentationModifiersTests {
    private func sheetFrame(_ host: ViewHost) -> CGRect? { host.views.last { $0.typeName == "Sheet" }?.frame }

    /// The rounded fills of the last frame whose outline is `frame`-sized, at any depth.
    private func cornerRadius(ofFillAround frame: CGRect, in host: ViewHost) -> CGFloat? {
        var found: CGFloat?
        func walk(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .fill(let path, _, _)
                where path.boundingRect.insetBy(dx: -0.5, dy: -0.5).contains(frame)
                    && frame.insetBy(dx: -0.5, dy: -0.5).contains(path.boundingRect):
                    // The outline's left edge is straight from y = radius on: probe where it starts.
                    var radius: CGFloat = 0
                    while radius < frame.height / 2,
                        !path.contains(CGPoint(x: frame.minX + 0.5, y: frame.minY + radius + 0.5))
                    {
                        radius += 1
                    }
                    found = radius
                case .effect(_, let inner): walk(inner)
                default: break
                }
            }
        }
        walk(host.displayList)
        return found
    }

    @Test func theSheetsCornersTakeTheDeclaredRadius() throws {
        let host = ViewHost(Recipes(background: false), size: CGSize(width: 600, height: 600))
        #expect(host.tap("Details"))
        host.advance(by: 0.6)
        let frame = try #require(sheetFrame(host))
        let radius = try #require(cornerRadius(ofFillAround: frame, in: host))
        #expect(radius > 20 && radius <= 28, "a 28-point radius, not the system's 12 (probed \(radius))")
    }

    @Test @MainActor func badCornerRadiiAreClamped() {
        let context = PresentationContext()
        context.declare(\.cornerRadii, CGFloat.nan, by: 1)
        #expect(context.cornerRadius(for: CGSize(width: 100, height: 40), standard: 12) == 0)
        context.declare(\.cornerRadii, 1e300, by: 1)
        #expect(context.cornerRadius(for: CGSize(width: 100, height: 40), standard: 12) == 20)
        context.declare(\.cornerRadii, nil, by: 1)
        #expect(context.cornerRadius(for: CGSize(width: 100, height: 40), standard: 12) == 12)
    }

    @Test func anUpwardDragOnTheContentGrowsAMediumSheetFirst() throws {
        let host = ViewHost(Recipes(), size: CGSize(width: 600, height: 700))
        #expect(host.tap("Details"))
        host.advance(by: 0.6)
        let medium = try #require(sheetFrame(host))
        let step = try #require(host.find(text: "Step 3")?.frame)
        host.drag(from: CGPoint(x: medium.midX, y: medium.midY + 60), to: CGPoint(x: medium.midX, y: medium.minY - 150))
        host.advance(by: 0.8)
        let large = try #require(sheetFrame(host))
        #expect(large.height > medium.height + 100, "the sheet went to .large: \(medium) → \(large)")
        let after = try #require(host.find(text: "Step 3")?.frame)
        #expect(abs((after.minY - large.minY) - (step.minY - medium.minY)) < 1, "the content did not scroll")
    }

    @Test func withScrollsTheSameDragScrollsTheContentAndTheSheetStays() throws {
        let host = ViewHost(Recipes(interaction: .scrolls), size: CGSize(width: 600, height: 700))
        #expect(host.tap("Details"))
        host.advance(by: 0.6)
        let medium = try #require(sheetFrame(host))
        let step = try #require(host.find(text: "Step 3")?.frame)
        host.drag(from: CGPoint(x: medium.midX, y: medium.midY + 60), to: CGPoint(x: medium.midX, y: medium.midY - 90))
        host.advance(by: 2)
        let after = try #require(sheetFrame(host))
        #expect(abs(after.height - medium.height) < 1, "the sheet stays at .medium")
        let moved = try #require(host.find(text: "Step 3")?.frame)
        #expect(moved.minY < step.minY - 100, "the content scrolled up: \(step.minY) → \(moved.minY)")
    }

    @Test func theBackgroundViewFillsTheCardBehindTheContent() throws {
        let host = ViewHost(Recipes(), size: CGSize(width: 600, height: 600))
        #expect(host.tap("Details"))
        host.advance(by: 0.6)
        let sheet = try #require(sheetFrame(host))
        let gradient = try #require(host.views.last { $0.typeName == "LinearGradient" }?.frame)
        #expect(abs(gradient.maxY - sheet.maxY) < 0.5 && gradient.height == 120, "bottom-aligned: \(gradient)")
        #expect(abs(gradient.width - sheet.width) < 0.5)
        #expect(host.tap("Step 0") || host.find(text: "Step 0") != nil)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func sheetPictures(scheme: ColorScheme) throws {
        let host = ViewHost(Recipes(), size: CGSize(width: 480, height: 480), colorScheme: scheme)
        #expect(host.tap("Details"))
        host.advance(by: 0.6)
        try host.assertSnapshot(
            named: "presentation-corner-background-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }

    @Test func aPopoverAsksToBeASheetInACompactWindow() throws {
        let host = ViewHost(Tip(adaptation: .sheet), size: CGSize(width: 390, height: 700))
        #expect(host.tap("Info"))
        host.advance(by: 0.6)
        #expect(host.presentedLines("Sheet").count == 1, "\(host.dump())")
        #expect(host.presentedLines("Popover").isEmpty)
        #expect(host.presentedLines("Dimming").count == 1)
        host.resize(to: CGSize(width: 800, height: 700))
        host.advance(by: 0.1)
        #expect(host.presentedLines("Popover").count == 1, "regular width: a popover again")
    }

    @Test func popoverAdaptationKeepsThePopoverAndFullScreenCoverTakesTheWindow() throws {
        let host = ViewHost(Tip(adaptation: .popover), size: CGSize(width: 390, height: 700))
        #expect(host.tap("Info"))
        host.advance(by: 0.6)
        #expect(host.presentedLines("Popover").count == 1)
        let cover = ViewHost(Tip(adaptation: .fullScreenCover), size: CGSize(width: 390, height: 700))
        #expect(cover.tap("Info"))
        cover.advance(by: 0.6)
        let frame = try #require(cover.views.last { $0.typeName == "FullScreenCover" }?.frame)
        #expect(frame == CGRect(x: 0, y: 0, width: 390, height: 700))
    }

    @Test func theVerticalAdaptationWinsInAWindowCompactBothWays() {
        let host = ViewHost(
            Tip(adaptation: .popover).environment(\.colorScheme, .light), size: CGSize(width: 390, height: 400))
        #expect(host.tap("Info"))
        host.advance(by: 0.6)
        #expect(host.presentedLines("Popover").count == 1)
        struct Both: View {
            @State private var show = false
            var body: some View {
                Button("Info") { show = true }
                    .popover(isPresented: $show) {
                        Text("Tip").presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
                    }
            }
        }
        let both = ViewHost(Both(), size: CGSize(width: 390, height: 400))
        #expect(both.tap("Info"))
        both.advance(by: 0.6)
        #expect(both.presentedLines("Sheet").count == 1, "vertically compact: the vertical adaptation")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func adaptedPopoverPictures(scheme: ColorScheme) throws {
        let host = ViewHost(Tip(adaptation: .sheet), size: CGSize(width: 390, height: 520), colorScheme: scheme)
        #expect(host.tap("Info"))
        host.advance(by: 0.6)
        try host.assertSnapshot(
            named: "presentation-compact-adaptation-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
