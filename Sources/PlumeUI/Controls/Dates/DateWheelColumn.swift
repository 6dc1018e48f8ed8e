import Foundation
import PlumeGraphics

/// One turning column of a wheel date picker: the current value with two neighbours above and
/// below, fading (the grey band behind the current row is drawn by `DateWheelBand`). Tapping a neighbour turns the column to it; dragging up or down turns
/// it a row per 32 points. Made by `DateWheelColumns`; it writes only through `choose`.
struct DateWheelColumn: View {
    /// The values the column turns through, with the current one.
    struct Model {
        /// Names the column for accessibility ("Hour").
        let name: String
        let value: Int
        let range: ClosedRange<Int>
        /// Whether turning past an end comes round to the other (hours, minutes, days, months).
        let wraps: Bool
        let text: (Int) -> String
        let choose: (Int) -> Void

        /// The value `offset` rows from the current one (nil past an end that does not wrap).
        func value(at offset: Int, from base: Int? = nil) -> Int? {
            let moved = (base ?? value) + offset
            if range.contains(moved) { return moved }
            guard wraps else { return nil }
            let count = range.count
            return range.lowerBound + ((moved - range.lowerBound) % count + count) % count
        }
    }

    static let rowHeight: CGFloat = 32

    let model: Model
    /// The value when the current drag began (nil: no drag).
    @State private var dragBase: Int?

    var body: some View {
        let model = self.model
        return VStack(spacing: 0) {
            ForEach(-2...2, id: \.self) { offset in
                row(offset)
            }
        }
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 6)
                .onChanged { drag in
                    let base = dragBase ?? model.value
                    if dragBase == nil { dragBase = base }
                    let steps = Int((-drag.translation.height / Self.rowHeight).rounded())
                    if let value = model.value(at: steps, from: base), value != model.value {
                        model.choose(value)
                    }
                }
                .onEnded { _ in dragBase = nil }
        )
        .accessibilityLabel(model.name)
    }

    @ViewBuilder private func row(_ offset: Int) -> some View {
        if let value = model.value(at: offset) {
            let text = Text(model.text(value))
                .font(.system(size: offset == 0 ? 20 : 18, weight: offset == 0 ? .medium : .regular))
                .foregroundColor(.primary)
                .opacity(offset == 0 ? 1 : abs(offset) == 1 ? 0.5 : 0.25)
                .lineLimit(1)
                .padding(.horizontal, 10)
                .frame(minWidth: 44, minHeight: Self.rowHeight)
                .contentShape(Rectangle())
            if offset == 0 {
                text
            } else {
                Button {
                    withAnimation(.easeOut(duration: 0.15)) { model.choose(value) }
                } label: {
                    text
                }
                .buttonStyle(.plain)
                .accessibilityLabel("\(model.name) \(model.text(value))")
            }
        } else {
            Color.clear.frame(width: 44, height: Self.rowHeight)
        }
    }
}

/// The grey band behind the current row of wheel columns.
nonisolated struct DateWheelBand: ViewModifier {
    @MainActor func body(content: Content) -> some View {
        content.background {
            RoundedRectangle(cornerRadius: 8).fill(Color.systemFill.opacity(0.6))
                .frame(height: DateWheelColumn.rowHeight)
        }
    }
}
