import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private enum Size: String, CaseIterable { case small, medium, large }

/// Pickers in each style over a `CaseIterable` enum with implied tags (`ForEach` id is the case).
private struct SizePicker: View {
    @State var size = Size.small
    let style: PickerStyleKind
    var body: some View {
        VStack {
            Text("Chosen \(size.rawValue)")
            picker
        }
    }
    @ViewBuilder var picker: some View {
        let p = Picker("Size", selection: $size) {
            ForEach(Size.allCases, id: \.self) { Text($0.rawValue.capitalized) }
        }
        switch style {
        case .segmented: p.pickerStyle(.segmented)
        case .inline: p.pickerStyle(.inline)
        default: p
        }
    }
}

/// Options tagged with strings for an `Int` selection.
private struct MistaggedPicker: View {
    @State var value = 1
    var body: some View {
        VStack {
            Text("Value \(value)")
            Picker("Numbers", selection: $value) {
                Text("One").tag(1)
                Text("Two").tag("2")
            }
            .pickerStyle(.segmented)
        }
    }
}

@Suite("Picker") struct PickerTests {
    @Test func segmentedTagsAreImpliedByTheForEachIds() {
        let host = ViewHost(SizePicker(style: .segmented), size: CGSize(width: 320, height: 200))
        #expect(host.tap("Large"))
        #expect(host.find(text: "Chosen large") != nil)
        #expect(host.tap("Medium"))
        #expect(host.find(text: "Chosen medium") != nil)
    }

    @Test func inlineRowsMoveTheCheckmark() throws {
        let host = ViewHost(SizePicker(style: .inline), size: CGSize(width: 320, height: 300))
        let small = try #require(host.find(text: "Small")?.frame)
        #expect(abs((host.find(label: "selected")?.frame.midY ?? 0) - small.midY) < 2)
        #expect(host.tap("Large"))
        #expect(host.find(text: "Chosen large") != nil)
        let large = try #require(host.find(text: "Large")?.frame)
        #expect(abs((host.find(label: "selected")?.frame.midY ?? 0) - large.midY) < 2)
    }

    @Test func automaticOutsideAFormIsInline() {
        let host = ViewHost(SizePicker(style: .automatic), size: CGSize(width: 320, height: 300))
        #expect(host.find(label: "selected") != nil)
        #expect(host.tap("Medium"))
        #expect(host.find(text: "Chosen medium") != nil)
    }

    @Test func aTagOfTheWrongTypeIsReportedAndCannotBeChosen() {
        let host = ViewHost(MistaggedPicker(), size: CGSize(width: 320, height: 200))
        let diagnostics = host.withGraph { $0.diagnostics }
        #expect(
            diagnostics.contains {
                $0.contains("Picker \"Numbers\"") && $0.contains("option 2 has a tag of type String")
                    && $0.contains("Int")
            }, "\(diagnostics)")
        #expect(host.tap("Two"))
        #expect(host.find(text: "Value 1") != nil)
    }

    @Test func navigationLinkStyleOutsideAStackIsReported() {
        struct Lonely: View {
            @State var size = Size.small
            var body: some View {
                Picker("Size", selection: $size) {
                    ForEach(Size.allCases, id: \.self) { Text($0.rawValue) }
                }
                .pickerStyle(.navigationLink)
            }
        }
        let host = ViewHost(Lonely(), size: CGSize(width: 320, height: 200))
        #expect(host.tap("Size"))
        #expect(host.withGraph { $0.diagnostics }.contains { $0.contains("NavigationLink outside a NavigationStack") })
    }
}

