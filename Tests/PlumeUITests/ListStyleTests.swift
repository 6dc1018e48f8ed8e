import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of list and form styles (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

/// A two-section list as an iOS developer writes it, in a chosen style.
private struct Fruits<Style: ListStyle>: View {
    let style: Style
    var body: some View {
        List {
            Section("Citrus") {
                Text("Lemon")
                Text("Orange")
            }
            Section("Berries") {
                Text("Strawberry")
            }
        }
        .listStyle(style)
    }
}

private func frame(_ host: ViewHost, _ text: String) throws -> CGRect {
    try #require(host.find(text: text), "no \(text) on screen").frame
}

@Suite("List and form styles") struct ListStyleTests {
    let size = CGSize(width: 360, height: 400)

    @Test func insetGroupedIsTheDefaultAndKeepsMargins() throws {
        let automatic = ViewHost(Fruits(style: .automatic), size: size)
        let inset = ViewHost(Fruits(style: .insetGrouped), size: size)
        #expect(try frame(automatic, "Lemon") == frame(inset, "Lemon"))
        #expect(try frame(inset, "Lemon").minX == 32, "16 margin + 16 row inset")
    }

    @Test func groupedAndPlainReachTheEdges() throws {
        let grouped = ViewHost(Fruits(style: .grouped), size: size)
        let plain = ViewHost(Fruits(style: .plain), size: size)
        let inset = ViewHost(Fruits(style: .inset), size: size)
        #expect(try frame(grouped, "Lemon").minX == 16, "rows span the width; only the row inset remains")
        #expect(try frame(plain, "Lemon").minX == 16)
        #expect(try frame(inset, "Lemon").minX == 32)
        #expect(try frame(plain, "Citrus").minY < frame(plain, "Lemon").minY)
        #expect(grouped.find(text: "CITRUS") != nil || grouped.find(text: "Citrus") != nil)
    }

    @Test func headersAreCapitalsInGroupedStylesAndNotInPlainOrSidebar() throws {
        // The text keeps its string; the capitals are a text case the text draws with.
        let grouped = ViewHost(Fruits(style: .insetGrouped), size: size)
        let sidebar = ViewHost(Fruits(style: .sidebar), size: size)
        #expect(grouped.dumpDisplayList().contains("CITRUS"))
        #expect(!sidebar.dumpDisplayList().contains("CITRUS") && sidebar.dumpDisplayList().contains("Citrus"))
    }

    @Test func scrollContentBackgroundHiddenShowsWhatIsBehind() throws {
        struct Behind: View {
            var body: some View {
                Fruits(style: .insetGrouped)
                    .scrollContentBackground(.hidden)
                    .background(Color.orange)
            }
        }
        let shown = ViewHost(Fruits(style: .insetGrouped), size: size)
        let hidden = ViewHost(Behind(), size: size)
        let shownImage = try shown.render()
        let hiddenImage = try hidden.render()
        // A point in the margin: the grouped grey, or the orange behind.
        let grey = shownImage.pixel(x: 4, y: 4)
        let orange = hiddenImage.pixel(x: 4, y: 4)
        #expect(grey.red == 242 && grey.green == 242, "the grouped background")
        #expect(orange.red > 230 && orange.blue < 40, "orange shows through (\(orange))")
    }

    @Test func increasedHeaderProminenceDrawsABiggerHeader() throws {
        struct Prominent: View {
            var body: some View {
                List {
                    Section("Citrus") { Text("Lemon") }.headerProminence(.increased)
                }
            }
        }
        let standard = ViewHost(Fruits(style: .insetGrouped), size: size)
        let increased = ViewHost(Prominent(), size: size)
        #expect(try frame(increased, "Citrus").height > frame(standard, "Citrus").height)
    }

    @Test func formStylesGroupedColumnsAndCustom() throws {
        struct Settings<S: FormStyle>: View {
            let style: S
            @State var on = true
            var body: some View {
                Form {
                    Section("General") { Toggle("Wi-Fi", isOn: $on) }
                    Section("About") { Text("Version 1") }
                }
                .formStyle(style)
            }
        }
        struct Boxed: FormStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    Text("Boxed")
                    Form(configuration)
                }
            }
        }
        let grouped = ViewHost(Settings(style: .grouped), size: size)
        let automatic = ViewHost(Settings(style: .automatic), size: size)
        let columns = ViewHost(Settings(style: .columns), size: size)
        let custom = ViewHost(Settings(style: Boxed()), size: size)
        #expect(try frame(grouped, "Wi-Fi") == frame(automatic, "Wi-Fi"))
        #expect(try frame(columns, "Wi-Fi") != frame(grouped, "Wi-Fi"))
        #expect(custom.find(text: "Boxed") != nil && custom.find(text: "Version 1") != nil)
        #expect(try frame(custom, "Version 1").minY > frame(custom, "Boxed").maxY)
    }

    @Test func sectionSpacingOfTheListAndOfASection() throws {
        struct Spaced: View {
            let list: ListSectionSpacing
            let second: CGFloat?
            var body: some View {
                List {
                    Section("One") { Text("A") }
                    if let second {
                        Section("Two") { Text("B") }.listSectionSpacing(second)
                    } else {
                        Section("Two") { Text("B") }
                    }
                }
                .listSectionSpacing(list)
            }
        }
        func gap(_ list: ListSectionSpacing, _ second: CGFloat?) throws -> CGFloat {
            let host = ViewHost(Spaced(list: list, second: second), size: size)
            return try frame(host, "B").minY - frame(host, "A").minY
        }
        let standard = try gap(.default, nil)
        #expect(try gap(.compact, nil) == standard - 16, "compact is 16 points instead of 32")
        #expect(try gap(.custom(0), nil) == standard - 32)
        #expect(try gap(.compact, 50) == standard - 32 + 50, "the section's own spacing wins")
        let bad = ViewHost(Spaced(list: .custom(.nan), second: nil), size: size)
        #expect(try frame(bad, "B").minY - frame(bad, "A").minY == standard - 32, "NaN is 0")
        #expect(bad.withGraph { $0.diagnostics.contains { $0.contains("listSectionSpacing") } })
    }

    @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
        let name = scheme == .dark ? "dark" : "light"
        let small = CGSize(width: 240, height: 250)
        let hosts: [(String, ViewHost)] = [
            ("plain", ViewHost(Fruits(style: .plain), size: small)),
            ("grouped", ViewHost(Fruits(style: .grouped), size: small)),
            ("inset-grouped", ViewHost(Fruits(style: .insetGrouped), size: small)),
            ("inset", ViewHost(Fruits(style: .inset), size: small)),
            ("sidebar", ViewHost(Fruits(style: .sidebar), size: small)),
        ]
        for (style, host) in hosts {
            host.setColorScheme(scheme)
            try host.assertSnapshot(named: "list-style-\(style)-\(name)", in: snapshotDirectory)
        }
    }
}
