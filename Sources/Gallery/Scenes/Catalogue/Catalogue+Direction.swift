import Foundation
import Plume

/// The catalogue's right-to-left page: a toggle switches the page between left-to-right and
/// right-to-left layout (`\.layoutDirection`), over a small form (a switch, a slider, a stepper, a
/// progress bar, directional symbols), a horizontal scroller and texts with interpolated dates,
/// prices, images and styled words.
///
/// Dates are shown in UTC and US English, so that the page's pictures are the same on every machine.
struct CatalogueDirectionPage: View {
    @State private var rightToLeft = false
    @State private var wifi = true
    @State private var volume = 0.3
    @State private var copies = 2
    private let due = Date(timeIntervalSinceReferenceDate: 763_638_060)  // 2025-03-14 09:41 UTC

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                Toggle("Right to left", isOn: $rightToLeft).bold()
                Divider()
                Toggle("Wi-Fi", isOn: $wifi)
                HStack {
                    Image(systemName: "speaker")
                    Slider(value: $volume)
                    Image(systemName: "speaker.wave.3")
                }
                Stepper("Copies: \(copies)", value: $copies, in: 1...9)
                ProgressView(value: volume) { Text("Volume \(volume, format: .percent.precision(.fractionLength(0)))") }
                HStack {
                    Label("Back", systemImage: "chevron.backward")
                    Spacer()
                    Label("Next", systemImage: "arrow.forward")
                }
                .foregroundStyle(.tint)
                Divider()
                Text("Chapters").font(.headline)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 10) {
                        ForEach(1...8, id: \.self) { chapter in
                            Text("\(chapter)")
                                .font(.title2.bold())
                                .frame(width: 64, height: 64)
                                .background(.tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                        }
                    }
                }
                Divider()
                Text("Due \(due, style: .date)")
                Text("Total \(12.5, format: .currency(code: "EUR"))")
                Text("\(Image(systemName: "star.fill")) \(Text("Rated").bold()) \(4.5, specifier: "%.1f") of 5")
                Text(
                    "Multi-line text follows the direction: its leading edge is the right edge in a right-to-left layout."
                )
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
            .padding()
        }
        .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
}
