import Foundation
import PlumeGraphics

/// The `.menu` picker style: a button showing the selected option and an up-and-down chevron that
/// opens a menu of the options, the selected one checked; choosing one selects it and closes the
/// menu. The picker's label stands before the button (hidden by `.labelsHidden()`), at the leading
/// edge of the row with the button at the trailing edge inside a `Form`, as the macOS pop-up button
/// and iOS's form row draw it.
struct PickerMenuButton<SelectionValue: Hashable>: View {
    let model: PickerModel<SelectionValue>
    let label: AnyView
    let isInForm: Bool
    @Environment(\.menuIndicatorVisibility) private var indicator

    var body: some View {
        let model = self.model
        let selected = model.selectedIndex
        HStack(spacing: 8) {
            ControlLabel(content: label)
            if isInForm { Spacer(minLength: 8) }
            Menu {
                ForEach(Array(model.options.enumerated()), id: \.element.key) { index, option in
                    Toggle(
                        isOn: Binding(get: { index == selected }, set: { if $0 { model.select(index) } })
                    ) {
                        AnyView(erasing: option.plainView)
                    }
                }
            } label: {
                HStack(spacing: 4) {
                    if let selected {
                        AnyView(erasing: model.options[selected].plainView).lineLimit(1)
                    }
                    if indicator != .hidden {
                        Image(systemName: "chevron.up.chevron.down").font(.system(size: 11, weight: .semibold))
                    }
                }
            }
            .withoutIndicator()
        }
    }
}
