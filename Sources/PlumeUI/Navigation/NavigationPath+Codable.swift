import Foundation

extension NavigationPath {
    /// A navigation path in a form that can be saved and read back, as SwiftUI's
    /// `NavigationPath.CodableRepresentation`.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(path.codable!)
    /// let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    /// ```
    /// It encodes as SwiftUI's does: one flat list of strings, for each element from the top of the
    /// stack down, its type's qualified name (`Swift.Int`, `MyApp.Park`) and then its value's JSON
    /// text. Decoding finds each type by that name and decodes the value with the type's own
    /// `Decodable` conformance; a name no type of the program has (or a type that is not `Decodable`
    /// and `Hashable`), an odd count of strings or a value the type rejects fail with a
    /// `DecodingError.dataCorrupted` that says which element and why.
    ///
    /// Difference from SwiftUI: the type names Plume can find are those of the standard library and
    /// of types declared at a module's top level or nested in other types, with generic arguments of
    /// the same kinds (`MyApp.Route`, `Swift.Array<MyApp.Route>`); a `private` or function-local type
    /// encodes, but decoding it fails with the error above (its name holds no stable identity).
    public struct CodableRepresentation: Codable, Equatable {
        /// The elements, bottom first, as (type name, JSON text).
        let elements: [(typeName: String, json: String)]
        /// Decoded elements (filled when made from a path or decoded).
        let items: [NavigationPathItem]

        init(items: [NavigationPathItem]) {
            self.items = items
            // `NavigationPath.codable` makes one only when every element has an encoder; a value whose
            // own `encode(to:)` throws is written as JSON null (and fails when decoded back).
            elements = items.map { item in
                let json: String
                do { json = try item.encode?() ?? "null" } catch { json = "null" }
                return (item.typeName, json)
            }
        }

        public init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var reversed: [(String, String)] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                guard !container.isAtEnd else {
                    throw DecodingError.dataCorruptedError(
                        in: container,
                        debugDescription: "NavigationPath: the type name \"\(typeName)\" has no value after it")
                }
                reversed.append((typeName, try container.decode(String.self)))
            }
            elements = reversed.reversed().map { (typeName: $0.0, json: $0.1) }
            items = try elements.enumerated().map { index, element in
                try Self.decodeItem(element.typeName, element.json, index: index, codingPath: decoder.codingPath)
            }
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                try container.encode(element.typeName)
                try container.encode(element.json)
            }
        }

        public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
            lhs.elements.elementsEqual(rhs.elements) { $0.typeName == $1.typeName && $0.json == $1.json }
        }

        private static func decodeItem(_ typeName: String, _ json: String, index: Int, codingPath: [CodingKey])
            throws -> NavigationPathItem
        {
            func failure(_ reason: String, _ underlying: Error? = nil) -> DecodingError {
                DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: codingPath,
                        debugDescription: "NavigationPath element \(index) (\(typeName)): \(reason)",
                        underlyingError: underlying))
            }
            let type: Any.Type
            switch NavigationTypeName.resolve(typeName) {
            case .success(let found): type = found
            case .failure(let problem): throw failure(problem.description)
            }
            guard let decodable = type as? any (Decodable & Hashable).Type else {
                throw failure("\(typeName) is not Decodable and Hashable")
            }
            do {
                return try decodeItem(decodable, from: Data(json.utf8))
            } catch {
                throw failure("its value \(json) does not decode: \(error)", error)
            }
        }

        private static func decodeItem<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws
            -> NavigationPathItem
        {
            let value = try JSONDecoder().decode(T.self, from: data)
            return NavigationPathItem(value)
        }
    }
}
