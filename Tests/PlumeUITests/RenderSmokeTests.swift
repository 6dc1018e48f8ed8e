import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

struct Smoke: View {
    @State var count = 0
    var body: some View {
        VStack(spacing: 12) {
            Text("Hello, Plume!").font(.largeTitle).bold()
            Text("Count: \(count)")
            HStack {
                Circle().fill(Color.red).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8).fill(
                    LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
                ).frame(width: 80, height: 40)
                Capsule().stroke(Color.green, lineWidth: 3).frame(width: 60, height: 30)
            }
            Button("Increment") { count += 1 }
                .buttonStyle(.borderedProminent)
            Text("A longer paragraph that should wrap onto more than one line inside the narrow frame we give it here.")
                .frame(width: 200)
                .padding()
                .background(Color.yellow.opacity(0.3))
                .cornerRadius(12)
                .shadow(radius: 4, y: 2)
        }
    }
}

@Suite("Render smoke") struct RenderSmokeTests {
    @Test func tapIncrementsAndRenders() throws {
        let host = ViewHost(Smoke(), size: CGSize(width: 400, height: 500))
        #expect(host.find(text: "Count: 0") != nil)
        #expect(host.tap("Increment"))
        #expect(host.find(text: "Count: 1") != nil)
        try host.writePNG(to: "/tmp/smoke.png")
        print(host.dump())
    }
}
