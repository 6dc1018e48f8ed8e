import SwiftSyntax
import SwiftSyntaxMacros

/// Expands SwiftData's `@Query` on a view's `var items: [Item]`, as Apple's `Query` macros do: a peer
/// `_items` holding a `SwiftData.Query<Item, [Item]>` made from the attribute's arguments (so the model
/// type comes from the declared array type, and the bare `@Query var items: [Item]` fetches every
/// `Item`), and a getter that reads its `wrappedValue`. A sectioned query's property,
/// `@Query(sort: \.name, sectionBy: \.aisle) var items: SectionedResults<Item, String>`, names its model
/// as the first generic argument and gets a `SwiftData.Query<Item, SectionedResults<Item, String>>`.
///
/// The view graph finds `_items` among the view's stored properties and connects it before each `body`;
/// a view's `init` may replace it (`_items = Query(filter: …)`). The peer has the default (internal)
/// access so that a view's memberwise initialiser stays callable from other files, as it is for a
/// property wrapper's storage; it is a defaulted `_items:` parameter of that initialiser.
public struct QueryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let property = try QueryProperty(declaration)
        return ["get { _\(raw: property.name).wrappedValue }"]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let property = try QueryProperty(declaration)
        let arguments = node.arguments?.trimmedDescription ?? ""
        // A bare `@Query` on a sectioned property has no `sectionBy:` to build a query from: the view's
        // `init` makes it (`_items = Query(…, sectionBy: …)`), which the compiler then requires.
        if arguments.isEmpty, property.isSectioned {
            return ["var _\(raw: property.name): SwiftData.Query<\(property.element), \(property.result)>"]
        }
        return [
            """
            var _\(raw: property.name): SwiftData.Query<\(property.element), \(property.result)> = SwiftData.Query(\(raw: arguments))
            """
        ]
    }
}

/// The `var` a `@Query` is attached to, as the macro reads it: its name, its declared type (the query's
/// `Result`) and the model type (`Element`), the array's element.
struct QueryProperty {
    var name: String
    var result: TypeSyntax
    var element: TypeSyntax
    /// Whether the property's type is `SectionedResults` (a query made with `sectionBy:`).
    var isSectioned: Bool

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else {
            throw MacroMessage("@Query goes on one stored property of a view: @Query private var items: [Item]")
        }
        let name = identifier.identifier.text
        guard variable.bindingSpecifier.text == "var" else {
            throw MacroMessage("@Query fills the property as models change: make 'let \(name)' a 'var'")
        }
        if variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) {
            throw MacroMessage("@Query goes on an instance property of a view, not a static or lazy one")
        }
        if binding.initializer != nil || binding.accessorBlock != nil {
            throw MacroMessage("@Query var \(name) has no initial value or accessors: the query fills it")
        }
        guard let type = binding.typeAnnotation?.type.trimmed, let element = Self.element(of: type) else {
            throw MacroMessage(
                "@Query needs the property's type to be an array of a model, which names the model: @Query var \(name): [Item] (or SectionedResults<Item, String> with sectionBy:)"
            )
        }
        self.name = name
        result = type
        self.element = element
        let spelled = type.trimmedDescription
        isSectioned = spelled.hasPrefix("SectionedResults<") || spelled.hasPrefix("SwiftData.SectionedResults<")
    }

    /// `Item` in `[Item]`, `Array<Item>`, `Swift.Array<Item>`, `SectionedResults<Item, String>` or
    /// `SwiftData.SectionedResults<Item, String>`.
    private static func element(of type: TypeSyntax) -> TypeSyntax? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element.trimmed }
        let generic: GenericArgumentClauseSyntax?
        let argumentCount: Int
        if let named = type.as(IdentifierTypeSyntax.self), let count = Self.argumentCount[named.name.text] {
            generic = named.genericArgumentClause
            argumentCount = count
        } else if let member = type.as(MemberTypeSyntax.self), let count = Self.argumentCount[member.name.text],
            member.baseType.trimmedDescription == Self.module[member.name.text]
        {
            generic = member.genericArgumentClause
            argumentCount = count
        } else {
            return nil
        }
        guard let arguments = generic?.arguments, arguments.count == argumentCount,
            case .type(let element) = arguments.first?.argument
        else { return nil }
        return element.trimmed
    }

    /// The result types a query fills, by name: how many generic arguments each takes (the model first).
    private static let argumentCount = ["Array": 1, "SectionedResults": 2]
    /// The module that may qualify each result type's name.
    private static let module = ["Array": "Swift", "SectionedResults": "SwiftData"]
}
