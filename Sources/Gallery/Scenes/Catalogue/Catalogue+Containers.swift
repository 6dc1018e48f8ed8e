import Foundation
import Plume

/// The catalogue's grouping and status page: `LabeledContent`, `GroupBox` with a `ControlGroup`,
/// `DisclosureGroup`, the gauge styles and `ContentUnavailableView`.
struct CatalogueContainersPage: View {
    @State private var zoom = 100
    @State private var advancedShown = false
    @State private var debug = false
    @State private var battery = 64.0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                LabeledContent("Version", value: "1.2")
                LabeledContent("Zoom", value: "\(zoom) %")
                GroupBox("Zoom") {
                    ControlGroup {
                        Button("Smaller") { zoom = max(25, zoom - 25) }
                        Button("Larger") { zoom = min(400, zoom + 25) }
                    }
                }
                DisclosureGroup("Advanced", isExpanded: $advancedShown) {
                    Toggle("Debug", isOn: $debug)
                }
                HStack(spacing: 16) {
                    Gauge(value: battery, in: 0...100) {
                        Text("Battery")
                    } currentValueLabel: {
                        Text("\(Int(battery))")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: battery, in: 0...100) {
                        Text("Battery")
                    } currentValueLabel: {
                        Text("\(Int(battery)) %")
                    }
                    .gaugeStyle(.linearCapacity)
                }
                Slider(value: $battery, in: 0...100) { Text("Charge") }
                ContentUnavailableView(
                    "No Notes", systemImage: "note.text", description: Text("Tap + to write one."))
            }
            .padding()
        }
    }
}
