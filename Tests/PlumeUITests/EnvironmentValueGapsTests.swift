import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A view that adapts to the user's settings, as apps write it (the probe's repro).
private struct Adaptive: View {
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.pixelLength) private var pixelLength
    var body: some View {
        VStack {
            Text(contrast == .increased ? "High contrast" : "Standard")
            Text("Category \(String(describing: sizeCategory))")
            Text("Accessibility \(sizeCategory.isAccessibilityCategory ? "yes" : "no")")
            Text("Weight \(legibilityWeight.map { String(describing: $0) } ?? "none")")
            Text("Pixel \(String(describing: pixelLength))")
            Color.black.frame(height: pixelLength).accessibilityIdentifier("hairline")
        }
    }
}

/// A tile that shows its focus, as tvOS and macOS apps write it.
private struct Tile: View {
    @Environment(\.isFocused) private var isFocused
    var body: some View { Text(isFocused ? "Tile focused" : "Tile").padding() }
}

/// A mailbox list: dense rows, headers with a least height, badges and a sort menu with its
/// indicator.
private struct Mailboxes: View {
    @State private var order = "Date"
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Menu("Sort") {
                    Button("Date") { order = "Date" }
                    Button("Sender") { order = "Sender" }
                }
                .menuIndicator(.visible)
                Spacer()
                Text("By \(order)")
            }
            .padding(.horizontal)
            .frame(height: 44)
            List {
                Section("Favourites") {
                    Text("Inbox").badge(12)
                    Text("Flagged").badge(3).badgeProminence(.increased)
                    Text("Archive").badge(40).badgeProminence(.decreased)
                }
                Section("Folders") {
                    Text("Receipts")
                    Text("Travel")
                }
            }
            .listStyle(.plain)
            .environment(\.defaultMinListRowHeight, 28)
            .environment(\.defaultMinListHeaderHeight, 40)
        }
    }
}

@Suite("Environment values apps read") @MainActor struct EnvironmentValueGapsTests {
    @Test func colorSchemeContrastFollowsTheWindowsSetting() {
        let host = ViewHost(Adaptive(), size: CGSize(width: 300, height: 300))
        #expect(host.find(text: "Standard") != nil)
        host.setColorSchemeContrast(.increased)
        #expect(host.find(text: "High contrast") != nil, "\(host.texts)")
        host.setColorSchemeContrast(.standard)
        #expect(host.find(text: "Standard") != nil)
    }

