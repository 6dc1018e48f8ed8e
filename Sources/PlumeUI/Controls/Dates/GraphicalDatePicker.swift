import Foundation
import PlumeGraphics

/// The graphical date picker style's view: a month title (tap it to choose a month and year), the
/// previous/next month arrows, the weekday initials and the days of the month as buttons (the
/// selected day in a tinted circle, today in the tint, days outside the range dimmed and inert),
/// then a "Time" row when the hour and minute are shown. Made by `GraphicalDatePickerStyle` and by
/// the compact style's popover; it writes only through the configuration's binding.
struct GraphicalDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    /// The month shown (nil: the selection's).
    @State private var shownMonth: Date?
    /// Whether the month-and-year chooser replaces the days.
    @State private var choosingMonth = false
    @Environment(\.calendar) private var calendarSetting
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.now) private var now
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize

    private var calendar: DatePickerCalendar {
        DatePickerCalendar(
            calendar: calendarSetting, timeZone: timeZone, locale: locale, minimum: configuration.minimumDate,
            maximum: configuration.maximumDate)
    }

    var body: some View {
        let calendar = self.calendar
        let month = shownMonth ?? calendar.startOfMonth(configuration.selection)
        let components = configuration.displayedComponents
        return VStack(spacing: 8) {
            if components.contains(.date) {
                header(calendar, month: month)
                if choosingMonth {
                    DatePickerMonthChooser(calendar: calendar, month: month) { chosen in
                        shownMonth = chosen
                        choosingMonth = false
                    }
                } else {
                    days(calendar, month: month)
                }
            }
            if components.contains(.hourAndMinute) {
                if components.contains(.date) { Divider() }
                HStack {
                    Text("Time").font(.body)
                    Spacer()
                    DatePickerTimeButton(configuration: configuration)
                }
            }
        }
        .frame(minWidth: 280)
    }

    private func header(_ calendar: DatePickerCalendar, month: Date) -> some View {
        let previous = calendar.month(month, movedBy: -1)
        let next = calendar.month(month, movedBy: 1)
        return HStack(spacing: 4) {
            Button {
                withAnimation(.easeInOut(duration: 0.2)) { choosingMonth.toggle() }
            } label: {
                HStack(spacing: 6) {
                    Text(calendar.monthTitle(month)).font(.headline).foregroundColor(.primary).fixedSize()
                    Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold))
                        .foregroundColor(tint)
                        .rotationEffect(.degrees(choosingMonth ? 90 : 0))
                }
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Choose Month and Year")
            Spacer(minLength: 8)
            if !choosingMonth {
                arrow("chevron.left", label: "Previous Month", to: previous, calendar)
                arrow("chevron.right", label: "Next Month", to: next, calendar)
            }
        }
    }

    private func arrow(_ symbol: String, label: String, to month: Date, _ calendar: DatePickerCalendar) -> some View {
        CalendarMonthArrow(symbol: symbol, label: label, month: month, calendar: calendar) { shownMonth = $0 }
    }

    private func days(_ calendar: DatePickerCalendar, month: Date) -> some View {
        let selection = configuration.selection
        let today = now()
        let side = cellSide
        return VStack(spacing: 2) {
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
                            dayButton(
                                day, calendar, isSelected: calendar.isSameDay(day, selection),
                                isToday: calendar.isSameDay(day, today), side: side)
                        } else {
                            Color.clear.frame(height: side).frame(maxWidth: .infinity)
                        }
                    }
                }
            }
        }
    }

    /// The height of a day's row: 40 points at the regular control size.
    private var cellSide: CGFloat {
        switch controlSize {
        case .mini: 28
        case .small: 34
        case .regular: 40
        case .large: 44
        case .extraLarge: 48
        }
    }

    private func dayButton(
        _ day: Date, _ calendar: DatePickerCalendar, isSelected: Bool, isToday: Bool, side: CGFloat
    ) -> some View {
        let allowed = calendar.dayIsAllowed(day)
        let binding = configuration.$selection
        let textColor: Color =
            !allowed ? .secondary : isSelected ? (isToday ? .white : tint) : isToday ? tint : .primary
        let circle: Color = isSelected ? (isToday ? tint : tint.opacity(0.15)) : .clear
        return Button {
            binding.wrappedValue = calendar.day(day, keepingTimeOf: binding.wrappedValue)
        } label: {
            Text("\(calendar.component(.day, of: day))")
                .font(.system(size: side * 0.45, weight: isSelected || isToday ? .semibold : .regular))
                .foregroundColor(textColor)
                .opacity(allowed ? 1 : 0.45)
                .frame(width: side - 2, height: side - 2)
                .background(Circle().fill(circle))
                .frame(maxWidth: .infinity)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(!allowed)
        .accessibilityLabel(calendar.longDateText(day))
    }
}
