import Foundation
import PlumeAnimation
import PlumeGraphics

/// The page a navigation-link picker pushes: its options as rows of a form, a checkmark on the
/// selected one. Choosing a row sets the selection and pops back. Its title is the first
/// `navigationTitle` in the options, else the picker's title.
struct PickerOptionsList<SelectionValue: Hashable>: View {
    let model: PickerModel<SelectionValue>
    let title: String?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let model = self.model
        let selected = model.selectedIndex
        let dismiss = self.dismiss
        return Form {
            Section {
                ForEach(Array(model.options.enumerated()), id: \.element.key) { index, option in
                    Button {
                        guard model.values[index] != nil else { return }
                        model.select(index)
                        dismiss()
                    } label: {
                        HStack {
                            AnyView(erasing: option.view).foregroundColor(.primary)
                            Spacer(minLength: 8)
                            if index == selected {
                                Image(systemName: "checkmark")
                                    .font(.system(size: 17, weight: .semibold))
                                    .foregroundColor(.accentColor)
                                    .accessibilityLabel("selected")
                            }
                        }
                        .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .background(Color.clear.preference(key: NavigationTitleKey.self, value: title))
    }
}

/// The inline picker style: the options as rows with a checkmark on the selected one (under the
/// label when not in a form).
struct PickerInlineRows<SelectionValue: Hashable>: View {
    let model: PickerModel<SelectionValue>
    let label: AnyView
    let showsLabel: Bool

    var body: some View {
        let model = self.model
        let selected = model.selectedIndex
        return VStack(alignment: .leading, spacing: 0) {
            if showsLabel { ControlLabel(content: label.font(.headline).padding(.vertical, 6)) }
            ForEach(Array(model.options.enumerated()), id: \.element.key) { index, option in
                if index > 0 { Divider() }
                Button {
                    model.select(index)
                } label: {
                    HStack {
                        AnyView(erasing: option.plainView).foregroundColor(.primary)
                        Spacer(minLength: 8)
                        if index == selected {
                            Image(systemName: "checkmark").foregroundColor(.accentColor).accessibilityLabel("selected")
                        }
                    }
                    .frame(minHeight: 36)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
    }
}
