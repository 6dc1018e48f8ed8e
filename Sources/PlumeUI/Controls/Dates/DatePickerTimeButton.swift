import Foundation
import PlumeGraphics

/// A date picker's time as a grey button ("9:41 AM") that opens the hour and minute columns in a
/// popover (the text turns to the tint while it is open). Made by the compact and graphical styles.
struct DatePickerTimeButton: View {
    let configuration: DatePickerStyleConfiguration
    @State private var isPresented = false
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    var body: some View {
        let words = DatePickerCalendar(
            calendar: calendar, timeZone: timeZone, locale: locale, minimum: nil, maximum: nil)
        return DatePickerChip(text: words.timeText(configuration.selection), isOpen: isPresented) {
            isPresented = true
        }
        .popover(isPresented: $isPresented, arrowEdge: .bottom) {
            DateWheelColumns(configuration: configuration, components: .hourAndMinute).padding(12)
        }
    }
}

/// The grey rounded button compact date pickers show their date and time in, never cut short. Made by the compact
/// style and `DatePickerTimeButton`.
struct DatePickerChip: View {
    let text: String
    let isOpen: Bool
    let action: () -> Void
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        Button(action: action) {
            Text(text)
                .font(.system(size: controlSize.fontSize))
                .foregroundColor(isOpen ? tint : .primary)
                .lineLimit(1)
                .fixedSize()
                .padding(.horizontal, 11 * controlSize.scale)
                .padding(.vertical, 6 * controlSize.scale)
                .background(RoundedRectangle(cornerRadius: 6).fill(Color.systemFill.opacity(0.6)))
        }
        .buttonStyle(.plain)
    }
}
