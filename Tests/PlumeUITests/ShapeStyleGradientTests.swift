import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A caption scrim as a card overlay writes it: the gradient named by its `ShapeStyle` member.
private struct Scrim: View {
    var gradient: LinearGradient {
        .linearGradient(
            Gradient(colors: [.black.opacity(0.6), .black.opacity(0)]), startPoint: .bottom, endPoint: .center)
    }
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            gradient
            Text("Turtle Rock").foregroundStyle(.white).padding()
        }
        .frame(width: 200, height: 120)
    }
}

@Suite("Gradients as ShapeStyle members") struct ShapeStyleGradientTests {
    private func drawn<V: View>(_ view: V) -> DisplayList {
        ViewHost(view, size: CGSize(width: 200, height: 120)).displayList
    }

    @Test func theMembersDrawWhatTheInitialisersDraw() {
        let colors: [Color] = [.orange, .purple]
        #expect(
            drawn(Circle().fill(.linearGradient(colors: colors, startPoint: .top, endPoint: .bottom)))
                == drawn(Circle().fill(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom))))
        let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.3)]
        #expect(
            drawn(Rectangle().fill(.linearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)))
                == drawn(Rectangle().fill(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing))))
        #expect(
            drawn(Rectangle().fill(.radialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 60)))
                == drawn(
                    Rectangle().fill(RadialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 60))))
        #expect(
            drawn(
                Rectangle().fill(
                    .angularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(180))))
                == drawn(
                    Rectangle().fill(
                        AngularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(180)))))
    }

    @Test func aGradientMemberIsAViewToo() {
        let host = ViewHost(Scrim(), size: CGSize(width: 200, height: 120))
        #expect(host.find(text: "Turtle Rock") != nil)
        #expect(host.dumpDisplayList().contains("linear"))
    }
}
