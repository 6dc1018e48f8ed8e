import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

@Suite("Idle frames") struct IdleFrameTests {
    private struct Pulse: View {
        @State var on = false
        var body: some View {
            VStack {
                Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
                Circle().frame(width: 20, height: 20).opacity(on ? 1 : 0.2)
            }
        }
    }

    @Test func framesRunOnlyWhileSomethingAnimates() {
        let host = ViewHost(Pulse(), size: CGSize(width: 200, height: 200))
        // Idle: no pending work, and a second of clock time runs only the one closing frame.
        #expect(!host.withGraph { $0.hasPendingWork })
        let idleStart = host.frameCount
        host.advance(by: 1)
        #expect(host.frameCount - idleStart == 1)
        #expect(host.tap("Go"))
        #expect(host.withGraph { $0.hasPendingWork })
        let animatingStart = host.frameCount
        host.advance(by: 1)
        // About 60 frames while the 1 s animation runs, then none.
        #expect(host.frameCount - animatingStart >= 55)
        #expect(!host.isAnimating)
        #expect(!host.withGraph { $0.hasPendingWork })
        let afterStart = host.frameCount
        host.advance(by: 2)
        #expect(host.frameCount - afterStart == 1)
    }
}
