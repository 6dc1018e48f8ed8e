import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview("Name", traits: .sizeThatFitsLayout) { ContentView() }` into a type that makes
/// the `Preview` and a record in the binary's `plume_previews` section that names that type, so
/// `Preview.all` finds it at run time (see PlumeUI's `PreviewRegistry`).
///
/// Arguments as SwiftUI's `#Preview`: an optional unlabeled name, `traits:` and further unlabeled
/// traits, and the body as a trailing closure (or `body:`). Variables in the body marked
/// `@Previewable` (`@Previewable @State var count = 0`) become the stored properties of a view the
/// expansion declares, whose body is the rest of the closure, as Apple's macro does.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let labeledBody = node.arguments.first { $0.label?.text == "body" }?.expression
        guard let closure = node.trailingClosure ?? labeledBody?.as(ClosureExprSyntax.self) else {
            throw MacroMessage("#Preview needs a closure that returns the view to preview: #Preview { ContentView() }")
        }
        var name: ExprSyntax = "nil"
        var traits: [ExprSyntax] = []
        var seenTraits = false
        for argument in node.arguments where argument.label?.text != "body" {
            if argument.label?.text == "traits" {
                seenTraits = true
                traits.append(argument.expression)
            } else if argument.label == nil, !seenTraits, traits.isEmpty, name.description == "nil" {
                name = argument.expression
            } else if argument.label == nil, seenTraits {
                traits.append(argument.expression)
            } else {
                throw MacroMessage(
                    "#Preview takes a name, traits: and a closure; '\(argument.trimmedDescription)' is not one of them")
            }
        }
        let registry = context.makeUniqueName("Preview")
        let record = context.makeUniqueName("PreviewRecord")
        var declarations: [DeclSyntax] = []
        let body: ExprSyntax
        if let content = try previewableContent(closure, in: context) {
            declarations.append(content.declaration)
            body = "{ \(content.name)() }"
        } else {
            body = ExprSyntax(closure.trimmed)
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location?.file ?? "#fileID"
        let line: ExprSyntax = location?.line ?? "#line"
        let traitList = traits.map(\.trimmedDescription).joined(separator: ", ")
        declarations.append(
            """
            enum \(registry): PlumeUI.PreviewRegistry {
                static func makePreview() -> PlumeUI.Preview {
                    PlumeUI.Preview(\(name.trimmed), traits: [\(raw: traitList)], fileID: \(file), line: \(line)) \(body)
                }
            }
            """)
        declarations.append(
            """
            @used @section("plume_previews") let \(record): @convention(c) () -> UnsafeMutableRawPointer = {
                PlumeUI.PreviewRecord.make(\(registry).self)
            }
            """)
        return declarations
    }

    /// The view that holds a body's `@Previewable` variables, or nil when it has none.
    private static func previewableContent(
        _ closure: ClosureExprSyntax, in context: some MacroExpansionContext
    ) throws -> (name: TokenSyntax, declaration: DeclSyntax)? {
        var properties: [String] = []
        var rest: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable)
            {
                guard rest.isEmpty else {
                    throw MacroMessage("@Previewable variables must come first in the #Preview body")
                }
                var stored = variable
                stored.attributes = variable.attributes.filter { !isPreviewable($0) }
                properties.append(stored.trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }
        guard !properties.isEmpty else { return nil }
        let name = context.makeUniqueName("PreviewContent")
        let declaration: DeclSyntax = """
            struct \(name): PlumeUI.View {
                \(raw: properties.joined(separator: "\n"))
                var body: some PlumeUI.View {
                    \(raw: rest.joined(separator: "\n"))
                }
            }
            """
        return (name, declaration)
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}

/// `@Previewable` marks a variable of a `#Preview` body; `#Preview` does the work, so this adds
/// nothing by itself.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// An error the compiler shows at the macro's use.
struct MacroMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
