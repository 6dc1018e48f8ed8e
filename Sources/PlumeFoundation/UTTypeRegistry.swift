import Foundation

#if !canImport(Darwin)
    /// What one type declares: its identifier, the types it conforms to directly, its tags and a
    /// description. System types come from `UTTypeDeclarationTable`; apps add theirs at run time.
    struct UTTypeDeclaration: Sendable {
        let identifier: String
        let conformsTo: [String]
        let filenameExtensions: [String]
        let mimeTypes: [String]
        let description: String

        init(
            _ identifier: String, conformsTo: [String], extensions: [String] = [], mimeTypes: [String] = [],
            description: String
        ) {
            self.identifier = identifier
            self.conformsTo = conformsTo
            self.filenameExtensions = extensions
            self.mimeTypes = mimeTypes
            self.description = description
        }
    }

    /// The process's declared types: the system table, plus what `UTType(exportedAs:)`,
    /// `UTType(importedAs:)` and dynamic look-ups add. `UTType` is its only caller; every method takes
    /// the lock, so any thread may ask. Tags and identifiers are matched without regard to case.
    final class UTTypeRegistry: @unchecked Sendable {
        static let shared = UTTypeRegistry()

        private let lock = NSLock()
        private var declarations = UTTypeDeclarationTable.byIdentifier
        private var byTag: [UTTagClass: [String: [String]]] = UTTypeRegistry.tagIndex(UTTypeDeclarationTable.all)

        private static func tagIndex(_ declarations: [UTTypeDeclaration]) -> [UTTagClass: [String: [String]]] {
            var index: [UTTagClass: [String: [String]]] = [:]
            for declaration in declarations { add(declaration, to: &index) }
            return index
        }

        private static func add(_ declaration: UTTypeDeclaration, to index: inout [UTTagClass: [String: [String]]]) {
            for tag in declaration.filenameExtensions {
                index[.filenameExtension, default: [:]][tag.lowercased(), default: []].append(declaration.identifier)
            }
            for tag in declaration.mimeTypes {
                index[.mimeType, default: [:]][tag.lowercased(), default: []].append(declaration.identifier)
            }
        }

        func declaration(of identifier: String) -> UTTypeDeclaration? {
            lock.withLock { declarations[identifier.lowercased()] }
        }

        /// The declared types with `tag`, in declaration order.
        func types(tag: String, tagClass: UTTagClass) -> [UTType] {
            lock.withLock {
                (byTag[tagClass]?[tag.lowercased()] ?? []).filter { !$0.hasPrefix("dyn.") }.map(UTType.init(declared:))
            }
        }

        /// Every type `identifier` conforms to, through any number of steps (a cycle in declarations
        /// ends the walk rather than looping).
        func supertypes(of identifier: String) -> Set<UTType> {
            lock.withLock {
                var found: Set<String> = []
                var pending = declarations[identifier.lowercased()]?.conformsTo ?? []
                while let next = pending.popLast() {
                    let key = next.lowercased()
                    guard key != identifier.lowercased(), found.insert(key).inserted else { continue }
                    pending += declarations[key]?.conformsTo ?? []
                }
                return Set(found.map { UTType(declared: declarations[$0]?.identifier ?? $0) })
            }
        }

        /// Declares an app's type; a second declaration of the same identifier keeps the first.
        func declare(_ identifier: String, conformingTo parent: UTType) -> UTType {
            lock.withLock {
                let key = identifier.lowercased()
                if let existing = declarations[key] { return UTType(declared: existing.identifier) }
                declarations[key] = UTTypeDeclaration(
                    identifier, conformsTo: [parent.identifier], description: identifier)
                return UTType(declared: identifier)
            }
        }

        /// The dynamic type for a tag no declared type has: `dyn.` and the tag class and tag spelled in
        /// hexadecimal, so the same tag always gives the same type; it remembers its tag.
        func dynamicType(tag: String, tagClass: UTTagClass, conformingTo parent: UTType?) -> UTType {
            let parentIdentifier = parent?.identifier.lowercased() ?? "public.data"
            let spelled = "\(tagClass.rawValue)=\(tag.lowercased()):\(parentIdentifier)"
            let hex = Array(spelled.utf8).map { String(format: "%02x", $0) }.joined()
            let identifier = "dyn.\(hex)"
            lock.withLock {
                if declarations[identifier] == nil {
                    let declaration = UTTypeDeclaration(
                        identifier, conformsTo: [parentIdentifier],
                        extensions: tagClass == .filenameExtension ? [tag] : [],
                        mimeTypes: tagClass == .mimeType ? [tag] : [], description: tag)
                    declarations[identifier] = declaration
                    UTTypeRegistry.add(declaration, to: &byTag)
                }
            }
            return UTType(declared: identifier)
        }
    }
#endif
