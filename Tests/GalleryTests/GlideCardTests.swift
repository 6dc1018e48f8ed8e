import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// The window is 390×640: in segmented mode the card's top rests at 64 (open), 320 (compressed)
/// and 544 (closed).
private enum Tops {
    static let open: CGFloat = 64
    static let compressed: CGFloat = 320
    static let closed: CGFloat = 544
}

/// The card's top edge (window coordinates).
private func cardTop(_ host: ViewHost) -> CGFloat { host.find(identifier: "glide-card")?.frame.minY ?? .nan }

/// The first row's top relative to the card's top (grows negative as the list scrolls).
private func listOffset(_ host: ViewHost) -> CGFloat {
    (host.find(text: "Place 1")?.frame.minY ?? .nan) - cardTop(host)
}

/// The dim as drawn: the opacity of the black fill covering the whole window (0 when none is drawn).
private func dimOpacity(_ host: ViewHost) -> Double {
    let window = CGRect(x: 0, y: 0, width: 390, height: 640)
    for item in host.displayList.allItems() {
        if case .fill(let path, .color(let c), _) = item, c.red == 0, c.green == 0, c.blue == 0,
            path.boundingRect == window
        {
            return c.opacity
        }
    }
    return 0
}

/// A person's slow drag: press, move evenly over `duration`, rest 0.3 s, lift; returns the card's
/// top just before lifting. The clock then runs 2 s so the card settles.
@discardableResult
private func slowDrag(_ host: ViewHost, from a: CGPoint, to b: CGPoint, duration: TimeInterval = 1) -> CGFloat {
    host.press(at: a)
    host.move(from: a, to: b, steps: 20, duration: duration)
    host.advance(by: 0.3)
    let top = cardTop(host)
    host.release(at: b)
    host.advance(by: 2)
    return top
}

/// A fast short flick: `distance` points in 0.05 s, released at once; the clock then runs 2 s.
private func flick(_ host: ViewHost, at a: CGPoint, by distance: CGFloat) {
    host.drag(from: a, to: CGPoint(x: a.x, y: a.y + distance), steps: 5, duration: 0.05)
    host.advance(by: 2)
}

/// Where the handle is now.
private func handle(_ host: ViewHost) -> CGPoint {
    let frame = host.find(identifier: "glide-handle")?.frame ?? .zero
    return CGPoint(x: frame.midX, y: frame.midY + 6)
}

@Suite("glide-card") struct GlideCardTests {
    @Test func theCardStartsCompressedOverADimmedBackground() throws {
        let host = try mount("glide-card")
        #expect(cardTop(host) == Tops.compressed)
        #expect(host.find(label: "Card compressed") != nil)
        #expect(abs(dimOpacity(host) - 0.4 * 224 / 480) < 0.001)
    }

    @Test func aSlowDragOfTheHandleFollowsTheFingerAndSnapsToTheNearestState() throws {
        let host = try mount("glide-card")
        // Up 100: the card follows; released there it is nearer compressed than open.
        let start = handle(host)
        let during = slowDrag(host, from: start, to: CGPoint(x: start.x, y: start.y - 100))
        #expect(abs(during - (Tops.compressed - 100)) < 0.5)
        #expect(cardTop(host) == Tops.compressed)
        // Up 160: nearer open.
        let during2 = slowDrag(host, from: start, to: CGPoint(x: start.x, y: start.y - 160))
        #expect(abs(during2 - (Tops.compressed - 160)) < 0.5)
        #expect(cardTop(host) == Tops.open)
        #expect(host.find(label: "Card open") != nil)
    }

    @Test func aFastShortFlickGoesToTheNextStateInItsDirection() throws {
        let host = try mount("glide-card")
        flick(host, at: handle(host), by: -40)
        #expect(cardTop(host) == Tops.open)
        flick(host, at: handle(host), by: 40)
        #expect(cardTop(host) == Tops.compressed)
        flick(host, at: handle(host), by: 40)
        #expect(cardTop(host) == Tops.closed)
        #expect(dimOpacity(host) == 0)
        // The same 40 points slowly, from closed, is not enough to leave it.
        slowDrag(host, from: handle(host), to: CGPoint(x: handle(host).x, y: handle(host).y - 40))
        #expect(cardTop(host) == Tops.closed)
    }

    @Test func theSpringTakesTimeAndTheDimFollowsTheCard() throws {
        let host = try mount("glide-card")
        #expect(abs(dimOpacity(host) - 0.18667) < 0.001)
        host.drag(from: handle(host), to: CGPoint(x: 195, y: 280), steps: 5, duration: 0.05)
        // Released fast upwards: the card is on its way to open, the dim between the two.
        host.advance(by: 0.1)
        let midway = dimOpacity(host)
        #expect(midway > 0.2 && midway < 0.4)
        host.advance(by: 2)
        #expect(abs(dimOpacity(host) - 0.4) < 0.001)
    }

    @Test func aTapOnTheDimClosesTheCardAndShowCardBringsItBack() throws {
        let host = try mount("glide-card")
        host.tap(at: CGPoint(x: 195, y: 200))
        host.advance(by: 2)
        #expect(cardTop(host) == Tops.closed)
        #expect(dimOpacity(host) == 0)
        // Without the dim, the backdrop's controls take taps again.
        #expect(host.tap("Show card"))
        host.advance(by: 2)
        #expect(cardTop(host) == Tops.compressed)
    }

