import Foundation

/// Finds the previews in a target's Swift sources by reading them (no compiler): each `#Preview` and
/// each type that conforms to `PreviewProvider` in its declaration or in an extension.
///
/// `#Preview`s need nothing more: the macro leaves a record in the binary that `Preview.all` reads.
/// `PreviewProvider` types are found here so that the runner can name them (`render(T.self)`); a
/// conformance spelled some other way (a typealias, a protocol that refines `PreviewProvider`) is not
/// seen. Comments and string literals are skipped, and nested types get their qualified name
/// (`Outer.Inner_Previews`). Types declared `private` or `fileprivate`, or inside a function, cannot
/// be named from the runner; they are listed in ``Result/unreachable`` with the reason.
enum PreviewSourceScanner {
    struct Result: Equatable {
        /// How many `#Preview`s the sources hold.
        var previewMacros = 0
        /// The qualified names of the `PreviewProvider` types the runner can name.
        var providers: [String] = []
        /// Providers found but not reachable, with why (`Foo_Previews (private)`).
        var unreachable: [String] = []

        mutating func add(_ other: Result) {
            previewMacros += other.previewMacros
            providers += other.providers
            unreachable += other.unreachable
        }
    }

    /// Scans every `.swift` file in `files`; a file that cannot be read is an error.
    static func scan(files: [URL]) throws -> Result {
        var result = Result()
        for file in files where file.pathExtension == "swift" {
            result.add(scan(source: try String(contentsOf: file, encoding: .utf8)))
        }
        return result
    }

    /// Scans one file's text.
    static func scan(source: String) -> Result {
        var result = Result()
        let code = stripCommentsAndStrings(source)
        let tokens = tokenize(code)
        // A stack of the scopes the scanner is in: a type name, or nil for any other braces
        // (functions, closures, control flow), whose types the runner cannot name.
        var scopes: [String?] = []
        var pendingScope: String??
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token {
            case "{":
                scopes.append(pendingScope ?? nil)
                pendingScope = nil
            case "}":
                _ = scopes.popLast()
            case "#Preview":
                result.previewMacros += 1
            case "struct", "class", "enum", "actor", "extension":
                guard index + 1 < tokens.count, isIdentifier(tokens[index + 1]) else { break }
                // `class func`, `class var` are members, not types.
                if token == "class",
                    ["func", "var", "let", "subscript", "override", "final"].contains(tokens[index + 1])
                {
                    break
                }
                var name = tokens[index + 1]
                var cursor = index + 2
                while cursor + 1 < tokens.count, tokens[cursor] == ".", isIdentifier(tokens[cursor + 1]) {
                    name += "." + tokens[cursor + 1]
                    cursor += 2
                }
                var conformsToProvider = false
                var headerEnd = cursor
                while headerEnd < tokens.count, tokens[headerEnd] != "{" {
                    if tokens[headerEnd] == "PreviewProvider" || tokens[headerEnd] == "SwiftUI.PreviewProvider" {
                        conformsToProvider = true
                    }
                    headerEnd += 1
                }
                let insideNonType = scopes.contains { $0 == nil }
                let outer = scopes.compactMap { $0 }
                let qualified = token == "extension" ? name : (outer + [name]).joined(separator: ".")
                if conformsToProvider {
                    let modifiers = tokens[max(0, index - 4)..<index]
                    if insideNonType {
                        result.unreachable.append("\(name) (declared inside a function or closure)")
                    } else if modifiers.contains("private") || modifiers.contains("fileprivate") {
                        result.unreachable.append(
                            "\(qualified) (\(modifiers.contains("private") ? "private" : "fileprivate"))")
                    } else {
                        result.providers.append(qualified)
                    }
                }
                // The scope holds this type's own name (an extension's may be dotted); the path to it is the
                // names of the scopes around it, joined.
                pendingScope = .some(insideNonType ? nil : name)
                index = headerEnd - 1
            default:
                break
            }
            index += 1
        }
        return result
    }

    private static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.first else { return false }
        return first.isLetter || first == "_" || first == "`"
    }

    /// Words, `#Preview`, and single punctuation characters; everything else (numbers, operators)
    /// as single characters too. Enough to follow braces and declarations.
    private static func tokenize(_ code: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        func flush() {
            if !word.isEmpty { tokens.append(word) }
            word = ""
        }
        for character in code {
            if character.isLetter || character.isNumber || character == "_" || character == "`"
                || (character == "#" && word.isEmpty)
            {
                word.append(character)
            } else if character == ".", word.hasSuffix("SwiftUI") {
                word.append(character)
            } else {
                flush()
                if !character.isWhitespace { tokens.append(String(character)) }
            }
        }
        flush()
        return tokens
    }

    /// `code` with comments (line, nested block) and the contents of string literals (plain,
    /// multi-line, raw) replaced by spaces, so braces and words in them are not read as code.
    static func stripCommentsAndStrings(_ code: String) -> String {
        let characters = Array(code)
        var output = ""
        output.reserveCapacity(characters.count)
        var index = 0
        func starts(with text: String, at position: Int) -> Bool {
            let pattern = Array(text)
            guard position + pattern.count <= characters.count else { return false }
            return Array(characters[position..<position + pattern.count]) == pattern
        }
        while index < characters.count {
            if starts(with: "//", at: index) {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if starts(with: "/*", at: index) {
                var depth = 0
                repeat {
                    if starts(with: "/*", at: index) {
                        depth += 1
                        index += 2
                    } else if starts(with: "*/", at: index) {
                        depth -= 1
                        index += 2
                    } else {
                        if characters[index] == "\n" { output.append("\n") }
                        index += 1
                    }
                } while depth > 0 && index < characters.count
                output.append(" ")
            } else if characters[index] == "#" || characters[index] == "\"" {
                // A raw string starts with hashes then a quote; a lone `#` is code (`#Preview`).
                var hashes = 0
                var cursor = index
                while cursor < characters.count, characters[cursor] == "#" {
                    hashes += 1
                    cursor += 1
                }
                guard cursor < characters.count, characters[cursor] == "\"" else {
                    output.append(contentsOf: String(characters[index..<cursor]))
                    index = cursor
                    continue
                }
                let multiline = starts(with: "\"\"\"", at: cursor)
                let quote = multiline ? "\"\"\"" : "\""
                let closing = quote + String(repeating: "#", count: hashes)
                index = cursor + quote.count
                while index < characters.count, !starts(with: closing, at: index) {
                    if hashes == 0, characters[index] == "\\" {
                        index += 1
                    } else if characters[index] == "\n" {
                        output.append("\n")
                    }
                    index += 1
                }
                index += closing.count
                output.append("\"\"")
            } else {
                output.append(characters[index])
                index += 1
            }
        }
        return output
    }
}
