import Foundation
import PlumeAnimation
import PlumeGraphics

/// The `.palette` picker style: the options side by side as small buttons (symbols, usually), the
/// selected one on a tinted rounded square and drawn in the tint.
///
/// Made by `Picker` for `PalettePickerStyle`; it writes only through the model's selection. A tap
/// selects an option. The picker's label is not drawn (SwiftUI shows it only as a menu's section
/// title) but names the row for accessibility.
struct PickerPalette<SelectionValue: Hashable>: View {
    let model: PickerModel<SelectionValue>
    let title: String?
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let model = self.model
        let selected = model.selectedIndex
        let side = 34 * controlSize.scale
        return HStack(spacing: 6) {
            ForEach(Array(model.options.enumerated()), id: \.element.key) { index, option in
                Button {
                    model.select(index)
                } label: {
                    AnyView(erasing: option.plainView)
                        .font(.system(size: 17 * controlSize.scale))
                        .foregroundColor(index == selected ? tint : .primary)
                        .lineLimit(1)
                        .frame(minWidth: side, minHeight: side)
                        .background(
                            RoundedRectangle(cornerRadius: 8).fill(index == selected ? tint.opacity(0.18) : Color.clear)
                        )
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityAddTraits(index == selected ? .isSelected : [])
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(title ?? "Picker")
    }
}
