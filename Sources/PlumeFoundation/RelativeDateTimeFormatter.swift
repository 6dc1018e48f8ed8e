import Foundation

#if !canImport(Darwin)
    /// Says how far a date is from another in words ("2 hours ago", "in 3 days", "yesterday"), as
    /// Apple's `RelativeDateTimeFormatter`, which Linux's Foundation lacks. Built on Foundation's
    /// `Date.RelativeFormatStyle` (ICU), which Linux has.
    ///
    /// Differs from Apple's: `Date.RelativeFormatStyle` measures from the moment it formats, so
    /// `localizedString(for:relativeTo:)` formats the same distance from now; named forms
    /// ("yesterday", "next week") therefore follow today's calendar boundaries, not the reference
    /// date's. `formattingContext` is kept but does not change the capitalisation.
    open class RelativeDateTimeFormatter: Formatter {
        /// Numbers always ("1 day ago"), or words where the language has them ("yesterday").
        public enum DateTimeStyle: Int, Sendable {
            case numeric = 0
            case named = 1
        }

        /// How the unit is written.
        public enum UnitsStyle: Int, Sendable {
            case full = 0
            case spellOut = 1
            case short = 2
            case abbreviated = 3
        }

        open var dateTimeStyle: DateTimeStyle = .numeric
        open var unitsStyle: UnitsStyle = .full
        open var calendar: Calendar! = .current
        open var locale: Locale! = .current
        open var formattingContext: Formatter.Context = .unknown

        public override init() { super.init() }

        public required init?(coder: NSCoder) { super.init(coder: coder) }

        /// The distance of `date` from `referenceDate`, in words.
        open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
            localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
        }

        /// A time interval from now, in words: `-3600` → "1 hour ago".
        open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
            let interval = timeInterval.isFinite ? min(max(timeInterval, -3e10), 3e10) : 0
            let now = Date()
            return style.format(now.addingTimeInterval(interval))
        }

        /// The date components from now, in words: `DateComponents(day: -1)` → "1 day ago".
        open func localizedString(from dateComponents: DateComponents) -> String {
            let calendar = self.calendar ?? .current
            let now = Date()
            let date = calendar.date(byAdding: dateComponents, to: now) ?? now
            return style.format(date)
        }

        /// A date's distance from now; nil for anything that is not a date.
        open override func string(for obj: Any?) -> String? {
            guard let date = obj as? Date else { return nil }
            return localizedString(for: date, relativeTo: Date())
        }

        private var style: Date.RelativeFormatStyle {
            let presentation: Date.RelativeFormatStyle.Presentation = dateTimeStyle == .named ? .named : .numeric
            let units: Date.RelativeFormatStyle.UnitsStyle
            switch unitsStyle {
            case .full: units = .wide
            case .spellOut: units = .spellOut
            case .short: units = .abbreviated
            case .abbreviated: units = .narrow
            }
            var style = Date.RelativeFormatStyle(presentation: presentation, unitsStyle: units)
            style.locale = locale ?? .current
            style.calendar = calendar ?? .current
            return style
        }
    }
#endif
