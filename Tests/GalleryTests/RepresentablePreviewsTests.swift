import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The `representable-previews` scene: the tutorial's previews of a wrapped `BackgroundView`
/// rendered in light and dark at 200 × 200, the scene showing them, and its live copy whose corner
/// radius a drag picks (view → coordinator → `@Binding` → `updateUIView` → drawing).
@Suite("representable-previews") struct RepresentablePreviewsTests {
    /// The frames of the views named `name` in the layout dump, in order.
    private func frames(of name: String, in host: ViewHost) -> [CGRect] {
        host.dump().split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix(name + " ") }
            .compactMap { line in
                guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { return nil }
                let n = line[line.index(after: open)..<close].split(separator: ",").compactMap {
                    Double($0.trimmingCharacters(in: .whitespaces))
                }
                return n.count == 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : nil
            }
    }

    @Test func thePreviewsRenderAtTheirFixedSizeInTheirOwnSchemes() throws {
        let rendered = try PreviewRenderer.render(BackgroundViewContainer_Previews.self)
        #expect(rendered.count == 4, "two previews, each in light and dark")
        for preview in rendered {
            #expect(preview.size == CGSize(width: 200, height: 200))
            #expect(preview.notes.isEmpty)
            let first = preview.name.hasSuffix(" 1")
            let centre = preview.image.pixel(x: 100, y: 100)
            let border = preview.image.pixel(x: 7, y: 100)
            // `.colorScheme(.light)` / `.colorScheme(.dark)` on each preview win over the renderer's scheme.
            #expect(centre.red == (first ? 255 : 0) && centre.alpha == 255, "\(preview.fileName): \(centre)")
            #expect(border.blue == 255 && border.red == (first ? 0 : 10), "\(preview.fileName): \(border)")
            #expect(preview.image.pixel(x: 1, y: 1) != border, "outside the rounded corner nothing is drawn")
        }
    }

    @Test func theSceneShowsEachPreviewAtItsLayoutSize() throws {
        let host = try mount("representable-previews")
        let panes = frames(of: "BackgroundViewContainer", in: host)
        #expect(
            panes.map(\.size) == [CGSize(width: 200, height: 200), CGSize(width: 200, height: 200)], "\(host.dump())")
        #expect(panes.count == 2 && panes[0].maxX < panes[1].minX && panes[0].minY == panes[1].minY, "side by side")
        #expect(host.find(text: "Preview 1 · 200 × 200") != nil)
        let list = host.dumpDisplayList()
        #expect(list.contains("fill #FFFFFFFF M 32 0"), "the light preview's background")
        #expect(list.contains("fill #000000FF M 32 0"), "the dark preview's background, in a light window")
    }

    @Test func draggingAcrossTheLiveViewPicksItsCornerRadius() throws {
        let host = try mount("representable-previews")
        #expect(host.find(text: "Corner radius 32 pt") != nil)
        let live = try #require(frames(of: "CornerPickerContainer", in: host).first, "\(host.dump())")
        #expect(live.height == 150)
        let before = host.dumpDisplayList()
        host.drag(
            from: CGPoint(x: live.minX + 20, y: live.midY), to: CGPoint(x: live.minX + live.width * 0.75, y: live.midY))
        // 3/4 of the way across picks 3/4 of half the shorter side: 0.75 × 75 = 56.25, rounded.
        #expect(host.find(text: "Corner radius 56 pt") != nil, "\(host.texts)")
        let after = host.dumpDisplayList()
        #expect(after != before)
        #expect(after.contains("fill #FFFFFFFF M 56 0"), "the view redrew with the radius its update gave it")
        #expect(host.tap("Reset"))
        #expect(host.find(text: "Corner radius 32 pt") != nil)
        #expect(host.dumpDisplayList() == before)
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let host = try mount("representable-previews")
        host.setColorScheme(scheme)
        host.advance(by: 0.2)
        try host.assertSnapshot(named: "representable-previews-\(scheme.rawValue)", in: snapshotDirectory)
    }
}
