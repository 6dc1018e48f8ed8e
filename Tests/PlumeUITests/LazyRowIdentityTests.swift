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
                    LazyVStack(spacing: 0) {
                        ForEach(names, id: \.self) { name in
                            TapCounter(name: name).transition(.opacity)
                        }
                    }
                }
            }
        }

        func change(_ body: () -> Void) {
            if animated { withAnimation(.linear(duration: 1), body) } else { body() }
        }
    }

    /// A row 40 points tall that counts its taps in `@State`.
    private struct TapCounter: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            Button("\(name) \(taps)") { taps += 1 }
                .frame(maxWidth: .infinity)
                .frame(height: 40)
        }
    }

    /// The opacity `text` is drawn with (nil when it is not drawn).
    private func opacity(of text: String, _ host: ViewHost) -> Double? {
        var found: Double?
        func walk(_ list: DisplayList, _ o: Double) {
            for item in list.items {
                switch item {
                case .text(let request, _, _) where request.string == text: found = o
                case .effect(.opacity(let v), let inner): walk(inner, o * v)
                case .effect(_, let inner): walk(inner, o)
                default: break
                }
            }
        }
        walk(host.displayList, 1)
        return found
    }

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

    @Test func withoutAnimationARemovedRowGoesAtOnce() {
        let host = makeHost(animated: false)
        #expect(host.tap("Remove Grace"))
        #expect(host.find(text: "Grace 0") == nil)
        #expect(opacity(of: "Grace 0", host) == nil)
    }

    @Test func anInsertedRowFadesIn() throws {
        let host = makeHost()
        #expect(host.tap("Add Ken"))
        host.advance(by: 0.5)
        let appearing = try #require(opacity(of: "Ken 0", host))
        #expect(abs(appearing - 0.5) < 0.05)
        host.advance(by: 0.6)
        #expect(opacity(of: "Ken 0", host) == 1)
        let ada = try #require(host.find(text: "Ada 0")?.frame)
        #expect(host.find(text: "Ken 0")?.frame.minY == ada.minY + 40)
    }

    @Test func aRowAppendedAtTheVisibleEndFadesIn() throws {
        let host = makeHost()
        #expect(host.tap("Append Barbara"))
        host.advance(by: 0.5)
        let appearing = try #require(opacity(of: "Barbara 0", host))
        #expect(abs(appearing - 0.5) < 0.05)
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