    @Test func whenOpenADragOnTheListScrollsItAndAtTheTopADragDownMovesTheCard() throws {
        let host = try mount("glide-card")
        flick(host, at: handle(host), by: -40)
        #expect(cardTop(host) == Tops.open)
        let rest = listOffset(host)
        // Up 200 on the list: it scrolls 190 (the first 10 points are the slop); the card stays.
        slowDrag(host, from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 300))
        #expect(cardTop(host) == Tops.open)
        #expect(abs(listOffset(host) - (rest - 190)) < 0.5)
        // Down 100: the list is not at its top, so it scrolls back.
        slowDrag(host, from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400))
        #expect(cardTop(host) == Tops.open)
        #expect(abs(listOffset(host) - (rest - 100)) < 0.5)
        // The wheel takes it back to the top; now a drag down moves the card with the finger.
        host.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: -500))
        #expect(listOffset(host) == rest)
        let during = slowDrag(host, from: CGPoint(x: 195, y: 250), to: CGPoint(x: 195, y: 400))
        #expect(abs(during - (Tops.open + 150)) < 0.5)
        #expect(listOffset(host) == rest)
        #expect(cardTop(host) == Tops.compressed)  // 214 is nearer compressed than open
    }

    @Test func whenCompressedADragOnTheListMovesTheCardNotTheList() throws {
        let host = try mount("glide-card")
        let rest = listOffset(host)
        let row = try #require(host.find(text: "Place 2")).frame
        let start = CGPoint(x: row.midX, y: row.midY)
        let during = slowDrag(host, from: start, to: CGPoint(x: start.x, y: start.y - 160))
        #expect(abs(during - (Tops.compressed - 160)) < 0.5)
        #expect(listOffset(host) == rest)
        #expect(cardTop(host) == Tops.open)
        // Compressed again, the wheel does not scroll the list either.
        flick(host, at: handle(host), by: 40)
        #expect(cardTop(host) == Tops.compressed)
        #expect(!host.scroll(at: CGPoint(x: 195, y: 500), by: CGSize(width: 0, height: 80)))
    }

    @Test func concreteModeOpensAtTheChosenHeightAndClosesOutOfSight() throws {
        let host = try mount("glide-card")
        host.tap(at: CGPoint(x: 195, y: 200))  // the dim: close first, the bar is under it
        host.advance(by: 2)
        #expect(host.tap("Concrete"))
        host.advance(by: 2)
        #expect(cardTop(host) == 320)  // half
        #expect(abs(dimOpacity(host) - 0.4) < 0.001)
        // The list scrolls: the card is open.
        slowDrag(host, from: CGPoint(x: 195, y: 560), to: CGPoint(x: 195, y: 460))
        #expect(cardTop(host) == 320)
        host.tap(at: CGPoint(x: 195, y: 200))
        host.advance(by: 2)
        #expect(cardTop(host) == 640)
        #expect(host.tap("Third"))
        host.advance(by: 2)
        #expect(abs(cardTop(host) - (640 - 640 / 3)) < 0.5)
        // A flick down dismisses it.
        flick(host, at: handle(host), by: 40)
        #expect(cardTop(host) == 640)
        #expect(dimOpacity(host) == 0)
    }

    @Test func aLostPressPutsTheCardBackWhereItRested() throws {
        let host = try mount("glide-card")
        let start = handle(host)
        host.press(at: start)
        host.move(from: start, to: CGPoint(x: start.x, y: start.y - 120), steps: 12, duration: 0.5)
        #expect(abs(cardTop(host) - (Tops.compressed - 120)) < 0.5)
        host.withGraph { $0.pointerCancel() }  // the window lost the pointer
        host.runFrame()
        host.advance(by: 2)
        #expect(cardTop(host) == Tops.compressed)
    }

    @Test func pictures() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("glide-card"))
        try host.assertSnapshot(named: "glide-card", in: snapshotDirectory)
        flick(host, at: handle(host), by: -40)
        try host.assertSnapshot(named: "glide-card-open", in: snapshotDirectory)
    }
}

@Suite("glide-card layout") struct GlideCardLayoutTests {
    let segmented = GlideCardLayout(mode: .segmented, containerHeight: 640)

    @Test func restingTopsAndDim() {
        #expect(segmented.states.map { segmented.top(of: $0) } == [64, 320, 544])
        #expect(segmented.dimOpacity(top: 64) == 0.4)
        #expect(segmented.dimOpacity(top: 544) == 0)
        #expect(segmented.dimOpacity(top: 0) == 0.4)  // never more than 0.4
        let third = GlideCardLayout(mode: .concrete(.oneThird), containerHeight: 600)
        #expect(third.states == [.open, .closed])
        #expect(third.top(of: .open) == 400)
        #expect(third.top(of: .closed) == 600)
        #expect(third.dimOpacity(top: 500) == 0.2)
        #expect(GlideConcreteDimension.custom(900).visibleHeight(in: 600) == 600)
        #expect(GlideConcreteDimension.custom(.nan).visibleHeight(in: 600) == 0)
    }

    @Test func snapping() {
        // Slow: the nearest to where it would come to rest.
        #expect(segmented.restingState(top: 200, velocity: 0, predictedTop: 200) == .compressed)
        #expect(segmented.restingState(top: 200, velocity: -300, predictedTop: 150) == .open)
        // Fast: the next state in the flick's direction, even from just past a state.
        #expect(segmented.restingState(top: 300, velocity: -800, predictedTop: -100) == .open)
        #expect(segmented.restingState(top: 340, velocity: 800, predictedTop: 740) == .closed)
        #expect(segmented.restingState(top: 80, velocity: 800, predictedTop: 480) == .compressed)
        #expect(segmented.restingState(top: 40, velocity: -900, predictedTop: -400) == .open)
        #expect(segmented.draggedTop(34) == 54)  // a third of the overshoot above open
    }
}
