import Foundation
import PlumeUI
import PlumeTesting
import Testing

/// Moving the pointer asks for a frame only when hovering changes something.
@Suite struct HoverFrameTests {
    struct Screen: View {
        @State var entered = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("plain").frame(width: 100, height: 50)
                Text("entered \(entered)").frame(width: 100, height: 50)
                    .onHover { inside in if inside { entered += 1 } }
            }
        }
    }

    @Test func movingOverViewsWithoutHandlersRunsNoFrame() {
        let host = ViewHost(Screen(), size: CGSize(width: 100, height: 100))
        host.runFrame()
        #expect(host.withGraph { $0.needsFrame } == false)
        host.withGraph { $0.pointerHovered(at: CGPoint(x: 20, y: 10)) }
        #expect(host.withGraph { $0.needsFrame } == false)
        host.withGraph { $0.pointerHovered(at: CGPoint(x: 30, y: 20)) }
        #expect(host.withGraph { $0.needsFrame } == false)
    }

    @Test func enteringLeavingAndMovingOverAHandlerRunFrames() {
        let host = ViewHost(Screen(), size: CGSize(width: 100, height: 100))
        host.runFrame()
        host.withGraph { $0.pointerHovered(at: CGPoint(x: 20, y: 70)) }
        #expect(host.withGraph { $0.needsFrame })
        host.runFrame()
        #expect(host.find(text: "entered 1") != nil)
        // Moving over the handler calls it (continuous hover may change state): a frame runs.
        host.withGraph { $0.pointerHovered(at: CGPoint(x: 30, y: 70)) }
        #expect(host.withGraph { $0.needsFrame })
        host.runFrame()
        // Leaving it is a change of the hovered set.
        host.withGraph { $0.pointerHovered(at: CGPoint(x: 30, y: 10)) }
        #expect(host.withGraph { $0.needsFrame })
        host.runFrame()
        host.withGraph { $0.pointerHovered(at: nil) }
        #expect(host.withGraph { $0.needsFrame } == false)
        host.withGraph { $0.pointerHovered(at: CGPoint(x: 20, y: 70)) }
        host.runFrame()
        #expect(host.find(text: "entered 2") != nil)
    }
}
