import Foundation
import PlumeGraphics

/// The colour picker's popover: the chosen colour beside its hex value, a palette grid (the system
/// colours, then hues by lightness, then greys), and sliders for hue, saturation, brightness and,
/// when supported, opacity. Made by `ColorPicker`; it writes only through `selection`.
struct ColorPickerPanel: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    /// The scheme the selection is read in.
    let scheme: ColorScheme
    /// The components last written, which the panel keeps showing while the selection is still
    /// that colour (so the hue and saturation of a colour taken to black or grey are not lost).
    @State private var lastWritten: HSBColor?

    static let systemColors: [(String, Color)] = [
        ("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green), ("Mint", .mint),
        ("Teal", .teal), ("Cyan", .cyan), ("Blue", .blue), ("Indigo", .indigo), ("Purple", .purple),
        ("Pink", .pink), ("Brown", .brown),
    ]

    /// The palette below the system colours: rows of twelve hues from light to dark, then greys.
    static let palette: [[HSBColor]] = {
        let shades: [(saturation: Double, brightness: Double)] = [(0.3, 1), (0.6, 1), (1, 1), (1, 0.75), (1, 0.5)]
        var rows = shades.map { shade in
            (0..<12).map {
                HSBColor(hue: Double($0) / 12, saturation: shade.saturation, brightness: shade.brightness, opacity: 1)
            }
        }
        rows.append((0..<12).map { HSBColor(hue: 0, saturation: 0, brightness: 1 - Double($0) / 11, opacity: 1) })
        return rows
    }()

    private var current: HSBColor {
        let resolved = selection.wrappedValue.resolve(in: scheme)
        if let lastWritten, lastWritten.color.resolve(in: scheme) == resolved { return lastWritten }
        return HSBColor(resolved)
    }

    var body: some View {
        let current = self.current
        return VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 10) {
                ColorPickerSwatch(color: current.color, side: 34)
                Text(current.hexText).font(.system(.body, design: .monospaced)).accessibilityIdentifier("color.hex")
                Spacer()
            }
            VStack(spacing: 2) {
                HStack(spacing: 2) {
                    ForEach(Array(Self.systemColors.enumerated()), id: \.offset) { _, entry in
                        cell(HSBColor(entry.1.resolve(in: scheme)), label: entry.0)
                    }
                }
                .padding(.bottom, 4)
                ForEach(Array(Self.palette.enumerated()), id: \.offset) { _, row in
                    HStack(spacing: 2) {
                        ForEach(Array(row.enumerated()), id: \.offset) { _, color in
                            cell(color, label: color.hexText)
                        }
                    }
                }
            }
            ColorComponentSlider(
                name: "Hue", value: current.hue,
                colors: stride(from: 0.0, through: 1.0, by: 1.0 / 6).map {
                    Color(hue: $0, saturation: max(current.saturation, 0.5), brightness: max(current.brightness, 0.5))
                }
            ) { value in write { $0.hue = value } }
            ColorComponentSlider(
                name: "Saturation", value: current.saturation,
                colors: [
                    HSBColor(hue: current.hue, saturation: 0, brightness: current.brightness, opacity: 1).color,
                    HSBColor(hue: current.hue, saturation: 1, brightness: current.brightness, opacity: 1).color,
                ]
            ) { value in write { $0.saturation = value } }
            ColorComponentSlider(
                name: "Brightness", value: current.brightness,
                colors: [
                    .black, HSBColor(hue: current.hue, saturation: current.saturation, brightness: 1, opacity: 1).color,
                ]
            ) { value in write { $0.brightness = value } }
            if supportsOpacity {
                ColorComponentSlider(
                    name: "Opacity", value: current.opacity,
                    colors: [
                        current.color.opacity(0),
                        HSBColor(
                            hue: current.hue, saturation: current.saturation, brightness: current.brightness, opacity: 1
                        ).color,
                    ]
                ) { value in write { $0.opacity = value } }
            }
        }
    }

    private func write(_ change: (inout HSBColor) -> Void) {
        var color = current
        change(&color)
        if !supportsOpacity { color.opacity = 1 }
        lastWritten = color
        selection.wrappedValue = color.color
    }

    private func cell(_ color: HSBColor, label: String) -> some View {
        let chosen = color.hexText == current.hexText
        return Button {
            var picked = color
            if supportsOpacity { picked.opacity = current.opacity }
            lastWritten = picked
            selection.wrappedValue = picked.color
        } label: {
            Rectangle().fill(color.color)
                .frame(maxWidth: .infinity).frame(height: 20)
                .overlay(Rectangle().strokeBorder(Color.primary, lineWidth: chosen ? 2 : 0))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(label)
    }
}

/// One of the colour picker's sliders: a capsule showing the component's gradient with a ring knob
/// at the value; pressing or dragging on it sets the value (0…1). Made by `ColorPickerPanel`.
///
/// Right to left it runs from the right, as Apple's sliders do (its human interface guidelines flip
/// controls that go from one value to another): the gradient's first colour, the knob at 0 and a
/// press's distance are all measured from the right edge.
struct ColorComponentSlider: View {
    let name: String
    let value: Double
    /// The gradient from the value 0 to the value 1.
    let colors: [Color]
    let change: (Double) -> Void
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(name).font(.caption).foregroundColor(.secondary)
                Spacer()
                Text("\(Int((value * 100).rounded()))%").font(.caption).foregroundColor(.secondary)
            }
            GeometryReader { proxy in
                let width = proxy.size.width
                let rightToLeft = layoutDirection == .rightToLeft
                ZStack(alignment: .leading) {
                    // The gradient is drawn in the capsule's own left-origin space (a fill is not
                    // mirrored), so right to left its ends are given from the right.
                    Capsule().fill(
                        LinearGradient(
                            colors: colors, startPoint: rightToLeft ? UnitPoint(x: 1, y: 0.5) : UnitPoint(x: 0, y: 0.5),
                            endPoint: rightToLeft ? UnitPoint(x: 0, y: 0.5) : UnitPoint(x: 1, y: 0.5))
                    )
                    .overlay(Capsule().strokeBorder(Color.separator, lineWidth: 1))
                    Circle().strokeBorder(Color.white, lineWidth: 3)
                        .shadow(color: Color(white: 0, opacity: 0.3), radius: 2, y: 1)
                        .frame(width: 24, height: 24)
                        .offset(x: (width - 24) * CGFloat(value))
                }
                .contentShape(Rectangle())
                .trackPointer(changed: { point, size in
                    guard size.width > 24 else { return }
                    let fromStart = rightToLeft ? size.width - point.x : point.x
                    change(Double(min(max((fromStart - 12) / (size.width - 24), 0), 1)))
                })
            }
            .frame(height: 24)
            .accessibilityLabel(name)
        }
    }
}
