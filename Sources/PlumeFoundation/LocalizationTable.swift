import Foundation

#if !canImport(Darwin)
    /// The translations of one table (`Localizable` unless named) in one bundle, read once and kept,
    /// as Apple's `Bundle` does for `String(localized:)`.
    ///
    /// Sources, in the order they are tried for each language:
    /// - `<lang>.lproj/<table>.strings` in the bundle's resources (the old-style property list
    ///   `"key" = "value";`, as Xcode and `genstrings` write it);
    /// - `<table>.xcstrings` (Xcode's JSON string catalog, which Apple compiles into `.strings` at
    ///   build time and Linux's SwiftPM copies as it is): its `stringUnit` values and `plural`
    ///   variations (`zero`, `one`, `other`; the `zero` and `one` variants are chosen for exactly 0
    ///   and 1, where Apple applies each language's CLDR rules).
    ///
    /// Languages tried: for `Locale.current` (the default of `String(localized:)`, which on Linux is
    /// always `en_001`), first the languages the user asked for through `LANGUAGE`, `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` (`POSIXLanguagePreferences`), as Apple tries the user's preferred
    /// languages; then the locale's identifier (`pt_BR`, then `pt-BR`), its language code (`pt`),
    /// then the catalog's source language. A table that cannot be read or parsed is reported once on
    /// standard error, naming the file, and treated as absent, so the default value shows (Apple shows
    /// the key silently).
    final class LocalizationTable: @unchecked Sendable {
        private struct CacheKey: Hashable {
            var bundlePath: String
            var table: String
        }

        private static let lock = NSLock()
        nonisolated(unsafe) private static var cache: [CacheKey: LocalizationTable] = [:]

        /// Entries by language, then by key.
        private let strings: [String: [String: Entry]]
        private let sourceLanguage: String?

        /// One translation: a plain value, or plural variants chosen by the first numeric argument.
        enum Entry: Equatable {
            case value(String)
            case plural([String: String])

            func resolve(_ arguments: [LocalizationArgument]) -> String? {
                switch self {
                case .value(let value): return value
                case .plural(let variants):
                    let count = arguments.lazy.compactMap(\.pluralCount).first
                    if count == 0, let zero = variants["zero"] { return zero }
                    if count == 1, let one = variants["one"] { return one }
                    return variants["other"] ?? variants.values.sorted().first
                }
            }
        }

        /// The table named `table` in `bundle`, read on first use.
        static func named(_ table: String?, in bundle: Bundle) -> LocalizationTable {
            let key = CacheKey(bundlePath: bundle.bundlePath, table: table ?? "Localizable")
            lock.lock()
            defer { lock.unlock() }
            if let cached = cache[key] { return cached }
            let loaded = LocalizationTable(table: key.table, resources: bundle.resourceURL ?? bundle.bundleURL)
            cache[key] = loaded
            return loaded
        }

        /// Forgets every table read so far (tests that rewrite a fixture call it).
        static func reset() {
            lock.lock()
            cache = [:]
            lock.unlock()
        }

        init(table: String, resources: URL) {
            var strings: [String: [String: Entry]] = [:]
            var source: String?
            let fileManager = FileManager.default
            let catalog = resources.appendingPathComponent("\(table).xcstrings")
            if fileManager.fileExists(atPath: catalog.path) {
                do {
                    let parsed = try StringCatalog(contentsOf: catalog)
                    strings = parsed.entries
                    source = parsed.sourceLanguage
                } catch {
                    Self.report(catalog, error)
                }
            }
            var folders: [String] = []
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: resources.path, isDirectory: &isDirectory), isDirectory.boolValue {
                do {
                    folders = try fileManager.contentsOfDirectory(atPath: resources.path)
                } catch {
                    Self.report(resources, error)
                }
            }
            for folder in folders where folder.hasSuffix(".lproj") {
                let file = resources.appendingPathComponent(folder).appendingPathComponent("\(table).strings")
                guard fileManager.fileExists(atPath: file.path) else { continue }
                do {
                    let language = String(folder.dropLast(".lproj".count))
                    let pairs = try Self.readStrings(file)
                    strings[language, default: [:]].merge(pairs.mapValues(Entry.value)) { strings, _ in strings }
                } catch {
                    Self.report(file, error)
                }
            }
            self.strings = strings
            self.sourceLanguage = source
        }

        /// The translation of `key` for `locale`, or nil when no language tried has one;
        /// `environment` holds the locale variables read for `Locale.current`.
        func entry(
            forKey key: String, locale: Locale, environment: [String: String] = ProcessInfo.processInfo.environment
        ) -> Entry? {
            for language in Self.languages(for: locale, environment: environment) + [sourceLanguage].compactMap({ $0 })
            {
                if let entry = strings[language]?[key] { return entry }
            }
            return nil
        }

        /// The languages tried for `locale`, most wanted first (see the type's comment).
        static func languages(
            for locale: Locale, environment: [String: String] = ProcessInfo.processInfo.environment
        ) -> [String] {
            var result: [String] = []
            if locale.identifier == Locale.current.identifier {
                for preferred in POSIXLanguagePreferences.preferredLanguages(in: environment) {
                    result += forms(of: Locale(identifier: preferred))
                }
            }
            result += forms(of: locale)
            var seen = Set<String>()
            return result.filter { !$0.isEmpty && seen.insert($0).inserted }
        }

        /// The names a table may use for `locale`'s language: `pt_BR`, `pt-BR`, `pt`.
        private static func forms(of locale: Locale) -> [String] {
            let identifier = locale.identifier.split(separator: "@").first.map(String.init) ?? locale.identifier
            var result = [identifier, identifier.replacingOccurrences(of: "_", with: "-")]
            if let code = locale.language.languageCode?.identifier { result.append(code) }
            return result
        }

        private static func readStrings(_ file: URL) throws -> [String: String] {
            let data = try Data(contentsOf: file)
            let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
            guard let dictionary = plist as? [String: String] else {
                throw CocoaError(.propertyListReadCorrupt)
            }
            return dictionary
        }

        private static func report(_ file: URL, _ error: Error) {
            FileHandle.standardError.write(
                Data("PlumeFoundation: cannot read the localization table \(file.path): \(error)\n".utf8))
        }
    }
#endif
