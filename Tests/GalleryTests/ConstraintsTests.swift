import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("constraints") struct ConstraintsTests {
    private func frame(_ host: ViewHost, _ text: String) throws -> CGRect {
        try #require(host.find(text: text)).frame
    }

    private func solve(width: CGFloat) throws -> ConstraintLayout.Solution {
        try ConstraintLayout(ConstraintsDemo.constraints)
            .solve(
                proposal: ProposedViewSize(width: width, height: 290),
                ids: ["header", "left", "right", "badge", "bar"],
                idealSizes: [])
    }

    private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
            && abs(a.height - b.height) < 0.01
    }

    @Test func framesMatchHandComputedValuesAtTwoWidths() throws {
        let wide = try solve(width: 390)
        // Boxes: (390 - 16 - 16 - 12) / 2 = 173 wide, half as tall.
        #expect(close(wide.frames[.view("header")], CGRect(x: 16, y: 16, width: 358, height: 44)))
        #expect(close(wide.frames[.view("left")], CGRect(x: 16, y: 72, width: 173, height: 86.5)))
        #expect(close(wide.frames[.view("right")], CGRect(x: 201, y: 72, width: 173, height: 86.5)))
        #expect(close(wide.frames[.view("badge")], CGRect(x: 135, y: 174.5, width: 120, height: 32)))
        #expect(close(wide.frames[.view("bar")], CGRect(x: 35, y: 222.5, width: 320, height: 36)), "320 fits")
        let narrow = try solve(width: 300)
        #expect(close(narrow.frames[.view("left")], CGRect(x: 16, y: 72, width: 128, height: 64)))
        #expect(close(narrow.frames[.view("right")], CGRect(x: 156, y: 72, width: 128, height: 64)))
        #expect(close(narrow.frames[.view("badge")], CGRect(x: 90, y: 152, width: 120, height: 32)))
        #expect(
            close(narrow.frames[.view("bar")], CGRect(x: 16, y: 200, width: 268, height: 36)),
            "the 750 width gives way to the required margins: \(String(describing: narrow.frames[.view("bar")]))")
    }

    @Test func theSceneLaysOutByTheConstraintsAndTheBarGivesWayWhenNarrow() throws {
        let wide = ViewHost(ConstraintsView(), size: CGSize(width: 390, height: 640))
        let header = try frame(wide, "Header pinned 16 pt from the edges")
        #expect(abs(header.midX - 195) < 0.5)
        let widePill = try #require(wide.find(text: "320 pt @750 — gives way")).frame
        let narrow = ViewHost(ConstraintsView(), size: CGSize(width: 300, height: 640))
        let narrowPill = try #require(narrow.find(text: "320 pt @750 — gives way")).frame
        #expect(abs(widePill.midX - 195) < 0.5 && abs(narrowPill.midX - 150) < 0.5)
        let dump = narrow.dump()
        #expect(dump.contains("Equal width"))
    }

    /// The panel is as tall as its constraints need at any width: at 600 × 700 the boxes are taller
    /// than at 390, and the bar still ends 16 points inside the panel, above the conflict's
    /// explanation, which stands above "Bounds vs frame".
    @Test func thePanelHoldsTheBarAtEveryWidth() throws {
        for size in [CGSize(width: 390, height: 640), CGSize(width: 600, height: 700), CGSize(width: 300, height: 640)]
        {
            let host = ViewHost(ConstraintsView(), size: size)
            let barTitle = try frame(host, "320 pt @750 — gives way")  // centred in the 36-point bar
            let barBottom = barTitle.midY + 18
            let panel = try #require(
                host.views.first { $0.typeName.hasPrefix("ConstraintLayout") || $0.typeName == "LayoutView" },
                "\(host.dump())")
            #expect(abs(panel.frame.maxY - (barBottom + 16)) < 0.5, "\(size): panel \(panel.frame), bar \(barTitle)")
            let explanation = try #require(host.views.first { $0.text?.hasPrefix("Two required widths") == true })
            let message = try #require(host.views.first { $0.text?.hasPrefix("Unable to simultaneously") == true })
            let heading = try frame(host, "Bounds vs frame")
            #expect(explanation.frame.minY >= panel.frame.maxY)
            #expect(message.frame.minY >= explanation.frame.maxY)
            #expect(heading.minY >= message.frame.maxY)
            #expect(try frame(host, "frame (33.0, 24.0, 133.9 × 112.0)").maxY <= size.height, "fits at \(size)")
        }
    }

    @Test func anUnsatisfiableConstraintProducesTheErrorText() throws {
        let text = "Unable to simultaneously satisfy constraints: box.width == 200 conflicts with the ones before it"
        #expect(ConstraintsDemo.conflictMessage == text)
        let host = ViewHost(ConstraintsView(), size: CGSize(width: 390, height: 640))
        #expect(host.find(text: text) != nil)
        // The live layout drops the conflicting constraint and keeps the first.
        let box = ConstraintItem.view("box")
        let layout = ConstraintLayout([
            box.widthAnchor.constraint(equalToConstant: 100), box.widthAnchor.constraint(equalToConstant: 200),
        ])
        #expect(throws: ConstraintLayoutError.self) {
            try layout.solve(proposal: .init(width: 300, height: 100), ids: ["box"], idealSizes: [])
        }
        let placed = ViewHost(
            layout { Color.red.constraintID("box").accessibilityIdentifier("box") },
            size: CGSize(width: 300, height: 100))
        let frame = try #require(placed.find(identifier: "box")).frame
        #expect(frame.width == 100, "the first width holds, the conflicting one is dropped: \(frame)")
    }

    @Test func boundsAndFrameOfARotatedView() {
        let size = CGSize(width: 120, height: 60)
        let thirty = BoundsAndFrame(center: CGPoint(x: 100, y: 80), size: size, degrees: 30)
        #expect(thirty.bounds == CGRect(x: 0, y: 0, width: 120, height: 60))
        // 120 cos 30 + 60 sin 30 = 133.92; 120 sin 30 + 60 cos 30 = 111.96.
        #expect(BoundsAndFrame.text(thirty.frame) == "(33.0, 24.0, 133.9 × 112.0)")
        let fortyFive = BoundsAndFrame(center: CGPoint(x: 100, y: 80), size: size, degrees: 45)
        // (120 + 60) · √2 / 2 = 127.28 on both axes.
        #expect(BoundsAndFrame.text(fortyFive.frame) == "(36.4, 16.4, 127.3 × 127.3)")
        let host = ViewHost(ConstraintsView(), size: CGSize(width: 390, height: 640))
        #expect(host.find(text: "frame (33.0, 24.0, 133.9 × 112.0)") != nil)
        #expect(host.tap("45°"))
        #expect(host.find(text: "frame (36.4, 16.4, 127.3 × 127.3)") != nil)
        #expect(host.find(text: "bounds (0.0, 0.0, 120.0 × 60.0)") != nil)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("constraints"))
        try host.assertSnapshot(named: "constraints", in: snapshotDirectory)
    }
}
