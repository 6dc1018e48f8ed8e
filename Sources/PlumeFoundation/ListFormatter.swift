import Foundation

#if !canImport(Darwin)
    /// Joins items into a list with the locale's separators and conjunction ("a, b, and c"), as
    /// Apple's `ListFormatter`, which Linux's Foundation lacks. Built on Foundation's
    /// `ListFormatStyle` (ICU), which Linux has.
    ///
    /// Items that are not strings are turned into text by `itemFormatter` when one is set (Apple
    /// returns nil when the item formatter cannot format one; so does this), else by
    /// `String(describing:)`.
    open class ListFormatter: Formatter {
        /// The locale whose list pattern is used (`Locale.current` unless set).
        open var locale: Locale! = .current
        /// Formats each item before joining, when set.
        open var itemFormatter: Formatter?

        public override init() { super.init() }

        public required init?(coder: NSCoder) { super.init(coder: coder) }

        /// The strings joined for the current locale: `["a", "b", "c"]` → `"a, b, and c"` in English.
        open class func localizedString(byJoining strings: [String]) -> String {
            join(strings, locale: .current)
        }

        /// The items joined, or nil when the item formatter cannot format one of them.
        open func string(from items: [Any]) -> String? {
            var strings: [String] = []
            strings.reserveCapacity(items.count)
            for item in items {
                if let itemFormatter {
                    guard let text = itemFormatter.string(for: item) else { return nil }
                    strings.append(text)
                } else {
                    strings.append(item as? String ?? String(describing: item))
                }
            }
            return Self.join(strings, locale: locale ?? .current)
        }

        /// An array's items joined; nil for anything that is not an array.
        open override func string(for obj: Any?) -> String? {
            guard let items = obj as? [Any] else { return nil }
            return string(from: items)
        }

        private static func join(_ strings: [String], locale: Locale) -> String {
            strings.formatted(.list(type: .and, width: .standard).locale(locale))
        }
    }
#endif
