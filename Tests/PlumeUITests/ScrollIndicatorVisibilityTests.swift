import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A feed of rows in a scroll view, with the indicator visibility a test gives it.
private struct Feed: View {
    let visibility: ScrollIndicatorVisibility
    var axes: Axis.Set = [.vertical, .horizontal]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<50) { Text("Row \($0)").frame(height: 40) }
            }
            .frame(maxWidth: .infinity)
        }
        .scrollIndicators(visibility, axes: axes)
    }
}

extension ViewHost {
    /// The vertical scroll indicator bars drawn in the last frame: fills 3 points wide whose left
    /// edge is beyond `x` (the window's trailing edge).
    func verticalIndicatorBars(beyond x: CGFloat) -> Int {
        displayList.items.filter {
            if case .fill(let path, _, _) = $0 {
                let b = path.controlPointBounds
                return b.width == 3 && b.minX > x
            }
            return false
        }.count
    }
}

@Suite("Scroll indicator visibility") struct ScrollIndicatorVisibilityTests {
    private let window = CGSize(width: 300, height: 400)

    private func bars(_ host: ViewHost) -> Int { host.verticalIndicatorBars(beyond: 290) }

    @Test func hiddenIndicatorsAreNotDrawnWhileScrolling() {
        for visibility in [ScrollIndicatorVisibility.hidden, .never] {
            let host = ViewHost(Feed(visibility: visibility), size: window)
            #expect(host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100)))
            #expect(bars(host) == 0, "\(visibility)")
            #expect(!host.withGraph { $0.hasPendingWork }, "no frames for a fade that is not drawn")
        }
    }

    @Test func visibleIndicatorsStayWithoutAskingForFrames() {
        let host = ViewHost(Feed(visibility: .visible), size: window)
        #expect(bars(host) == 1, "shown before any scrolling")
        #expect(host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100)))
        host.advance(by: 2)
        #expect(bars(host) == 1, "still shown long after the content stopped")
        #expect(!host.withGraph { $0.hasPendingWork })
    }

    @Test func automaticIndicatorsFadeAndOnlyTheGivenAxesChange() {
        let host = ViewHost(Feed(visibility: .automatic), size: window)
        #expect(bars(host) == 0)
        host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100))
        #expect(bars(host) == 1)
        host.advance(by: 1)
        #expect(bars(host) == 0)

        let horizontalOnly = ViewHost(Feed(visibility: .hidden, axes: .horizontal), size: window)
        horizontalOnly.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100))
        #expect(bars(horizontalOnly) == 1, "the vertical indicator keeps its automatic visibility")
    }

    @Test func theEnvironmentCarriesEachAxis() {
        var environment = EnvironmentValues()
        #expect(environment.verticalScrollIndicatorVisibility == .automatic)
        environment.horizontalScrollIndicatorVisibility = .never
        #expect(environment.horizontalScrollIndicatorVisibility == .never)
        #expect(environment.verticalScrollIndicatorVisibility == .automatic)
    }
}
