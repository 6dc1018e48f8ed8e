import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A lazy stack's rows come and go through the graph's common child diff: removal and insertion
/// transitions play as in a `VStack`, state follows ids, and rows scrolled out of view leave at
/// once without transitions.
@Suite("Lazy rows through the common diff") struct LazyRowIdentityTests {
    /// Rows of names in a lazy stack in a scroll view, each fading in and out, with buttons that
    /// change the names under an animation.
    private struct Names: View {
        @State var names = ["Ada", "Grace", "Linus", "Margaret"]
        var animated = true
        /// The rows' width (nil: the stack's), and the direction the stack lays out in.
        var rowWidth: CGFloat? = nil
        var direction = LayoutDirection.leftToRight
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button("Remove Grace") { change { names.removeAll { $0 == "Grace" } } }
                    Button("Add Ken") { change { names.insert("Ken", at: 1) } }
                    Button("Append Barbara") { change { names.append("Barbara") } }
                    Button("Reverse") { change { names.reverse() } }
                }
                .frame(height: 40)
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(names, id: \.self) { name in
                            TapCounter(name: name, width: rowWidth).transition(.opacity)
                        }
                    }
                }
            }
            .environment(\.layoutDirection, direction)
        }

        func change(_ body: () -> Void) {
            if animated { withAnimation(.linear(duration: 1), body) } else { body() }
        }
    }

    /// A row 40 points tall that counts its taps in `@State`.
    private struct TapCounter: View {
        let name: String
        var width: CGFloat?
        @State private var taps = 0
        var body: some View {
            Button("\(name) \(taps)") { taps += 1 }
                .frame(maxWidth: width ?? .infinity)
                .frame(height: 40)
        }
    }

    private func opacity(of text: String, _ host: ViewHost) -> Double? { drawnOpacity(of: text, in: host) }

    private func makeHost(animated: Bool = true) -> ViewHost {
        ViewHost(Names(animated: animated), size: CGSize(width: 400, height: 400))
    }

    @Test func aRemovedRowFadesOutWhereItWasWhileTheRowsBelowMoveUp() throws {
        let host = makeHost()
        let graceFrame = try #require(host.find(text: "Grace 0")?.frame)
        let linusBefore = try #require(host.find(text: "Linus 0")?.frame)
        #expect(host.tap("Remove Grace"))
        host.advance(by: 0.5)
        // Still drawn, half faded, at its old place.
        let fading = try #require(opacity(of: "Grace 0", host))
        #expect(abs(fading - 0.5) < 0.05)
        #expect(host.find(text: "Grace 0")?.frame == graceFrame)
        host.advance(by: 0.6)
        #expect(host.find(text: "Grace 0") == nil)
        #expect(opacity(of: "Grace 0", host) == nil)
        // Linus took Grace's place.
        #expect(host.find(text: "Linus 0")?.frame.minY == graceFrame.minY)
        #expect(linusBefore.minY == graceFrame.minY + 40)
        #expect(!host.isAnimating)
    }

    /// In a right-to-left stack a narrow row sits at the right (leading) edge; while it fades out
    /// it stays there (its kept place is given left to right and mirrored once, like every other).
    @Test func aRemovedRowFadesOutWhereItWasInARightToLeftStack() throws {
        let host = ViewHost(
            Names(rowWidth: 120, direction: .rightToLeft), size: CGSize(width: 400, height: 400))
        let graceFrame = try #require(host.find(text: "Grace 0")?.frame)
        #expect(graceFrame.minX > 200)
        #expect(host.tap("Remove Grace"))
        host.advance(by: 0.5)
        #expect(try #require(opacity(of: "Grace 0", host)) < 0.6)
        #expect(host.find(text: "Grace 0")?.frame == graceFrame)
    }

    @Test func withoutAnimationARemovedRowGoesAtOnce() {
        let host = makeHost(animated: false)
        #expect(host.tap("Remove Grace"))
        #expect(host.find(text: "Grace 0") == nil)
        #expect(opacity(of: "Grace 0", host) == nil)
    }

    /// Ken goes in second place, Barbara after the last row; both rows are in view.
    @Test(arguments: [("Add Ken", "Ken 0"), ("Append Barbara", "Barbara 0")])
    func anInsertedRowFadesIn(button: String, row: String) throws {
        let host = makeHost()
        #expect(host.tap(button))
        host.advance(by: 0.5)
        let appearing = try #require(opacity(of: row, host))
        #expect(abs(appearing - 0.5) < 0.05)
        host.advance(by: 0.6)
        #expect(opacity(of: row, host) == 1)
        let ada = try #require(host.find(text: "Ada 0")?.frame)
        let expectedRow = button == "Add Ken" ? 1 : 4
        #expect(host.find(text: row)?.frame.minY == ada.minY + 40 * CGFloat(expectedRow))
    }

    @Test func stateFollowsTheRowsIdWhenTheRowsMove() throws {
        let host = makeHost(animated: false)
        #expect(host.tap("Grace 0"))
        #expect(host.tap("Grace 1"))
        #expect(host.tap("Reverse"))
        // Grace kept her count, now in third place.
        let grace = try #require(host.find(text: "Grace 2")?.frame)
        let top = try #require(host.find(text: "Margaret 0")?.frame)
        #expect(grace.minY == top.minY + 80)
        #expect(host.find(text: "Ada 0") != nil)
    }

    @Test func rowsScrolledOutOfViewLeaveWithoutTransitions() throws {
        struct Long: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<500, id: \.self) { i in
                            Text("Row \(i)").frame(height: 40).transition(.opacity)
                        }
                    }
                }
            }
        }
        let host = ViewHost(Long(), size: CGSize(width: 300, height: 400))
        #expect(host.find(text: "Row 0") != nil)
        withAnimation(.linear(duration: 1)) {
            _ = host.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 4000))
        }
        host.advance(by: 0.1)
        #expect(host.find(text: "Row 0") == nil)
        #expect(opacity(of: "Row 0", host) == nil)
        #expect(host.find(text: "Row 100") != nil)
    }
}
