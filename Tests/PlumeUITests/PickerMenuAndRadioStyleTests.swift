import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

/// A sort picker as apps write it: `.pickerStyle(.menu)` over a `CaseIterable` enum, beside a
/// radio group of the same options.
private struct Order: View {
    @State private var flavor = Flavor.vanilla
    @State private var cone = "Waffle"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Chosen \(flavor.rawValue), \(cone)")
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.menu)
            Picker("Cone", selection: $cone) {
                Text("Waffle").tag("Waffle")
                Text("Sugar").tag("Sugar")
                Text("Cup").tag("Cup")
            }
            .pickerStyle(.radioGroup)
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@Suite("Picker menu and radio group styles") struct PickerMenuAndRadioStyleTests {
    @Test func theMenuButtonShowsTheSelectionAndItsMenuChoosesAnother() throws {
        let host = ViewHost(Order(), size: CGSize(width: 360, height: 320))
        #expect(host.find(text: "Flavor") != nil, "the label stands before the button")
        #expect(host.find(text: "Vanilla") != nil, "the button shows the selection")
        #expect(host.find(text: "Chocolate") == nil, "the other options are in the closed menu")
        #expect(host.tap("Vanilla"))
        host.advance(by: 0.3)
        #expect(host.presentedLines("Menu").count == 1, "\(host.dump())")
        #expect(host.find(text: "Chocolate") != nil)
        #expect(host.find(text: "Strawberry") != nil)
        #expect(host.tap("Strawberry"))
        host.advance(by: 0.3)
        #expect(host.find(text: "Chosen strawberry, Waffle") != nil)
        #expect(host.presentedLines("Menu").isEmpty, "choosing closes the menu")
        #expect(host.find(text: "Strawberry") != nil, "the button shows the new selection")
        #expect(host.find(text: "Vanilla") == nil)
    }

    @Test func aRadioButtonOrItsTitleSelects() throws {
        let host = ViewHost(Order(), size: CGSize(width: 360, height: 320))
        #expect(host.find(label: "selected") != nil)
        #expect(host.views.filter { $0.label == "not selected" }.count == 2)
        #expect(host.tap("Cup"))
        #expect(host.find(text: "Chosen vanilla, Cup") != nil)
        let cup = try #require(host.find(text: "Cup")?.frame)
        let selected = try #require(host.find(label: "selected")?.frame)
        #expect(abs(selected.midY - cup.midY) < 3)
    }

    @Test func labelsHiddenLeavesOnlyTheControls() {
        let host = ViewHost(Order().labelsHidden(), size: CGSize(width: 360, height: 320))
        #expect(host.find(text: "Flavor") == nil)
        #expect(host.find(text: "Cone") == nil)
        #expect(host.find(text: "Vanilla") != nil)
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func pictures(scheme: ColorScheme) throws {
        let host = ViewHost(Order(), size: CGSize(width: 360, height: 320), colorScheme: scheme)
        #expect(host.tap("Vanilla"))
        host.advance(by: 0.3)
        try host.assertSnapshot(
            named: "picker-menu-radio-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}