@Suite("Form and Section") struct FormTests {
    @Test func looseRowsAndSectionsAreGroupedWithHeadersAndFooters() throws {
        struct Settings: View {
            @State var on = false
            var body: some View {
                Form {
                    Text("Loose row")
                    Section("Header") {
                        Text("First")
                        Text("Second")
                    }
                    Section {
                        Text("Third")
                    } footer: {
                        Text("Footer text")
                    }
                }
            }
        }
        let host = ViewHost(Settings(), size: CGSize(width: 320, height: 480))
        let loose = try #require(host.find(text: "Loose row")?.frame)
        let header = try #require(host.find(text: "Header")?.frame)
        let first = try #require(host.find(text: "First")?.frame)
        let second = try #require(host.find(text: "Second")?.frame)
        let third = try #require(host.find(text: "Third")?.frame)
        let footer = try #require(host.find(text: "Footer text")?.frame)
        #expect(loose.minX == 32 && first.minX == 32, "rows inset 16 in a group inset 16")
        #expect(header.minY > loose.maxY + 20 && first.minY > header.maxY)
        #expect(abs((second.midY - first.midY) - 45) < 1, "44-point rows and a separator")
        #expect(footer.minY > third.maxY)
        let separators = host.views.filter { $0.typeName == "Divider" }
        #expect(separators.count == 1, "one separator between the two rows of the header section")
    }
}

@Suite("Picker in a navigation form") struct NavigationPickerTests {
    private struct Colours: View {
        @State var colour = "Red"
        var body: some View {
            NavigationStack {
                Form {
                    Picker(selection: $colour) {
                        ForEach(["Red", "Green", "Blue"], id: \.self) { Text($0) }
                    } label: {
                        Text("Colour")
                    }
                }
                .navigationTitle("Paint")
            }
        }
    }

    @Test func theDefaultStyleIsARowThatPushesTheOptionsTitledByTheLabel() throws {
        let host = ViewHost(Colours(), size: CGSize(width: 320, height: 480))
        let row = try #require(host.find(text: "Colour")?.frame)
        let value = try #require(host.find(text: "Red")?.frame)
        #expect(abs(value.midY - row.midY) < 2 && value.minX > row.maxX)
        #expect(host.find(text: "Blue") == nil)
        #expect(host.tap("Colour"))
        host.advance(by: 0.5)
        let title = try #require(host.findAll(text: "Colour").last?.frame)
        #expect(title.minY < 44, "the pushed list is titled by the picker's label: \(title)")
        #expect(host.findAll(text: "Paint").contains { $0.isButton })
        #expect(host.tap("Blue"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Green") == nil)
        let shown = try #require(host.find(text: "Blue")?.frame)
        #expect(abs(shown.midY - row.midY) < 2)
    }
}

@Suite("Form spellings") struct FormSpellingTests {
    private struct Spellings: View {
        let names = ["Ann", "Bob"]
        var body: some View {
            NavigationView {
                List {
                    Section(header: Text("Old header")) { Text("A") }
                    Section(header: Text("Both"), footer: Text("Old footer")) { Text("B") }
                    Section(footer: Text("Only footer")) { Text("C") }
                    Section {
                        ForEach(names, id: \.self) { Text($0) }
                    } header: {
                        Text("New header")
                    }
                    Section("Titled") { NavigationLink("Go", destination: Text("There")) }
                }
                .navigationBarTitle("Spellings", displayMode: .inline)
            }
        }
    }

    @Test func everySpellingBuildsAndShows() {
        let host = ViewHost(Spellings(), size: CGSize(width: 320, height: 700))
        for text in ["Old header", "Both", "Old footer", "Only footer", "New header", "Ann", "Bob", "Titled", "Go"] {
            #expect(host.find(text: text) != nil, "\(text)")
        }
        // Inline title on the root page: in the bar, not below it.
        #expect((host.find(text: "Spellings")?.frame.maxY ?? 100) <= 44)
        #expect(host.tap("Go"))
        host.advance(by: 0.5)
        #expect(host.find(text: "There") != nil)
    }

    @Test func listOfIdentifiableData() {
        struct Item: Identifiable {
            let id: Int
            let name: String
        }
        let host = ViewHost(
            List([Item(id: 1, name: "One"), Item(id: 2, name: "Two")]) { Text($0.name) },
            size: CGSize(width: 320, height: 300))
        #expect(host.find(text: "One") != nil && host.find(text: "Two") != nil)
        #expect(host.views.filter { $0.typeName == "Divider" }.count == 1)
    }
}
