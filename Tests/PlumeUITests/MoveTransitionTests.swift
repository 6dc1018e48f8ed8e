import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

@Suite("Move and offset transitions")
struct MoveTransitionTests {
    private struct Drawer: View {
        let transition: AnyTransition
        @State var shown = false
        var body: some View {
            VStack {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                if shown { Text("Panel").transition(transition) }
            }
        }
    }

    /// The x translation of the effect around "Panel" in the display list, or nil when it is drawn in place.
    private func panelShift(_ host: ViewHost) -> Double? {
        let lines = host.dumpDisplayList().split(separator: "\n").map(String.init)
        guard let panel = lines.firstIndex(where: { $0.contains("\"Panel\"") }) else { return nil }
        guard let effect = lines[..<panel].last(where: { $0.contains("transform") }) else { return nil }
        // "transform [a, b, c, d, tx, ty]": read tx.
        let numbers = effect.split(whereSeparator: { !"-0123456789.".contains($0) }).compactMap { Double($0) }
        return numbers.count >= 6 ? numbers[numbers.count - 2] : nil
    }

    @Test func anInsertedViewMovesInFromItsEdge() throws {
        let host = ViewHost(Drawer(transition: .move(edge: .leading)), size: CGSize(width: 300, height: 200))
        #expect(host.tap("Toggle"))
        let start = try #require(panelShift(host), "\(host.dumpDisplayList())")
        #expect(start < -100, "starts out past the leading edge: \(start)")
        host.advance(by: 0.5)
        let middle = try #require(panelShift(host))
        #expect(middle > start && middle < 0, "half-way in: \(middle)")
        host.advance(by: 0.6)
        #expect(panelShift(host) == nil, "in place at the end")
    }

    @Test func aRemovedViewMovesOutToItsEdgeThenGoes() throws {
        let host = ViewHost(Drawer(transition: .move(edge: .trailing)), size: CGSize(width: 300, height: 200))
        #expect(host.tap("Toggle"))
        host.advance(by: 1.1)
        #expect(host.tap("Toggle"))
        host.advance(by: 0.5)
        let middle = try #require(panelShift(host))
        #expect(middle > 20, "on its way out to the trailing edge: \(middle)")
        host.advance(by: 0.6)
        #expect(host.find(text: "Panel") == nil)
    }

    @Test func anOffsetTransitionAnimatesTheInsertion() throws {
        let host = ViewHost(Drawer(transition: .offset(x: -80)), size: CGSize(width: 300, height: 200))
        #expect(host.tap("Toggle"))
        host.advance(by: 0.5)
        let middle = try #require(panelShift(host))
        #expect(abs(middle + 40) < 3, "half of -80: \(middle)")
    }
}
