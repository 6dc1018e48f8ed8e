import Foundation
import PlumeTesting
import PlumeUI
import Testing

/// `@Environment(\.horizontalSizeClass)` as adaptive layouts read it, following the window's size.
@Suite("Size classes") struct SizeClassTests {
    private struct Adaptive: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View {
            VStack {
                if horizontal == .compact {
                    VStack {
                        Text("One")
                        Text("Two")
                    }
                } else {
                    HStack {
                        Text("One")
                        Text("Two")
                    }
                }
                Text(
                    "h \(horizontal == .compact ? "compact" : "regular"), v \(vertical == .compact ? "compact" : "regular")"
                )
            }
        }
    }

    @Test func theClassesFollowTheWindow() throws {
        let host = ViewHost(Adaptive(), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "h compact, v regular") != nil)
        let one = try #require(host.find(text: "One")).frame
        let two = try #require(host.find(text: "Two")).frame
        #expect(two.minY > one.maxY - 1, "stacked in a narrow window")
        host.resize(to: CGSize(width: 900, height: 400))
        #expect(host.find(text: "h regular, v compact") != nil)
        let wideOne = try #require(host.find(text: "One")).frame
        let wideTwo = try #require(host.find(text: "Two")).frame
        #expect(wideTwo.minX > wideOne.maxX - 1, "side by side in a wide window")
    }

    @Test func aSubtreeCanBeToldItsClass() {
        let host = ViewHost(
            Adaptive().environment(\.horizontalSizeClass, .regular), size: CGSize(width: 390, height: 844))
        #expect(host.find(text: "h regular, v regular") != nil)
    }

    @Test func aResizeWithinAClassEvaluatesNothing() {
        let host = ViewHost(Adaptive(), size: CGSize(width: 390, height: 844))
        let before = host.bodyEvaluations
        host.resize(to: CGSize(width: 420, height: 800))
        #expect(host.bodyEvaluations == before)
    }
}
