import Foundation
import PlumeAnimation
import PlumeGraphics

/// A control for choosing one of several options, as SwiftUI's `Picker`.
///
/// ```swift
/// enum Fruit: String, CaseIterable { case apple, banana, pear }
/// Picker("Fruit", selection: $fruit) {
///     ForEach(Fruit.allCases, id: \.self) { Text($0.rawValue.capitalized) }
/// }
/// .pickerStyle(.segmented)
/// ```
/// Each option is a view in the content (through `ForEach`, `Group`, conditionals); its value is
/// its `.tag(_:)`, or else the id of the `ForEach` that made it (as SwiftUI does when the id's type
/// is the selection's type). Choosing an option sets `selection`. The look is the `pickerStyle`
/// (see `PickerStyle`). An option whose tag is not of the selection's type cannot be chosen and is
/// reported once in `ViewGraph.diagnostics` (SwiftUI ignores it silently).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let title: String?
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.pickerStyle) private var style
    @Environment(\.isInForm) private var isInForm
    @Environment(\.navigationContext) private var navigation

    /// A picker labelled by `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
        // A text label also titles the list a navigation-link picker pushes.
        title = (self.label as? Text)?.plainText
    }

    /// A picker labelled by a view (the older spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    init(title: String, selection: Binding<SelectionValue>, content: Content) where Label == Text {
        self.selection = selection
        self.content = content
        label = Text(title)
        self.title = title
    }

    /// The style used here, with `.automatic` resolved by context.
    private var resolvedStyle: PickerStyleKind {
        if style != .automatic { return style }
        return isInForm && navigation != nil ? .navigationLink : .inline
    }

    public var body: some View {
        let options = PickerOptions.options(in: content)
        var values: [SelectionValue?] = []
        var problems: [String] = []
        for (index, option) in options.enumerated() {
            if let tag = option.tag, let value = tag.base as? SelectionValue {
                values.append(value)
            } else {
                values.append(nil)
                let found = option.tag.map { "a tag of type \(type(of: $0.base))" } ?? "no tag"
                problems.append("option \(index + 1) has \(found)")
            }
        }
        let diagnostic =
            problems.isEmpty
            ? nil
            : "Picker\(title.map { " \"\($0)\"" } ?? ""): the selection is of type \(SelectionValue.self) but "
                + problems.joined(separator: ", ") + "; such options cannot be chosen"
        let model = PickerModel(options: options, values: values, selection: selection)
        return Group {
            switch resolvedStyle {
            case .segmented:
                PickerSegmentedControl(model: model)
            case .navigationLink:
                NavigationLink(destination: PickerOptionsList(model: model, title: title)) {
                    HStack {
                        label.layoutPriority(1)
                        Spacer(minLength: 8)
                        if let index = model.selectedIndex {
                            AnyView(erasing: options[index].plainView).foregroundColor(.secondary).lineLimit(1)
                        }
                    }
                }
            case .menu:
                PickerMenuButton(model: model, label: AnyView(label), isInForm: isInForm)
            case .radioGroup:
                PickerRadioGroup(model: model, label: AnyView(label))
            case .wheel:
                PickerWheel(model: model, title: title)
            case .palette:
                PickerPalette(model: model, title: title)
            case .inline, .automatic:
                PickerInlineRows(model: model, label: AnyView(label), showsLabel: !isInForm)
            }
        }
        .reportingDiagnostic(diagnostic)
    }
}

extension Picker where Label == Text {
    /// A picker titled by a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(title: titleKey.key, selection: selection, content: content())
    }

    /// A picker titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(title: String(title), selection: selection, content: content())
    }
}

/// A picker's options with their values and the selection, shared by the styles.
struct PickerModel<SelectionValue: Hashable> {
    let options: [PickerOption]
    /// The value of each option (nil: it has no tag of the selection's type).
    let values: [SelectionValue?]
    let selection: Binding<SelectionValue>

    /// The option showing the current selection, if any.
    var selectedIndex: Int? { values.firstIndex { $0 == selection.wrappedValue } }

    /// Selects option `index` (nothing for an option without a value).
    func select(_ index: Int) {
        guard values.indices.contains(index), let value = values[index] else { return }
        selection.wrappedValue = value
    }
}
