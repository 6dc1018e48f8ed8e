import Foundation
import PlumeGraphics

/// The wheel date picker style's view: the label above the turning columns of the parts shown.
/// Made by `WheelDatePickerStyle`.
struct WheelDatePicker: View {
    let configuration: DatePickerStyleConfiguration

    var body: some View {
        VStack(spacing: 8) {
            configuration.label
            HStack(spacing: 12) {
                if configuration.displayedComponents.contains(.date) {
                    DateWheelColumns(configuration: configuration, components: .date, showsBand: false)
                }
                if configuration.displayedComponents.contains(.hourAndMinute) {
                    DateWheelColumns(configuration: configuration, components: .hourAndMinute, showsBand: false)
                }
            }
            .modifier(DateWheelBand())
        }
    }
}

/// The field date picker style's view: the label, then the date and time written out in a bordered
/// field; pressing the field opens the wheel columns in a popover. Made by `FieldDatePickerStyle`.
struct FieldDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    @State private var isEditing = false
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.tint) private var tint

    var body: some View {
        let words = DatePickerCalendar(
            calendar: calendar, timeZone: timeZone, locale: locale, minimum: nil, maximum: nil)
        let components = configuration.displayedComponents
        let date = configuration.selection
        let text = [
            components.contains(.date) ? words.numericDateText(date) : nil,
            components.contains(.hourAndMinute) ? words.timeText(date) : nil,
        ].compactMap { $0 }.joined(separator: ", ")
        return HStack(spacing: 8) {
            configuration.label
            Spacer(minLength: 8)
            Button {
                isEditing = true
            } label: {
                Text(text).lineLimit(1).fixedSize().foregroundColor(.primary)
                    .padding(.horizontal, 8).padding(.vertical, 5)
                    .overlay(
                        RoundedRectangle(cornerRadius: 5)
                            .strokeBorder(isEditing ? tint : Color.separator, lineWidth: isEditing ? 2 : 1))
            }
            .buttonStyle(.plain)
            .popover(isPresented: $isEditing, arrowEdge: .bottom) {
                WheelDatePicker(
                    configuration: DatePickerStyleConfiguration(
                        label: .init(content: AnyView(EmptyView())), selection: configuration.$selection,
                        minimumDate: configuration.minimumDate, maximumDate: configuration.maximumDate,
                        displayedComponents: components)
                )
                .padding(12)
            }
        }
    }
}
