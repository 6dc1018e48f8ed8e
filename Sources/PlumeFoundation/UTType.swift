import Foundation

#if !canImport(Darwin)
    /// A uniform type identifier, as Apple's `UniformTypeIdentifiers.UTType`: what kind of data a file
    /// or a buffer holds (`public.plain-text`, `public.png`…), with the filename extensions and MIME
    /// types that stand for it and the types it conforms to (`public.png` is a `public.image`, which
    /// is `public.data`).
    ///
    /// The system types Apple declares (`.plainText`, `.json`, `.png`, `.pdf`, `.folder`…) are
    /// declared here in the same tree (`UTTypeDeclarationTable`); `UTType(exportedAs:)` and
    /// `UTType(importedAs:)` declare an app's own. An extension or MIME type that no declared type
    /// has gives a *dynamic* type (`dyn.…`, conforming to `public.data`), as on Apple's platforms.
    /// Identifiers compare without regard to case. Safe to use from any thread.
    ///
    /// Differences from Apple's: an app's own types are declared by calling `UTType(exportedAs:)`
    /// at run time (Linux has no `Info.plist` to read them from), and `localizedDescription` is
    /// English.
    public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
        /// The identifier, as declared (`"public.plain-text"`).
        public let identifier: String

        init(declared identifier: String) { self.identifier = identifier }

        /// The declared type with `identifier`, or nil when none is declared.
        public init?(_ identifier: String) {
            guard let declaration = UTTypeRegistry.shared.declaration(of: identifier) else { return nil }
            self.identifier = declaration.identifier
        }

        /// The type for a filename extension (without the dot), preferring one that conforms to
        /// `supertype`; a dynamic type when no declared type has the extension.
        public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
            self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
        }

        /// The type for a MIME type, preferring one that conforms to `supertype`; a dynamic type when
        /// no declared type has it.
        public init?(mimeType: String, conformingTo supertype: UTType = .data) {
            self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
        }

        /// The type for `tag` of `tagClass` conforming to `supertype`: the first declared one, else a
        /// dynamic one. Nil for an empty tag (Apple's also refuses it).
        public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
            guard !tag.isEmpty else { return nil }
            let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype)
            if let first = found.first {
                self = first
            } else {
                self = UTTypeRegistry.shared.dynamicType(tag: tag, tagClass: tagClass, conformingTo: supertype)
            }
        }

        /// Declares (once per process) a type the app owns, as Apple's `UTType(exportedAs:conformingTo:)`
        /// does from the app's `Info.plist`. Conforms to `parentType` (`.data` by default).
        public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
            self = UTTypeRegistry.shared.declare(identifier, conformingTo: parentType ?? .data)
        }

        /// Declares a type another app owns, as Apple's `UTType(importedAs:conformingTo:)`.
        public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
            self = UTTypeRegistry.shared.declare(identifier, conformingTo: parentType ?? .data)
        }

        /// Every declared type with `tag` of `tagClass` that conforms to `supertype`.
        public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
            UTTypeRegistry.shared.types(tag: tag, tagClass: tagClass).filter { type in
                supertype.map { type.conforms(to: $0) } ?? true
            }
        }

        private var declaration: UTTypeDeclaration {
            UTTypeRegistry.shared.declaration(of: identifier)
                ?? UTTypeDeclaration(identifier, conformsTo: ["public.data"], description: identifier)
        }

        /// The extension a new file of this type gets (`"txt"`), if any.
        public var preferredFilenameExtension: String? { declaration.filenameExtensions.first }

        /// The MIME type this type is sent as (`"text/plain"`), if any.
        public var preferredMIMEType: String? { declaration.mimeTypes.first }

        /// Every tag of the type, by class.
        public var tags: [UTTagClass: [String]] {
            var result: [UTTagClass: [String]] = [:]
            if !declaration.filenameExtensions.isEmpty { result[.filenameExtension] = declaration.filenameExtensions }
            if !declaration.mimeTypes.isEmpty { result[.mimeType] = declaration.mimeTypes }
            return result
        }

        /// A description for people ("plain text"), in English.
        public var localizedDescription: String? { declaration.description }

        /// The types this one conforms to, directly or not (not itself).
        public var supertypes: Set<UTType> { UTTypeRegistry.shared.supertypes(of: identifier) }

        /// True when this type is `type` or conforms to it through its supertypes.
        public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }

        /// True when `type` conforms to this one and is not it.
        public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }

        /// True when this type conforms to `type` and is not it.
        public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

        /// True for a type made up for a tag no declared type has (`dyn.…`).
        public var isDynamic: Bool { identifier.lowercased().hasPrefix("dyn.") }

        /// True for a type that is declared (system or app), false for a dynamic one.
        public var isDeclared: Bool { !isDynamic }

        /// True for the types Apple's system declares (the table here).
        public var isSystemDeclared: Bool { UTTypeDeclarationTable.byIdentifier[identifier.lowercased()] != nil }

        /// True for `public.` types.
        public var isPublic: Bool { identifier.lowercased().hasPrefix("public.") }

        public var description: String { identifier }
        public var debugDescription: String { "\(identifier) (\(localizedDescription ?? "no description"))" }

        public static func == (lhs: UTType, rhs: UTType) -> Bool {
            lhs.identifier.lowercased() == rhs.identifier.lowercased()
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }

        /// Decodes the identifier string a `UTType` encodes as; an identifier that no declared type has
        /// (and is not dynamic) is a `DecodingError`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let identifier = try container.decode(String.self)
            if let declared = UTType(identifier) {
                self = declared
            } else if identifier.lowercased().hasPrefix("dyn.") {
                self.identifier = identifier
            } else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "no type is declared as \"\(identifier)\"")
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(identifier)
        }
    }

    /// A class of tags that stand for a type, as Apple's `UTTagClass`.
    public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Filename extensions without the dot (`"txt"`).
        public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
        /// MIME types (`"text/plain"`).
        public static let mimeType = UTTagClass(rawValue: "public.mime-type")
    }
#endif
