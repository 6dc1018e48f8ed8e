import Foundation
import Plume

/// The catalogue's controls page: a date picker in the style chosen above it, a colour picker, a
/// share link and the control sizes with the button border shapes.
///
/// The page starts on 14 March 2025, 09:41, and shows dates in UTC and US English, so that its
/// pictures are the same on every machine (an app would leave the environment's zone and locale).
struct CatalogueControlsPage: View {
    enum Style: String, CaseIterable, Identifiable {
        case compact = "Compact"
        case graphical = "Graphical"
        case wheel = "Wheel"
        case field = "Field"
        var id: String { rawValue }
    }

    @State private var style = Style.graphical
    @State private var date = Date(timeIntervalSinceReferenceDate: 763_638_060)  // 2025-03-14 09:41 UTC
    @State private var colour = Color.orange
    @State private var notify = true

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Picker("Style", selection: $style) {
                    ForEach(Style.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                datePicker
                Text("Chosen: \(date.ISO8601Format())").font(.footnote).foregroundStyle(.secondary)
                Divider()
                HStack {
                    ColorPicker("Colour", selection: $colour)
                    RoundedRectangle(cornerRadius: 6).fill(colour).frame(width: 44, height: 28)
                }
                ShareLink(
                    item: URL(string: "https://github.com/plume-ui/plume")!,
                    message: Text("SwiftUI on Linux")
                ) {
                    Label("Share Plume", systemImage: "square.and.arrow.up")
                }
                Divider()
                ForEach(ControlSize.allCases, id: \.self) { size in
                    HStack {
                        Button("\(name(of: size))") {}.buttonStyle(.borderedProminent)
                        Spacer()
                        Toggle("Notify", isOn: $notify).labelsHidden()
                    }
                    .controlSize(size)
                }
                HStack {
                    Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
                    Button("Square") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 2))
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                    .buttonStyle(.borderedProminent).buttonBorderShape(.circle)
                    .accessibilityLabel("Add")
                }
            }
            .padding()
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.locale, Locale(identifier: "en_US"))
    }

    @ViewBuilder private var datePicker: some View {
        switch style {
        case .compact: DatePicker("Starts", selection: $date).datePickerStyle(.compact)
        case .graphical: DatePicker("Starts", selection: $date).datePickerStyle(.graphical)
        case .wheel: DatePicker("Starts", selection: $date).datePickerStyle(.wheel)
        case .field: DatePicker("Starts", selection: $date).datePickerStyle(.field)
        }
    }

    private func name(of size: ControlSize) -> String {
        switch size {
        case .mini: "Mini"
        case .small: "Small"
        case .regular: "Regular"
        case .large: "Large"
        case .extraLarge: "Extra large"
        }
    }
}
