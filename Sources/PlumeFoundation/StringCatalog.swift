import Foundation

#if !canImport(Darwin)
    /// Xcode's string catalog (`.xcstrings`, JSON), read into translations by language and key.
    ///
    /// Read by `LocalizationTable`. Keeps each key's `stringUnit` value and its `plural` variations
    /// (each variant's own `stringUnit`); `device` variations and `substitutions` are not read (their
    /// keys fall back to the default value). A key with no localization for the source language
    /// translates to itself there, as Xcode's build does.
    struct StringCatalog {
        var sourceLanguage: String?
        var entries: [String: [String: LocalizationTable.Entry]] = [:]

        init(contentsOf url: URL) throws {
            let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
            sourceLanguage = file.sourceLanguage
            for (key, string) in file.strings ?? [:] {
                for (language, localization) in string.localizations ?? [:] {
                    if let value = localization.stringUnit?.value {
                        entries[language, default: [:]][key] = .value(value)
                    } else if let plural = localization.variations?.plural {
                        let variants = plural.compactMapValues { $0.stringUnit?.value }
                        if !variants.isEmpty { entries[language, default: [:]][key] = .plural(variants) }
                    }
                }
                if let source = file.sourceLanguage, entries[source]?[key] == nil {
                    entries[source, default: [:]][key] = .value(key)
                }
            }
        }

        private struct File: Decodable {
            var sourceLanguage: String?
            var strings: [String: StringEntry]?
        }

        private struct StringEntry: Decodable {
            var localizations: [String: Localization]?
        }

        private struct Localization: Decodable {
            var stringUnit: StringUnit?
            var variations: Variations?
        }

        private struct Variations: Decodable {
            var plural: [String: Variant]?
        }

        private struct Variant: Decodable {
            var stringUnit: StringUnit?
        }

        private struct StringUnit: Decodable {
            var value: String?
        }
    }
#endif
