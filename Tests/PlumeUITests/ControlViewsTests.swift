import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct Controls: View {
    @State var wifi = false
    @State var agree = false
    @State var volume = 0.5
    @State var count = 1
    var body: some View {
        VStack(spacing: 16) {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("I agree", isOn: $agree).toggleStyle(.checkbox)
            Slider(value: $volume, in: 0...1, step: 0.1)
            Text("Volume \(volume, specifier: "%.1f")")
            Stepper("Count: \(count)", value: $count, in: 0...3)
            ProgressView("Download", value: 0.25)
            ProgressView(value: 0.5).progressViewStyle(.circular)
            Label("Favorites", systemImage: "heart.fill")
        }
        .padding()
    }
}

@Suite("Control views") struct ControlViewsTests {
    @Test func toggleSliderStepperWorkByTouch() throws {
        let host = ViewHost(Controls(), size: CGSize(width: 360, height: 520))
        #expect(host.find(label: "Off") != nil)
        #expect(host.tap("Wi-Fi"))
        host.advance(by: 0.3)
        #expect(host.find(label: "On") != nil)
        #expect(host.dumpDisplayList().contains("fill #34C759FF"))  // the green track
        let slider = try #require(host.find(label: "Slider")).frame
        host.tap(at: CGPoint(x: slider.maxX - 14, y: slider.midY))
        #expect(host.find(text: "Volume 1.0") != nil)
        host.drag(from: CGPoint(x: slider.maxX - 14, y: slider.midY), to: CGPoint(x: slider.midX, y: slider.midY))
        #expect(host.find(text: "Volume 0.5") != nil)
        #expect(host.tap("Increment"))
        #expect(host.tap("Increment"))
        #expect(host.tap("Increment"))  // clamped at 3
        #expect(host.find(text: "Count: 3") != nil)
        #expect(host.tap("Decrement"))
        #expect(host.find(text: "Count: 2") != nil)
        #expect(host.tap("I agree"))
        #expect(host.dumpDisplayList().contains("Material Icons"))  // the check mark shows
        try host.writePNG(to: "/tmp/controls.png")
    }

    @Test func progressClampsBadValues() {
        let host = ViewHost(
            VStack {
                ProgressView(value: Double.nan)
                ProgressView(value: 7.0, total: 2)
                ProgressView()
            }, size: CGSize(width: 200, height: 200))
        host.advance(by: 0.5)
        #expect(host.isAnimating)  // the spinner turns
    }
}
