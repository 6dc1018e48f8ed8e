import Foundation
import PlumeGraphics

/// The graphical picker's month-and-year chooser: the year between arrows, then the twelve months
/// as buttons. Choosing a month shows it (the selection is not changed, as on iOS). Made by
/// `GraphicalDatePicker`; it only calls `choose`.
struct DatePickerMonthChooser: View {
    let calendar: DatePickerCalendar
    let month: Date
    let choose: (Date) -> Void
    /// The year shown (nil: the month's).
    @State private var shownYear: Int?
    @Environment(\.tint) private var tint

    var body: some View {
        let currentYear = calendar.component(.year, of: month)
        let currentMonth = calendar.component(.month, of: month)
        let year = shownYear ?? currentYear
        let names = calendar.shortMonthSymbols
        return VStack(spacing: 12) {
            HStack {
                yearArrow("chevron.left", label: "Previous Year", to: year - 1)
                Spacer()
                Text(verbatim: "\(year)").font(.headline)
                Spacer()
                yearArrow("chevron.right", label: "Next Year", to: year + 1)
            }
            Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                ForEach(0..<3, id: \.self) { row in
                    GridRow {
                        ForEach(0..<4, id: \.self) { column in
                            let number = row * 4 + column + 1
                            monthButton(
                                number, name: names.indices.contains(number - 1) ? names[number - 1] : "\(number)",
                                year: year, isCurrent: number == currentMonth && year == currentYear)
                        }
                    }
                }
            }
        }
        .padding(.vertical, 8)
    }

    private func yearArrow(_ symbol: String, label: String, to year: Int) -> some View {
        Button {
            shownYear = year
        } label: {
            Image(systemName: symbol).font(.system(size: 18, weight: .semibold)).foregroundColor(tint)
                .frame(width: 36, height: 32).contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(year < 1 || year > 9999)
        .accessibilityLabel(label)
    }

    private func monthButton(_ number: Int, name: String, year: Int, isCurrent: Bool) -> some View {
        let start = calendar.monthStart(year: year, month: number)
        let allowed = start.map(calendar.monthHasAllowedDays) ?? false
        return Button {
            if let start { choose(start) }
        } label: {
            Text(name)
                .font(.system(size: 15, weight: isCurrent ? .semibold : .regular))
                .foregroundColor(isCurrent ? .white : allowed ? .primary : .secondary)
                .frame(maxWidth: .infinity, minHeight: 34)
                .background(RoundedRectangle(cornerRadius: 8).fill(isCurrent ? tint : Color.systemFill.opacity(0.5)))
        }
        .buttonStyle(.plain)
        .disabled(!allowed)
    }
}
