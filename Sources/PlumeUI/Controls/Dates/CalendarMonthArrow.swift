import Foundation

/// The previous or next month arrow of the calendar grids (`GraphicalDatePicker`,
/// `MultiDateCalendar`): in the tint when `month` has a day the picker allows, grey and disabled
/// otherwise. Tapping it calls `show` with `month`.
struct CalendarMonthArrow: View {
    let symbol: String
    let label: String
    let month: Date
    let calendar: DatePickerCalendar
    let show: (Date) -> Void
    @Environment(\.tint) private var tint

    var body: some View {
        let allowed = calendar.monthHasAllowedDays(month)
        Button {
            show(month)
        } label: {
            Image(systemName: symbol).font(.system(size: 18, weight: .semibold))
                .foregroundColor(allowed ? tint : .secondary)
                .frame(width: 36, height: 32)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(!allowed)
        .accessibilityLabel(label)
    }
}
