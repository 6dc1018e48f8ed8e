import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct Toggler: View {
    let transition: AnyTransition
    @State var show = false
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { show.toggle() } }
            if show {
                Text("Details").transition(transition)
            }
        }
    }
}

@Suite("Transitions") struct TransitionTests {
    private func opacity(of text: String, _ host: ViewHost) -> Double? { drawnOpacity(of: text, in: host) }

    @Test func opacityFadesInAndOutAndRemovalWaitsForTheEnd() {
        let host = ViewHost(Toggler(transition: .opacity), size: CGSize(width: 300, height: 300))
        #expect(host.find(text: "Details") == nil)
        #expect(host.tap("Toggle"))
        host.advance(by: 0.5)
        let fadingIn = opacity(of: "Details", host)
        #expect(fadingIn.map { abs($0 - 0.5) < 0.02 } == true)
        host.advance(by: 0.6)
        #expect(opacity(of: "Details", host) == 1)
        #expect(host.tap("Toggle"))
        host.advance(by: 0.5)
        // Still there while it fades out.
        #expect(host.find(text: "Details") != nil)
        #expect(opacity(of: "Details", host).map { abs($0 - 0.5) < 0.02 } == true)
        host.advance(by: 0.6)
        #expect(host.find(text: "Details") == nil)
        #expect(!host.isAnimating)
    }

    @Test func withoutAnimationTheViewComesAndGoesAtOnce() {
        struct Plain: View {
            @State var show = false
            var body: some View {
                VStack {
                    Button("Toggle") { show.toggle() }
                    if show { Text("Details").transition(.opacity) }
                }
            }
        }
        let host = ViewHost(Plain(), size: CGSize(width: 300, height: 300))
        #expect(host.tap("Toggle"))
        #expect(opacity(of: "Details", host) == 1)
        #expect(host.tap("Toggle"))
        #expect(host.find(text: "Details") == nil)
    }

    @Test func moveAndScaleTransitionsAnimateGeometry() {
        let host = ViewHost(
            Toggler(transition: .move(edge: .leading).combined(with: .scale)), size: CGSize(width: 300, height: 300))
        #expect(host.tap("Toggle"))
        let final = host.find(text: "Details")?.frame
        host.advance(by: 0.25)
        let list = host.dumpDisplayList()
        #expect(list.contains("transform"))  // scaling in
        host.advance(by: 1)
        #expect(host.find(text: "Details")?.frame == final)
        #expect(!host.dumpDisplayList().contains("transform"))
    }

    @Test func asymmetricUsesRemovalOnlyOnTheWayOut() {
        let host = ViewHost(
            Toggler(transition: .asymmetric(insertion: .identity, removal: .opacity)),
            size: CGSize(width: 300, height: 300))
        #expect(host.tap("Toggle"))
        #expect(opacity(of: "Details", host) == 1)  // identity insertion: shown at once
        host.advance(by: 1.1)
        #expect(host.tap("Toggle"))
        host.advance(by: 0.5)
        #expect(opacity(of: "Details", host).map { $0 < 0.9 } == true)
        host.advance(by: 0.6)
        #expect(host.find(text: "Details") == nil)
    }
}
