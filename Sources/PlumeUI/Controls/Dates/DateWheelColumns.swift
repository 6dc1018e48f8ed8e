import Foundation
import PlumeGraphics

/// The columns of a wheel date picker for some of a date's parts: month, day and year in the
/// locale's order for `.date`; hour, minute and (on a 12-hour clock) AM/PM for `.hourAndMinute`.
/// Made by the wheel and field styles and by the time popovers; it writes only through the
/// configuration's binding (each change goes through `DatePickerCalendar.setting`, so a day past
/// the end of a new month becomes its last day and dates stay within the range).
struct DateWheelColumns: View {
    let configuration: DatePickerStyleConfiguration
    let components: DatePickerComponents
    /// Whether to draw the band behind the current row (false when a wheel style draws one band
    /// behind several groups of columns).
    var showsBand = true
    @Environment(\.calendar) private var calendarSetting
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    var body: some View {
        let calendar = DatePickerCalendar(
            calendar: calendarSetting, timeZone: timeZone, locale: locale, minimum: configuration.minimumDate,
            maximum: configuration.maximumDate)
        return HStack(spacing: 4) {
            ForEach(Array(columns(calendar).enumerated()), id: \.offset) { _, model in
                DateWheelColumn(model: model)
            }
        }
        .modifier(OptionalModifier(isOn: showsBand, modifier: DateWheelBand()))
    }

    private func columns(_ calendar: DatePickerCalendar) -> [DateWheelColumn.Model] {
        let binding = configuration.$selection
        let date = configuration.selection
        func set(_ values: [Calendar.Component: Int]) {
            binding.wrappedValue = calendar.setting(values, in: binding.wrappedValue)
        }
        var columns: [DateWheelColumn.Model] = []
        if components.contains(.date) {
            let days = calendar.calendar.range(of: .day, in: .month, for: date)?.count ?? 31
            let months = calendar.shortMonthSymbols
            for part in calendar.dateOrder {
                switch part {
                case .month:
                    columns.append(
                        .init(
                            name: "Month", value: calendar.component(.month, of: date), range: 1...12, wraps: true,
                            text: { months.indices.contains($0 - 1) ? months[$0 - 1] : "\($0)" },
                            choose: { set([.month: $0]) }))
                case .day:
                    columns.append(
                        .init(
                            name: "Day", value: calendar.component(.day, of: date), range: 1...days, wraps: true,
                            text: { "\($0)" }, choose: { set([.day: $0]) }))
                default:
                    columns.append(
                        .init(
                            name: "Year", value: calendar.component(.year, of: date), range: 1...9999, wraps: false,
                            text: { String($0) }, choose: { set([.year: $0]) }))
                }
            }
        }
        if components.contains(.hourAndMinute) {
            let hour = calendar.component(.hour, of: date)
            if calendar.uses12HourClock {
                let isPM = hour >= 12
                let symbols = calendar.amPMSymbols
                columns.append(
                    .init(
                        name: "Hour", value: hour % 12 == 0 ? 12 : hour % 12, range: 1...12, wraps: true,
                        text: { "\($0)" }, choose: { set([.hour: $0 % 12 + (isPM ? 12 : 0)]) }))
                columns.append(minuteColumn(calendar, date, set))
                columns.append(
                    .init(
                        name: "AM/PM", value: isPM ? 1 : 0, range: 0...1, wraps: false,
                        text: { $0 == 0 ? symbols.am : symbols.pm },
                        choose: { set([.hour: hour % 12 + ($0 == 1 ? 12 : 0)]) }))
            } else {
                columns.append(
                    .init(
                        name: "Hour", value: hour, range: 0...23, wraps: true, text: { String(format: "%02d", $0) },
                        choose: { set([.hour: $0]) }))
                columns.append(minuteColumn(calendar, date, set))
            }
        }
        return columns
    }

    private func minuteColumn(
        _ calendar: DatePickerCalendar, _ date: Date, _ set: @escaping ([Calendar.Component: Int]) -> Void
    ) -> DateWheelColumn.Model {
        .init(
            name: "Minute", value: calendar.component(.minute, of: date), range: 0...59, wraps: true,
            text: { String(format: "%02d", $0) }, choose: { set([.minute: $0]) })
    }
}

/// Applies `modifier` only when `isOn`.
nonisolated struct OptionalModifier<M: ViewModifier>: ViewModifier {
    let isOn: Bool
    let modifier: M
    @ViewBuilder @MainActor func body(content: Content) -> some View {
        if isOn { content.modifier(modifier) } else { content }
    }
}
