import Foundation
import PlumeGraphics

/// The `.radioGroup` picker style (macOS's): the options in a column, each with a round button
/// that is filled for the selected one; a tap on an option's button or title selects it. The
/// picker's label stands before the column, aligned with its first option (hidden by
/// `.labelsHidden()`).
struct PickerRadioGroup<SelectionValue: Hashable>: View {
    let model: PickerModel<SelectionValue>
    let label: AnyView

    var body: some View {
        let model = self.model
        let selected = model.selectedIndex
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            ControlLabel(content: label)
            VStack(alignment: .leading, spacing: 6) {
                ForEach(Array(model.options.enumerated()), id: \.element.key) { index, option in
                    Button {
                        model.select(index)
                    } label: {
                        HStack(spacing: 6) {
                            Image(systemName: index == selected ? "largecircle.fill.circle" : "circle")
                                .foregroundStyle(index == selected ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
                                .accessibilityLabel(index == selected ? "selected" : "not selected")
                            AnyView(erasing: option.plainView).foregroundColor(.primary)
                        }
                        .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
                }
            }
        }
    }
}
