import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// The same controls at one control size.
private struct Sized: View {
    let size: ControlSize
    var shape: ButtonBorderShape = .automatic
    @State private var on = true
    @State private var value = 0.5
    @State private var pick = 0
    @State private var count = 0
    @State private var text = ""
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Button("Bordered") {}.buttonStyle(.bordered).buttonBorderShape(shape)
            Button("Prominent") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape)
            Toggle("Switch", isOn: $on)
            Slider(value: $value)
            Picker("Pick", selection: $pick) {
                Text("One").tag(0)
                Text("Two").tag(1)
            }
            .pickerStyle(.segmented)
            Stepper("Count \(count)", value: $count, in: 0...9)
            ProgressView(value: 0.4)
            TextField("Name", text: $text).textFieldStyle(.roundedBorder)
        }
        .padding(12)
        .controlSize(size)
    }
}

private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

@MainActor @Suite("ControlSize") struct ControlSizeTests {
    private func heights(_ size: ControlSize) throws -> [String: CGFloat] {
        let host = makeHost(Sized(size: size), width: 360, height: 600)
        var result: [String: CGFloat] = [:]
        // The button around the "Bordered" text: the largest view of the button holding it.
        let text = try #require(host.find(text: "Bordered")).frame
        let button = host.views.filter { $0.isButton && $0.frame.contains(CGPoint(x: text.midX, y: text.midY)) }
            .max { $0.frame.height < $1.frame.height }
        result["Bordered"] = try #require(button).frame.height
        result["Increment"] = try #require(host.find(label: "Increment")).frame.height
        result["On"] = try #require(host.find(label: "On")).frame.height
        let field = host.views.filter { $0.text == "Name" || $0.label == "Name" }.max {
            $0.frame.height < $1.frame.height
        }
        result["Name"] = try #require(field).frame.height
        return result
    }

    @Test func everyControlGrowsWithTheControlSize() throws {
        let small = try heights(.small)
        let regular = try heights(.regular)
        let large = try heights(.large)
        for key in regular.keys {
            #expect(small[key]! < regular[key]!, "\(key): \(small[key]!) < \(regular[key]!)")
            #expect(regular[key]! < large[key]!, "\(key): \(regular[key]!) < \(large[key]!)")
        }
        #expect(regular["On"] == 31, "the switch keeps iOS's size at .regular")
    }

    @Test func theEnvironmentCarriesTheSize() {
        let seen = Recorder<ControlSize>(.regular)
        struct Reader: View {
            @Environment(\.controlSize) var size
            let seen: Recorder<ControlSize>
            var body: some View {
                seen.record(size)
                return Text("x")
            }
        }
        _ = makeHost(Reader(seen: seen).controlSize(.mini))
        #expect(seen.value == .mini)
    }

    @Test func borderShapesOutlineTheButtons() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(ButtonBorderShape.capsule.path(in: rect).boundingRect == rect)
        #expect(ButtonBorderShape.circle.path(in: rect).boundingRect.width == 100)
        #expect(ButtonBorderShape.roundedRectangle(radius: .nan).path(in: rect).boundingRect == rect)
        #expect(ButtonBorderShape.roundedRectangle(radius: -4) == .roundedRectangle(radius: 0))
        let host = makeHost(Sized(size: .regular, shape: .capsule), width: 360, height: 600)
        #expect(host.dumpDisplayList().contains("Bordered") || host.find(text: "Bordered") != nil)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func sizesPicture(scheme: ColorScheme) throws {
        let host = ViewHost(
            HStack(alignment: .top, spacing: 0) {
                Sized(size: .small, shape: .capsule)
                Sized(size: .large, shape: .roundedRectangle(radius: 4))
            },
            size: CGSize(width: 640, height: 460), colorScheme: scheme)
        try host.assertSnapshot(named: "controlsize-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
