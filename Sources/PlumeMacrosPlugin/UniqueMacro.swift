import SwiftSyntax
import SwiftSyntaxMacros

/// Expands SwiftData's `#Unique<Person>([\.givenName, \.familyName], [\.email])` inside a `@Model`
/// class: a static `_$uniquenessConstraints` listing each compound constraint's key paths, which the
/// model's store entity makes a unique index (``PersistentModel/_$uniquenessConstraints``).
public struct UniqueMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let model = context.lexicalContext.first?.as(ClassDeclSyntax.self)
        let isModel = model?.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return ["Model", "SwiftData.Model"].contains(attribute.attributeName.trimmedDescription)
        }
        guard let model, isModel == true else {
            throw MacroMessage("#Unique goes inside a @Model class, as SwiftData's does")
        }
        guard let root = node.genericArgumentClause?.arguments.first?.argument.trimmedDescription else {
            throw MacroMessage("#Unique names its model: #Unique<\(model.name.text)>([\\.property])")
        }
        let constraints = node.arguments.map { $0.expression.trimmedDescription }
        guard !constraints.isEmpty else {
            throw MacroMessage("#Unique needs at least one array of key paths, as #Unique<\(root)>([\\.name])")
        }
        return [
            """
            public static var _$uniquenessConstraints: [[AnyKeyPath]] {
                let constraints: [[PartialKeyPath<\(raw: root)>]] = [\(raw: constraints.joined(separator: ", "))]
                return constraints
            }
            """
        ]
    }
}
