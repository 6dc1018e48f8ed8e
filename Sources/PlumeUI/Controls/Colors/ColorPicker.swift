import Foundation
import PlumeGraphics

/// A control for choosing a colour, as SwiftUI's `ColorPicker`.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent, supportsOpacity: false)
/// ```
/// The label, then a swatch of the colour in a rainbow ring; pressing the swatch opens a popover with
/// a palette grid, hue, saturation and brightness sliders, and an opacity slider when
/// `supportsOpacity` is true (otherwise chosen colours are opaque). The colour is read as it
/// resolves in the current colour scheme, and the chosen colour is the same in both schemes.
///
/// Differences from SwiftUI: there is no `CGColor` in Plume, so the `Binding<CGColor>` initialisers
/// are absent; the popover is Plume's own panel (no eyedropper, no saved colours).
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @State private var isPresented = false
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.controlSize) private var controlSize
    @Environment(\.isEnabled) private var isEnabled

    /// A picker labelled by a view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        let side = 28 * controlSize.scale
        let title = (label as? Text)?.plainText ?? "Color"
        return HStack(spacing: 8) {
            ControlLabel(content: label)
            Spacer(minLength: 8)
            Button {
                isPresented = true
            } label: {
                ColorPickerSwatch(color: selection.wrappedValue, side: side)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(title)
            .popover(isPresented: $isPresented, arrowEdge: .bottom) {
                ColorPickerPanel(selection: selection, supportsOpacity: supportsOpacity, scheme: colorScheme)
                    .frame(width: 300)
                    .padding(14)
            }
        }
        .opacity(isEnabled ? 1 : 0.5)
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled by a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    /// A picker titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The colour picker's swatch: the colour in a circle (over a checkerboard when see-through) inside
/// a ring of the hues. Made by `ColorPicker`.
struct ColorPickerSwatch: View {
    let color: Color
    let side: CGFloat

    static let hues: [Color] = stride(from: 0.0, through: 1.0, by: 1.0 / 6).map {
        Color(hue: $0, saturation: 0.9, brightness: 1)
    }

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: Self.hues, center: .center), lineWidth: side * 0.12)
            ZStack {
                HStack(spacing: 0) {
                    Color.white
                    Color(white: 0.75)
                }
                Circle().fill(color)
            }
            .clipShape(Circle())
            .padding(side * 0.2)
        }
        .frame(width: side, height: side)
    }
}
