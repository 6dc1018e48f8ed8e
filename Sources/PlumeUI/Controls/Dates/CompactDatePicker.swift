import Foundation
import PlumeGraphics

/// The compact date picker style's view: the label, then the date ("Dec 6, 2026") as a button that
/// opens the graphical calendar in a popover, and the time as a button that opens the hour and
/// minute columns. Made by `CompactDatePickerStyle`.
struct CompactDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    @State private var showsCalendar = false
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    var body: some View {
        let words = DatePickerCalendar(
            calendar: calendar, timeZone: timeZone, locale: locale, minimum: nil, maximum: nil)
        let components = configuration.displayedComponents
        var dateOnly = configuration
        dateOnly.displayedComponents = .date
        return HStack(spacing: 6) {
            configuration.label
            Spacer(minLength: 8)
            if components.contains(.date) {
                DatePickerChip(text: words.dateText(configuration.selection), isOpen: showsCalendar) {
                    showsCalendar = true
                }
                .popover(isPresented: $showsCalendar, arrowEdge: .bottom) {
                    GraphicalDatePicker(configuration: dateOnly).frame(width: 320).padding(12)
                }
            }
            if components.contains(.hourAndMinute) {
                DatePickerTimeButton(configuration: configuration)
            }
        }
    }
}
