import Foundation

/// Finds a type from the qualified name `_typeName(_:qualified: true)` gives it (`Swift.Int`,
/// `MyApp.Outer.Route`, `Swift.Array<MyApp.Route>`), for decoding a saved `NavigationPath`.
///
/// The runtime finds standard-library names as they are; for other types Plume writes the mangled
/// name the compiler would (each name component as a struct, enum or class, in every combination,
/// generic arguments resolved first) and asks the runtime for each. Names are parsed strictly (ASCII
/// identifiers, dots, `<`, `>`, `, `) and the number of runtime lookups is bounded, so a hostile
/// name costs bounded time and never reaches the demangler with text Plume did not build.
enum NavigationTypeName {
    /// Why a name was not found.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// At most this many components in one dotted name (3^n lookups for it).
    static let maximumComponents = 6
    /// At most this many runtime lookups for one name.
    static let maximumLookups = 2_000

    /// The type named `name`, or why there is none.
    static func resolve(_ name: String) -> Result<Any.Type, Problem> {
        if let type = _typeByName(name) { return .success(type) }
        var parser = Parser(text: Array(name.utf8))
        guard let node = parser.parseType(), parser.isAtEnd else {
            return .failure(Problem(description: "\"\(name)\" is not a type name Plume can read"))
        }
        var lookups = 0
        guard let mangled = mangle(node, lookups: &lookups) else {
            let reason =
                lookups >= maximumLookups
                ? "the name is too complex to look up" : "no type of this program has this name"
            return .failure(Problem(description: "\(reason) (private and local types cannot be restored)"))
        }
        guard let type = _typeByName(mangled) else {
            return .failure(Problem(description: "no type of this program has this name"))
        }
        return .success(type)
    }

    /// A parsed name: dotted components and generic arguments.
    struct Node {
        var components: [String]
        var arguments: [Node]
    }

    /// The mangled name of `node` the runtime knows (no substitutions), or nil.
    private static func mangle(_ node: Node, lookups: inout Int) -> String? {
        guard node.components.count >= 2, node.components.count <= maximumComponents else { return nil }
        var arguments = ""
        for argument in node.arguments {
            guard let mangled = mangle(argument, lookups: &lookups) else { return nil }
            arguments += mangled
        }
        let module = identifier(node.components[0])
        let names = node.components.dropFirst().map(identifier)
        let kinds: [Character] = ["V", "O", "C"]
        let combinations = Int(pow(3, Double(names.count)))
        for combination in 0..<combinations {
            guard lookups < maximumLookups else { return nil }
            lookups += 1
            var code = combination
            var mangled = module
            for name in names {
                mangled += name + String(kinds[code % 3])
                code /= 3
            }
            if !node.arguments.isEmpty { mangled += "y" + arguments + "G" }
            if _typeByName(mangled) != nil { return mangled }
        }
        return nil
    }

    private static func identifier(_ name: String) -> String { "\(name.utf8.count)\(name)" }

    /// Reads `A.B<C.D, E.F>`: ASCII identifiers only.
    struct Parser {
        let text: [UInt8]
        var index = 0
        var depth = 0

        var isAtEnd: Bool { index == text.count }

        mutating func parseType() -> Node? {
            guard depth < 8 else { return nil }
            var components: [String] = []
            repeat {
                guard let name = identifier() else { return nil }
                components.append(name)
            } while consume(UInt8(ascii: "."))
            var arguments: [Node] = []
            if consume(UInt8(ascii: "<")) {
                depth += 1
                repeat {
                    _ = consume(UInt8(ascii: " "))
                    guard let argument = parseType() else { return nil }
                    arguments.append(argument)
                } while consume(UInt8(ascii: ","))
                depth -= 1
                guard consume(UInt8(ascii: ">")) else { return nil }
            }
            return Node(components: components, arguments: arguments)
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            guard index < text.count, text[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func identifier() -> String? {
            let start = index
            while index < text.count, Self.isIdentifierByte(text[index], first: index == start) { index += 1 }
            guard index > start, index - start <= 256 else { return nil }
            return String(decoding: text[start..<index], as: UTF8.self)
        }

        private static func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return !first
            default: return false
            }
        }
    }
}
