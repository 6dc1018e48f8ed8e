import Foundation
import PlumeGraphics
import PlumeTesting
import Testing

@testable import PlumeUI

/// `LabeledContent`, `GroupBox`, `DisclosureGroup`, `ContentUnavailableView`, `ControlGroup` and
/// `Gauge` written as SwiftUI apps write them, used as a person would.
@Suite("Container views") struct ContainerViewsTests {
    private struct Settings: View {
        @State private var zoom = 3
        @State private var advancedOpen = false
        @State private var debug = false
        let notes: [String]
        let query: String

        var body: some View {
            VStack(spacing: 12) {
                LabeledContent("Version", value: "1.2")
                LabeledContent("Price", value: 4.5, format: .number.precision(.fractionLength(2)))
                LabeledContent {
                    Text("Plume").bold()
                } label: {
                    Label("Engine", systemImage: "gearshape")
                }
                GroupBox("Zoom") {
                    HStack {
                        Text("zoom \(zoom)")
                        Spacer()
                        ControlGroup {
                            Button {
                                zoom -= 1
                            } label: {
                                Image(systemName: "minus")
                            }
                            Button {
                                zoom += 1
                            } label: {
                                Image(systemName: "plus")
                            }
                        }
                    }
                }
                DisclosureGroup("Advanced") {
                    Toggle("Debug", isOn: $debug)
                }
                DisclosureGroup("Bound", isExpanded: $advancedOpen) { Text("Bound content") }
                Text(advancedOpen ? "bound open" : "bound closed")
                if notes.isEmpty {
                    ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Write one."))
                        .frame(height: 160)
                }
                if !query.isEmpty { ContentUnavailableView.search(text: query).frame(height: 160) }
            }
            .padding()
        }
    }

    @Test func labeledContentShowsLabelAndValue() {
        let host = ViewHost(Settings(notes: ["x"], query: ""), size: CGSize(width: 360, height: 700))
        for text in ["Version", "1.2", "Price", "4.50", "Engine", "Plume"] {
            #expect(host.find(text: text) != nil, "\(text)")
        }
        let label = host.find(text: "Version")!.frame
        let value = host.find(text: "1.2")!.frame
        #expect(value.minX > label.maxX + 100, "the value trails")
        #expect(abs(value.maxX - 344) < 1, "at the trailing edge of the padded row")
    }

    @Test func controlGroupButtonsAreSegments() {
        let host = ViewHost(Settings(notes: ["x"], query: ""), size: CGSize(width: 360, height: 700))
        #expect(host.find(text: "Zoom") != nil)
        let plus = host.views.first { $0.label == "plus" || $0.text == "plus" }
        #expect(plus != nil)
        if let plus { host.tap(at: CGPoint(x: plus.frame.midX, y: plus.frame.midY)) }
        #expect(host.find(text: "zoom 4") != nil)
    }

    @Test func disclosureGroupsOpenWhenTapped() {
        let host = ViewHost(Settings(notes: ["x"], query: ""), size: CGSize(width: 360, height: 700))
        #expect(host.find(text: "Debug") == nil, "collapsed at first")
        #expect(host.tap("Advanced"))
        host.advance(by: 0.3)
        #expect(host.find(text: "Debug") != nil)
        #expect(host.tap("Advanced"))
        host.advance(by: 0.3)
        #expect(host.find(text: "Debug") == nil)
        #expect(host.tap("Bound"))
        host.advance(by: 0.3)
        #expect(host.find(text: "bound open") != nil, "the binding follows the group")
        #expect(host.find(text: "Bound content") != nil)
    }

    @Test func contentUnavailableViews() {
        let host = ViewHost(Settings(notes: [], query: "zebra"), size: CGSize(width: 360, height: 900))
        #expect(host.find(text: "No Notes") != nil)
        #expect(host.find(text: "Write one.") != nil)
        #expect(host.find(text: "No Results for “zebra”") != nil)
        #expect(host.find(text: "Check the spelling or try a new search.") != nil)
    }

