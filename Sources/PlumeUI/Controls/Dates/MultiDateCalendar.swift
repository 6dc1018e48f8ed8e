import Foundation
import PlumeGraphics

/// The month grid of a `MultiDatePicker`: the month title, the previous and next month arrows, the
/// weekday initials and the days as toggles (selected days on a tinted disc, today in the tint,
/// days outside the limits dimmed and inert). It writes only through `selection`.
struct MultiDateCalendar: View {
    let selection: Binding<Set<DateComponents>>
    let minimum: Date?
    let maximum: Date?
    /// The month shown (nil: the first selected day's, or today's).
    @State private var shownMonth: Date?
    @Environment(\.calendar) private var calendarSetting
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.now) private var now
    @Environment(\.tint) private var tint

    private var calendar: DatePickerCalendar {
        DatePickerCalendar(
            calendar: calendarSetting, timeZone: timeZone, locale: locale, minimum: minimum, maximum: maximum)
    }

    /// A day's year, month and day in `calendar`, as selection elements are matched.
    private struct DayKey: Hashable {
        let year: Int
        let month: Int
        let day: Int
    }

    private func key(of components: DateComponents) -> DayKey? {
        guard let year = components.year, let month = components.month, let day = components.day else { return nil }
        return DayKey(year: year, month: month, day: day)
    }

    private func key(of day: Date, _ calendar: DatePickerCalendar) -> DayKey {
        let c = calendar.calendar.dateComponents([.year, .month, .day], from: day)
        return DayKey(year: c.year ?? 1, month: c.month ?? 1, day: c.day ?? 1)
    }

    /// The month to show first: the earliest selected day's, else today's, moved into the limits.
    private func initialMonth(_ calendar: DatePickerCalendar) -> Date {
        let selected = selection.wrappedValue.compactMap { components -> Date? in
            var c = components
            c.calendar = c.calendar ?? calendar.calendar
            c.timeZone = c.timeZone ?? calendar.calendar.timeZone
            return calendar.calendar.date(from: c)
        }
        let start = selected.min() ?? calendar.limits.clamp(now()).date
        return calendar.startOfMonth(start)
    }

    var body: some View {
        let calendar = self.calendar
        let month = shownMonth ?? initialMonth(calendar)
        let selected = Set(selection.wrappedValue.compactMap(key(of:)))
        return VStack(spacing: 8) {
            HStack(spacing: 4) {
                Text(calendar.monthTitle(month)).font(.headline).foregroundColor(.primary).fixedSize()
                Spacer(minLength: 8)
                arrow("chevron.left", label: "Previous Month", to: calendar.month(month, movedBy: -1), calendar)
                arrow("chevron.right", label: "Next Month", to: calendar.month(month, movedBy: 1), calendar)
            }
            VStack(spacing: 2) {
                HStack(spacing: 0) {
                    ForEach(Array(calendar.weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                        Text(symbol).font(.system(size: 13, weight: .semibold)).foregroundColor(.secondary)
                            .frame(maxWidth: .infinity)
                    }
                }
                ForEach(Array(calendar.weeks(of: month).enumerated()), id: \.offset) { _, week in
                    HStack(spacing: 0) {
                        ForEach(0..<7, id: \.self) { column in
                            if let day = week[column] {
                                dayButton(day, calendar, isSelected: selected.contains(key(of: day, calendar)))
                            } else {
                                Color.clear.frame(height: 40).frame(maxWidth: .infinity)
                            }
                        }
                    }
                }
            }
        }
        .frame(minWidth: 280)
    }

    private func arrow(_ symbol: String, label: String, to month: Date, _ calendar: DatePickerCalendar) -> some View {
        CalendarMonthArrow(symbol: symbol, label: label, month: month, calendar: calendar) { shownMonth = $0 }
    }

    private func dayButton(_ day: Date, _ calendar: DatePickerCalendar, isSelected: Bool) -> some View {
        let allowed = calendar.dayIsAllowed(day)
        let isToday = calendar.isSameDay(day, now())
        let textColor: Color = !allowed ? .secondary : isSelected ? .white : isToday ? tint : .primary
        return Button {
            toggle(day, calendar)
        } label: {
            Text("\(calendar.component(.day, of: day))")
                .font(.system(size: 18, weight: isSelected || isToday ? .semibold : .regular))
                .foregroundColor(textColor)
                .opacity(allowed ? 1 : 0.45)
                .frame(width: 38, height: 38)
                .background(Circle().fill(isSelected ? tint : Color.clear))
                .frame(maxWidth: .infinity)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(!allowed)
        .accessibilityLabel(calendar.longDateText(day))
    }

    /// Adds `day` to the selection, or removes every element naming the same day.
    private func toggle(_ day: Date, _ calendar: DatePickerCalendar) {
        let dayKey = key(of: day, calendar)
        var days = selection.wrappedValue
        let matching = days.filter { key(of: $0) == dayKey }
        if matching.isEmpty {
            days.insert(calendar.calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day))
        } else {
            days.subtract(matching)
        }
        selection.wrappedValue = days
    }
}
