import Foundation
import PlumeAnimation
import PlumeGraphics

/// The `.wheel` picker style on a desktop: a compact turning column of the options, the selected
/// one on the grey selection band with two neighbours above and below it, fading.
///
/// Made by `Picker` for `WheelPickerStyle`; it writes only through the model's selection. Turning
/// it: a drag up or down moves a row per 32 points, a tap on a neighbour selects it, the mouse
/// wheel moves a row per notch (`WheelTurnModifier`), and when focused (a click or Tab) the Up and
/// Down arrow keys move a row. It stops at the first and last options (the wheel and keys then go on to the views around). The picker's label is not
/// drawn (as on iOS) but names the column for accessibility; the value read is the selection's text.
struct PickerWheel<SelectionValue: Hashable>: View {
    let model: PickerModel<SelectionValue>
    /// The accessibility name of the column (the picker's text label, if it has one).
    let title: String?
    /// The option selected when the current drag began (nil: no drag).
    @State private var dragBase: Int?
    @Environment(\.isEnabled) private var isEnabled

    static var rowHeight: CGFloat { DateWheelColumn.rowHeight }

    var body: some View {
        let model = self.model
        let current = model.selectedIndex
        return VStack(spacing: 0) {
            ForEach(-2...2, id: \.self) { offset in
                row(offset, from: current)
            }
        }
        .frame(minWidth: 100)
        .modifier(DateWheelBand())
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 6)
                .onChanged { drag in
                    let base = dragBase ?? current ?? 0
                    if dragBase == nil { dragBase = base }
                    let steps = Int((-drag.translation.height / Self.rowHeight).rounded())
                    select(base + steps)
                }
                .onEnded { _ in dragBase = nil },
            including: isEnabled ? .all : .none
        )
        .modifier(WheelTurnModifier { notches in turn(by: notches) })
        .focusable(isEnabled)
        .onKeyPress(.upArrow) { turn(by: -1) }
        .onKeyPress(.downArrow) { turn(by: 1) }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title ?? "Picker")
        .accessibilityValue(current.flatMap { model.options[$0].plainText } ?? "")
        .accessibilityAddTraits(.isButton)
    }

    /// Moves the selection `rows` options on (negative: back), stopping at the ends.
    private func turn(by rows: Int) -> KeyPress.Result {
        guard isEnabled, !model.options.isEmpty else { return .ignored }
        let from = model.selectedIndex ?? 0
        let target = min(max(from + rows, 0), model.options.count - 1)
        guard target != from else { return .ignored }
        withAnimation(.easeOut(duration: 0.15)) { select(target) }
        return .handled
    }

    /// Selects option `index` when there is one.
    private func select(_ index: Int) {
        let clamped = min(max(index, 0), model.options.count - 1)
        guard model.options.indices.contains(clamped), clamped != model.selectedIndex else { return }
        model.select(clamped)
    }

    @ViewBuilder private func row(_ offset: Int, from current: Int?) -> some View {
        let index = (current ?? 0) + offset
        if current != nil || offset == 0, model.options.indices.contains(index) {
            let text = AnyView(erasing: model.options[index].plainView)
                .font(.system(size: offset == 0 ? 20 : 18, weight: offset == 0 ? .medium : .regular))
                .foregroundColor(.primary)
                .opacity(offset == 0 ? 1 : abs(offset) == 1 ? 0.5 : 0.25)
                .lineLimit(1)
                .padding(.horizontal, 10)
                .frame(maxWidth: .infinity, minHeight: Self.rowHeight)
                .contentShape(Rectangle())
            if offset == 0 {
                text
            } else {
                // A tap target, not a button: buttons inside would take the focus from the column.
                text.onTapGesture { withAnimation(.easeOut(duration: 0.15)) { select(index) } }
            }
        } else {
            Color.clear.frame(height: Self.rowHeight)
        }
    }
}