    private struct Gauges: View {
        let value: Double
        private var percent: Int { value.isFinite ? Int(value) : 0 }
        var body: some View {
            VStack(spacing: 16) {
                Gauge(value: value, in: 0...100) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("\(percent)%")
                }
                Gauge(value: value, in: 0...100) {
                    Text("Speed")
                } currentValueLabel: {
                    Text("\(percent)")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .gaugeStyle(.accessoryLinearCapacity)
                HStack {
                    Gauge(value: value, in: 0...100) {
                        Text("Ring")
                    } currentValueLabel: {
                        Text("\(percent)")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: value / 100) { Text("Arc") }
                        .gaugeStyle(.accessoryCircular)
                        .tint(.orange)
                }
            }
            .padding()
        }
    }

    @Test func gaugesFillToTheirValue() throws {
        let host = ViewHost(Gauges(value: 25), size: CGSize(width: 300, height: 300))
        #expect(host.find(text: "Battery") != nil)
        #expect(host.find(text: "25%") != nil)
        #expect(host.find(text: "100") != nil)
        // The first bar: its track and a fill a quarter as wide.
        let tint = Color.accentColor.resolve(in: .light)
        let fills = host.displayList.allItems().compactMap { item -> CGRect? in
            guard case .fill(let path, .color(let color), _) = item, color == tint else { return nil }
            return path.boundingRect
        }
        let bar = try #require(fills.first)
        #expect(abs(bar.width - 268 * 0.25) < 1, "the fill is a quarter of the 268-point track: \(bar.width)")
    }

    @Test func gaugeValuesOutsideTheRangeAreClamped() {
        #expect(Gauge<Text, EmptyView, EmptyView, EmptyView>.fraction(150.0, in: 0...100) == 1)
        #expect(Gauge<Text, EmptyView, EmptyView, EmptyView>.fraction(-5.0, in: 0...100) == 0)
        #expect(Gauge<Text, EmptyView, EmptyView, EmptyView>.fraction(Double.nan, in: 0...100) == 0)
        #expect(Gauge<Text, EmptyView, EmptyView, EmptyView>.fraction(5.0, in: 5...5) == 0)
        #expect(Gauge<Text, EmptyView, EmptyView, EmptyView>.fraction(1e300, in: -1e308...1e308) - 0.5 < 1e-6)
        let host = ViewHost(Gauges(value: .nan), size: CGSize(width: 300, height: 300))
        #expect(host.find(text: "Battery") != nil)
    }

    /// Styles of one's own, written as SwiftUI's documentation writes them.
    private struct CardGroupBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                configuration.label.font(.caption)
                configuration.content
            }
            .padding(4)
            .accessibilityIdentifier("card")
        }
    }

    private struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Button(configuration.isExpanded ? "− hide" : "+ show") { configuration.isExpanded.toggle() }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    private struct ValueFirst: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.content
                configuration.label
            }
        }
    }

    private struct OnlyPercent: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text("\(Int((configuration.value * 100).rounded()))% of ") + Text("gauge")
        }
    }

    @Test func customStylesMakeTheBodies() throws {
        let host = ViewHost(
            VStack {
                GroupBox("Label") { Text("Inside") }.groupBoxStyle(CardGroupBoxStyle())
                DisclosureGroup("More") { Text("Hidden") }.disclosureGroupStyle(PlusMinusDisclosureStyle())
                LabeledContent("Name", value: "Ann").labeledContentStyle(ValueFirst())
                Gauge(value: 0.42) { Text("g") }.gaugeStyle(OnlyPercent())
            }, size: CGSize(width: 300, height: 300))
        #expect(host.find(identifier: "card") != nil)
        #expect(host.find(text: "Hidden") == nil)
        #expect(host.tap("+ show"))
        #expect(host.find(text: "Hidden") != nil)
        #expect(host.find(text: "− hide") != nil)
        let ann = try #require(host.find(text: "Ann")).frame
        let name = try #require(host.find(text: "Name")).frame
        #expect(ann.maxX <= name.minX, "the value comes first")
        #expect(host.find(text: "42% of gauge") != nil)
    }
}
