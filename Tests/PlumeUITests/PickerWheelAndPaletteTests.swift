import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A minutes picker on a wheel and a flag colour on a palette, as apps write them.
private struct TimerSettings: View {
    @State private var minutes = 5
    @State private var flag = "red"
    var body: some View {
        VStack(spacing: 16) {
            Text("\(minutes) min, \(flag)")
            Picker("Minutes", selection: $minutes) {
                ForEach(0..<60, id: \.self) { Text("\($0)").tag($0) }
            }
            .pickerStyle(.wheel)
            Picker("Flag", selection: $flag) {
                Image(systemName: "flag.fill").tag("red")
                Image(systemName: "star.fill").tag("yellow")
                Image(systemName: "heart.fill").tag("pink")
            }
            .pickerStyle(.palette)
            Spacer()
        }
        .padding()
    }
}

@Suite("Picker wheel and palette styles") @MainActor struct PickerWheelAndPaletteTests {
    private func host(_ scheme: ColorScheme = .light) -> ViewHost {
        ViewHost(TimerSettings(), size: CGSize(width: 320, height: 360), colorScheme: scheme)
    }

    @Test func theWheelShowsTheSelectionWithTwoNeighboursEachSide() {
        let host = host()
        for shown in ["3", "4", "5", "6", "7"] { #expect(host.find(text: shown) != nil, "\(shown): \(host.texts)") }
        #expect(host.find(text: "8") == nil)
        #expect(host.find(text: "Minutes") == nil, "the label is not drawn")
        #expect(host.accessibilityElement(labelled: "Minutes")?.value == "5")
    }

    @Test func tappingANeighbourDraggingTheWheelAndTheMouseWheelTurnIt() throws {
        let host = host()
        #expect(host.tap("6"))
        host.advance(by: 0.3)
        #expect(host.find(text: "6 min, red") != nil, "\(host.texts)")
        let centre = try #require(host.find(text: "6")).frame
        host.drag(from: CGPoint(x: centre.midX, y: centre.midY), to: CGPoint(x: centre.midX, y: centre.midY - 64))
        host.advance(by: 0.3)
        #expect(host.find(text: "8 min, red") != nil, "two rows up: \(host.texts)")
        #expect(host.scroll(at: CGPoint(x: centre.midX, y: centre.midY), by: CGSize(width: 0, height: 40)))
        host.advance(by: 0.3)
        #expect(host.find(text: "9 min, red") != nil, "a notch down turns one row: \(host.texts)")
        #expect(host.scroll(at: CGPoint(x: centre.midX, y: centre.midY), by: CGSize(width: 0, height: -1e300)))
        host.advance(by: 0.3)
        #expect(host.find(text: "0 min, red") != nil, "a huge turn stops at the first option: \(host.texts)")
        #expect(!host.scroll(at: CGPoint(x: centre.midX, y: centre.midY), by: CGSize(width: 0, height: -40)))
    }

    @Test func arrowKeysTurnTheFocusedWheel() throws {
        let host = host()
        let centre = try #require(host.find(text: "5")).frame
        host.tap(at: CGPoint(x: centre.midX, y: centre.midY))
        #expect(host.press(.down))
        host.advance(by: 0.3)
        #expect(host.find(text: "6 min, red") != nil, "\(host.texts)")
        #expect(host.press(.up))
        #expect(host.press(.up))
        host.advance(by: 0.3)
        #expect(host.find(text: "4 min, red") != nil, "\(host.texts)")
    }

    @Test func thePaletteSelectsASymbol() {
        let host = host()
        let palette = host.accessibilityElements.filter { ["flag.fill", "star.fill", "heart.fill"].contains($0.label) }
        #expect(palette.count == 3, "\(host.accessibilityElements)")
        #expect(palette.first?.traits.contains(.isSelected) == true)
        #expect(host.tap("heart.fill"))
        #expect(host.find(text: "5 min, pink") != nil, "\(host.texts)")
        #expect(host.accessibilityElement(labelled: "heart.fill")?.traits.contains(.isSelected) == true)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theWheelAndPaletteLookRight(_ scheme: ColorScheme) throws {
        try host(scheme).assertSnapshot(named: "picker-wheel-palette-\(scheme)", in: snapshotDirectory)
    }
}
