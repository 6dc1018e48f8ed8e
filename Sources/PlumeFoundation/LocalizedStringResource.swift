import Foundation

#if !canImport(Darwin)
    /// A reference to a localizable string that is looked up later, in its own locale, as Apple's
    /// `LocalizedStringResource`: `String(localized: resource)` gives its text.
    ///
    /// Made from a literal (`let title: LocalizedStringResource = "Inbox"`) or with a key, a default
    /// value, a table, a locale and a bundle. Apple's type is also `Codable` and carries the values'
    /// formatting; here it carries the interpolated values as they were given.
    public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation,
        CustomStringConvertible
    {
        /// The key looked up in the table.
        public var key: String
        /// What shows when no table has the key.
        public var defaultValue: String.LocalizationValue
        /// The table's name (`Localizable` when nil).
        public var table: String?
        /// The locale whose language is looked up.
        public var locale: Locale
        /// Where the tables are.
        public var bundle: BundleDescription

        /// Where a resource's tables are, as Apple's `LocalizedStringResource.BundleDescription`.
        public enum BundleDescription: Hashable, Sendable, CustomStringConvertible {
            /// The app's main bundle.
            case main
            /// The bundle at a URL (a package's resource bundle is `Bundle.module.bundleURL`).
            case atURL(URL)

            /// The bundle that holds a class's code; on Linux that is the main bundle unless the class
            /// comes from a loaded bundle, as `Bundle(for:)` says.
            public static func forClass(_ type: AnyClass) -> BundleDescription {
                .atURL(Bundle(for: type).bundleURL)
            }

            var bundle: Bundle {
                switch self {
                case .main: return .main
                case .atURL(let url): return Bundle(url: url) ?? .main
                }
            }

            public var description: String {
                switch self {
                case .main: return "main"
                case .atURL(let url): return url.path
                }
            }
        }

        public init(
            _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
            bundle: BundleDescription = .main, comment: StaticString? = nil
        ) {
            self.key = keyAndValue.key
            self.defaultValue = keyAndValue
            self.table = table
            self.locale = locale
            self.bundle = bundle
        }

        public init(
            _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
            locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
        ) {
            self.key = key.description
            self.defaultValue = defaultValue
            self.table = table
            self.locale = locale
            self.bundle = bundle
        }

        public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

        public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
            self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
        }

        /// The localized text (what `String(localized:)` gives).
        public var description: String { String(localized: self) }
    }
#endif