    @Test func theDesktopsHighContrastSettingIsReadFromItsEnvironment() {
        #expect(ColorSchemeContrast(desktopEnvironment: [:]) == .standard)
        #expect(ColorSchemeContrast(desktopEnvironment: ["GTK_THEME": "HighContrast"]) == .increased)
        #expect(ColorSchemeContrast(desktopEnvironment: ["GTK_THEME": "Adwaita:dark"]) == .standard)
        #expect(
            ColorSchemeContrast(desktopEnvironment: ["PLUME_CONTRAST": "high", "GTK_THEME": "Adwaita"]) == .increased)
        #expect(
            ColorSchemeContrast(desktopEnvironment: ["PLUME_CONTRAST": "standard", "GTK_THEME": "HighContrast"])
                == .standard)
    }

    @Test func sizeCategoryIsTheDynamicTypeSizeUnderItsOldName() throws {
        let host = ViewHost(Adaptive().dynamicTypeSize(.accessibility1), size: CGSize(width: 300, height: 300))
        #expect(host.find(text: "Category accessibilityMedium") != nil, "\(host.texts)")
        #expect(host.find(text: "Accessibility yes") != nil)
        // Written as the old name, it sizes text as the new one does.
        let old = ViewHost(
            Text("Body").environment(\.sizeCategory, .extraExtraLarge), size: CGSize(width: 300, height: 100))
        let new = ViewHost(Text("Body").dynamicTypeSize(.xxLarge), size: CGSize(width: 300, height: 100))
        let plain = ViewHost(Text("Body"), size: CGSize(width: 300, height: 100))
        let oldFrame = try #require(old.find(text: "Body")).frame
        #expect(oldFrame == (try #require(new.find(text: "Body"))).frame)
        #expect(oldFrame.height > (try #require(plain.find(text: "Body"))).frame.height)
        var environment = EnvironmentValues()
        environment.sizeCategory = .small
        #expect(environment.dynamicTypeSize == .small)
        environment.dynamicTypeSize = .xSmall
        #expect(environment.sizeCategory == .extraSmall)
        #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
    }

    @Test func boldLegibilityWeightDrawsTextHeavier() throws {
        let host = ViewHost(Adaptive().environment(\.legibilityWeight, .bold), size: CGSize(width: 300, height: 300))
        #expect(host.find(text: "Weight bold") != nil, "\(host.texts)")
        let bold = ViewHost(Text("Heavy").environment(\.legibilityWeight, .bold), size: CGSize(width: 200, height: 60))
        let regular = ViewHost(Text("Heavy"), size: CGSize(width: 200, height: 60))
        #expect(bold.dumpDisplayList().contains("w600"), "\(bold.dumpDisplayList())")
        #expect(!regular.dumpDisplayList().contains("w600"))
        let none = ViewHost(Adaptive(), size: CGSize(width: 300, height: 300))
        #expect(none.find(text: "Weight none") != nil)
    }

    @Test func pixelLengthIsOneDevicePixel() throws {
        let host = ViewHost(Adaptive(), size: CGSize(width: 300, height: 300), scale: 2)
        #expect(host.find(text: "Pixel 0.5") != nil, "\(host.texts)")
        #expect(try #require(host.find(identifier: "hairline")).frame.height == 0.5)
        let single = ViewHost(Adaptive(), size: CGSize(width: 300, height: 300))
        #expect(single.find(text: "Pixel 1.0") != nil)
    }

    @Test func isFocusedTellsAFocusableViewsContentWhetherItHasFocus() {
        let host = ViewHost(VStack { Tile().focusable() }, size: CGSize(width: 300, height: 200))
        #expect(host.find(text: "Tile") != nil)
        #expect(host.press(.tab))
        #expect(host.find(text: "Tile focused") != nil, "\(host.texts)")
        host.withGraph { $0.setFocus(nil) }
        host.runFrame()
        #expect(host.find(text: "Tile") != nil)
    }

    @Test func listRowsAndHeadersHonourTheirLeastHeights() throws {
        let host = ViewHost(Mailboxes(), size: CGSize(width: 360, height: 420))
        let receipts = try #require(host.find(text: "Receipts"))
        let travel = try #require(host.find(text: "Travel"))
        let pitch = travel.frame.minY - receipts.frame.minY
        #expect(pitch < 44, "rows shrink towards 28 points: \(pitch)")
        #expect(pitch >= 28)
        let previousRow = try #require(host.find(text: "Archive"))
        #expect(receipts.frame.minY - previousRow.frame.maxY >= 40, "the header is at least 40 points tall")
        // Without the setting, rows keep iOS's 44 points.
        let plain = ViewHost(
            List {
                Text("A")
                Text("B")
            }, size: CGSize(width: 300, height: 300))
        let a = try #require(plain.find(text: "A"))
        let b = try #require(plain.find(text: "B"))
        #expect(b.frame.minY - a.frame.minY >= 44)
    }

    @Test func badgesTakeTheirProminence() {
        let host = ViewHost(Mailboxes(), size: CGSize(width: 360, height: 420))
        #expect(host.find(text: "12") != nil)
        #expect(host.findAll(text: "3").count == 1)
        #expect(host.views.contains { $0.identifier == "tab.badge" }, "the increased badge is a capsule")
        #expect(host.find(text: "40") != nil)
    }

    @Test func aMenusIndicatorShowsWhenVisibleAndAMenuPickersHidesWhenHidden() {
        let shown = ViewHost(Mailboxes(), size: CGSize(width: 360, height: 420))
        #expect(shown.dumpDisplayList().contains("chevron.down") || shown.dump().contains("Image"))
        let withIndicator = ViewHost(
            Menu("Sort") { Button("A") {} }.menuIndicator(.visible), size: CGSize(width: 200, height: 80))
        let without = ViewHost(Menu("Sort") { Button("A") {} }, size: CGSize(width: 200, height: 80))
        #expect(withIndicator.dump().contains("Image"), "\(withIndicator.dump())")
        #expect(!without.dump().contains("Image"), "\(without.dump())")
        let picker = { (visibility: Visibility) in
            ViewHost(
                Picker("Size", selection: .constant(1)) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.menu).menuIndicator(visibility), size: CGSize(width: 300, height: 80))
        }
        #expect(picker(.automatic).dump().contains("Image"))
        #expect(!picker(.hidden).dump().contains("Image"))
        #expect(picker(.visible).dump().components(separatedBy: "Image").count == 2, "one chevron, not two")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theMailboxesLookRight(_ scheme: ColorScheme) throws {
        let host = ViewHost(Mailboxes(), size: CGSize(width: 360, height: 420), colorScheme: scheme)
        try host.assertSnapshot(named: "environment-gaps-mailboxes-\(scheme)", in: snapshotDirectory)
    }
}
