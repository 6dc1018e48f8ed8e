import Foundation
import PlumeGraphics
import PlumeTesting
import PlumeUI
import Testing

/// A view inserted into a container that is sliding under the same animation moves with it (as in
/// SwiftUI), instead of standing at its destination while the rest slides.
@Suite struct InsertedIntoMovingViewTests {
    struct Panel: View {
        @State private var aside = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                VStack {
                    Button("Slide") { withAnimation(.linear(duration: 1)) { aside.toggle() } }
                    Spacer()
                }
                .frame(width: 200, height: 200)
                .background {
                    // A different view while aside (an `if` switches it), as the slide-out panel's shadow.
                    if aside {
                        Rectangle().fill(Color.red)
                    } else {
                        Rectangle().fill(Color.blue)
                    }
                }
                .offset(x: aside ? 150 : 0)
            }
            .frame(width: 400, height: 200, alignment: .topLeading)
        }
    }

    private func fills(_ host: ViewHost, _ color: Color) -> [CGRect] {
        let resolved = color.resolve(in: .light)
        return host.displayList.allItems().compactMap {
            if case .fill(let path, .color(let c), _) = $0, c == resolved { return path.boundingRect }
            return nil
        }
    }

    @Test func anInsertedBackgroundSlidesWithItsPanel() throws {
        let host = ViewHost(Panel(), size: CGSize(width: 400, height: 200))
        #expect(fills(host, .blue).first?.minX == 0)
        #expect(host.tap("Slide"))
        host.advance(by: 0.5)
        let red = try #require(fills(host, .red).first)
        #expect(abs(red.minX - 75) < 1, "halfway with its panel, not at its destination: \(red)")
        host.advance(by: 0.6)
        #expect(fills(host, .red).first.map { abs($0.minX - 150) < 0.01 } == true)
    }

    @Test func withoutAnAnimationTheInsertedViewIsAtItsPlace() throws {
        struct Plain: View {
            @State private var aside = false
            var body: some View {
                Button("Slide") { aside.toggle() }
                    .frame(width: 200, height: 200)
                    .background { if aside { Color.red } else { Color.blue } }
                    .offset(x: aside ? 150 : 0)
                    .frame(width: 400, height: 200, alignment: .topLeading)
            }
        }
        let host = ViewHost(Plain(), size: CGSize(width: 400, height: 200))
        #expect(host.tap("Slide"))
        #expect(fills(host, .red).first.map { abs($0.minX - 150) < 0.01 } == true)
    }
}
