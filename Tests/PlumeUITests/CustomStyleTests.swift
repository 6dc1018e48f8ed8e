import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

// Custom toggle, label and progress view styles written as SwiftUI code writes them, each driven
// as a person would.

private struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
                Text(configuration.isOn ? "is on" : "is off")
            }
        }
    }
}

/// A style that keeps state of its own and wraps the built-in switch.
private struct CountingSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        CountingSwitch(configuration: configuration)
    }
    struct CountingSwitch: View {
        let configuration: ToggleStyleConfiguration
        @State private var flips = 0
        var body: some View {
            VStack {
                Toggle(configuration).toggleStyle(.switch)
                    .onChange(of: configuration.isOn) { flips += 1 }
                Text("flipped \(flips) times")
            }
        }
    }
}

private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon
        }
    }
}

private struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text(configuration.fractionCompleted.map { "\(Int($0 * 100)) %" } ?? "waiting")
        }
    }
}

private struct Settings: View {
    @State private var wifi = false
    @State private var bluetooth = true
    @State private var progress = 0.25

    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckmarkToggleStyle())
            Toggle("Bluetooth", isOn: $bluetooth).toggleStyle(CountingSwitchStyle())
            Text(wifi ? "Wi-Fi on" : "Wi-Fi off")
            Label("Next", systemImage: "chevron.right").labelStyle(TrailingIconLabelStyle())
            ProgressView("Upload", value: progress).progressViewStyle(PercentProgressStyle())
            ProgressView().progressViewStyle(PercentProgressStyle())
            ProgressView(value: progress) {
                Text("Sync")
            } currentValueLabel: {
                Text("\(Int(progress * 4)) of 4")
            }
            Button("More") { progress += 0.25 }
        }
    }
}

@Suite struct CustomStyleTests {
    private func host() -> ViewHost { ViewHost(Settings(), size: CGSize(width: 390, height: 700)) }

    @Test func aCustomToggleStyleFlipsTheBindingThroughItsConfiguration() {
        let host = host()
        #expect(host.find(text: "is off") != nil)
        #expect(host.find(text: "Wi-Fi off") != nil)
        #expect(host.tap("Wi-Fi"))
        #expect(host.find(text: "is on") != nil)
        #expect(host.find(text: "Wi-Fi on") != nil)
    }

    @Test func aStyleBodyKeepsStateAndWrapsTheBuiltInStyle() {
        let host = host()
        #expect(host.find(text: "flipped 0 times") != nil)
        #expect(host.tap("Bluetooth"))
        host.advance(by: 0.5)
        #expect(host.tap("Bluetooth"))
        host.advance(by: 0.5)
        #expect(host.find(text: "flipped 2 times") != nil)
        #expect(host.find(label: "On") != nil, "the built-in switch draws the state inside the custom style")
    }

    @Test func aCustomLabelStylePutsTheIconAfterTheTitle() throws {
        let host = host()
        let title = try #require(host.find(text: "Next"))
        let icon = try #require(host.views.first { $0.label == "chevron.right" || $0.label == "Forward" })
        #expect(icon.frame.minX >= title.frame.maxX)
    }

    @Test func aCustomProgressStyleSeesTheFractionAndTheLabel() {
        let host = host()
        #expect(host.find(text: "Upload") != nil)
        #expect(host.find(text: "25 %") != nil)
        #expect(host.find(text: "waiting") != nil)
        #expect(host.tap("More"))
        #expect(host.find(text: "50 %") != nil)
    }

    @Test func theCurrentValueLabelShowsUnderTheBar() throws {
        let host = host()
        let label = try #require(host.find(text: "Sync"))
        let value = try #require(host.find(text: "1 of 4"))
        #expect(value.frame.minY > label.frame.maxY + 4, "the bar sits between them")
    }

    @Test func builtInStylesStillSpellAsSwiftUI() {
        let host = ViewHost(
            VStack {
                Toggle("A", isOn: .constant(true)).toggleStyle(.automatic)
                Toggle("B", systemImage: "star", isOn: .constant(false)).toggleStyle(.button)
                Label("C", systemImage: "star").labelStyle(.automatic)
                Label("D", systemImage: "star").labelStyle(.iconOnly)
                ProgressView { Text("E") }.progressViewStyle(.circular)
                ProgressView(value: 2.0, total: 4.0).progressViewStyle(.linear)
            }, size: CGSize(width: 300, height: 500))
        #expect(host.find(text: "A") != nil)
        #expect(host.find(text: "B") != nil)
        #expect(host.find(text: "C") != nil)
        #expect(host.find(text: "D") == nil, "icon only")
        #expect(host.find(text: "E") != nil)
    }
}
