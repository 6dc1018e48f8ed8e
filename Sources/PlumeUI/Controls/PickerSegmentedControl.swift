import Foundation
import PlumeAnimation
import PlumeGraphics

/// The segmented picker style: equal segments on a grey track, the selected one on a raised white
/// highlight that slides to a tapped segment (0.25 s ease-in-out, or the animation of the
/// transaction the selection changed in).
struct PickerSegmentedControl<SelectionValue: Hashable>: View {
    let model: PickerModel<SelectionValue>
    @Environment(\.controlSize) private var controlSize

    static var trackColor: Color {
        Color(
            light: Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12),
            dark: Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.24))
    }
    static var highlightColor: Color {
        Color(light: .white, dark: Color(red: 0.39, green: 0.39, blue: 0.4))
    }

    var body: some View {
        let model = self.model
        let count = max(1, model.options.count)
        let selected = model.selectedIndex
        return HStack(spacing: 0) {
            ForEach(Array(model.options.enumerated()), id: \.element.key) { index, option in
                Button {
                    withAnimation(Transaction.current.animation ?? .easeInOut(duration: 0.25)) { model.select(index) }
                } label: {
                    AnyView(erasing: option.plainView)
                        .font(.system(size: 13 * controlSize.scale, weight: index == selected ? .semibold : .medium))
                        .foregroundColor(.primary)
                        .lineLimit(1)
                        .frame(maxWidth: .infinity, minHeight: 28 * controlSize.scale)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
        .padding(2)
        .background(alignment: .leading) {
            GeometryReader { proxy in
                let width = (proxy.size.width - 4) / CGFloat(count)
                // Thin separators between segments, hidden beside the selected one.
                ForEach(1..<max(1, count), id: \.self) { boundary in
                    Rectangle()
                        .fill(Color.separator)
                        .frame(width: 1, height: 14)
                        .offset(x: 2 + width * CGFloat(boundary) - 0.5, y: (proxy.size.height - 14) / 2)
                        .opacity(boundary == selected || boundary == (selected ?? -2) + 1 ? 0 : 1)
                }
                if let selected {
                    RoundedRectangle(cornerRadius: 7)
                        .fill(Self.highlightColor)
                        .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, x: 0, y: 2)
                        .frame(width: width, height: max(0, proxy.size.height - 4))
                        .accessibilityIdentifier("picker.segment.highlight")
                        .modifier(SegmentHighlightPosition(position: CGFloat(selected), step: width))
                }
            }
        }
        .background(Self.trackColor, in: RoundedRectangle(cornerRadius: 9))
    }
}

/// Places the segment highlight at a (fractional, while animating) segment position.
struct SegmentHighlightPosition: AnimatableModifier {
    var position: CGFloat
    let step: CGFloat
    nonisolated var animatableData: CGFloat {
        get { position }
        set { position = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: 2 + position * step, y: 2) }
}
