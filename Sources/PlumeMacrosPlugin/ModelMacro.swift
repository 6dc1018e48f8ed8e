import SwiftSyntax
import SwiftSyntaxMacros

/// Expands SwiftData's `@Model` on a class: a backing-data member over PlumeStore, an observation
/// registrar, `schemaMetadata` listing the stored properties (each checked against the supported types
/// by overload resolution, so an unsupported type is a compile-time error on that property),
/// `init(backingData:)`, `@_PersistedProperty` on every stored property, and the `PersistentModel` and
/// `Observable` conformances.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let model = try ModelClass(declaration)
        let name = model.name
        let entries = model.properties.map { property -> String in
            let defaultValue = property.initializer.map { ", default: \($0)" } ?? ""
            let metadata = property.metadata.map { ", \($0)" } ?? ""
            return "\(name)._property(\"\(property.name)\", \\\(name).\(property.name)\(defaultValue)\(metadata))"
        }
        let noValues = model.properties.map { "self._\($0.name) = SwiftData._ModelNoValue()" }
        return [
            """
            private var _$backingData: SwiftData.ModelBacking<\(raw: name)> =
                SwiftData.ModelBacking<\(raw: name)>._initialBacking()
            """,
            """
            public var persistentBackingData: SwiftData.ModelBackingState {
                get { _$backingData }
                set { _$backingData = unsafeDowncast(newValue, to: SwiftData.ModelBacking<\(raw: name)>.self) }
            }
            """,
            // The registrar lives in the backing, made on the first read: a fetch makes a model per row,
            // and most are never observed. A write to a model never read skips it (nobody observes it).
            """
            internal func access<_Member>(keyPath: KeyPath<\(raw: name), _Member>) {
                _$backingData.observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal func withMutation<_Member, _Result>(
                keyPath: KeyPath<\(raw: name), _Member>, _ mutation: () throws -> _Result
            ) rethrows -> _Result {
                try _$backingData.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            """
            public static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {
                [\(raw: entries.joined(separator: ",\n"))]
            }
            """,
            """
            public required init(backingData: SwiftData.ModelBackingState) {
                let backing = unsafeDowncast(backingData, to: SwiftData.ModelBacking<\(raw: name)>.self)
                if self._$backingData !== backing { self._$backingData = backing }
                \(raw: noValues.joined(separator: "\n"))
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        // A property @Model cannot take is reported once, by the member expansion.
        guard declaration.is(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
            case .success(.some(let property)) = Result(catching: { try PersistedProperty(variable) }),
            case .success(let model) = Result(catching: { try ModelClass(declaration) }),
            let index = model.properties.firstIndex(where: { $0.name == property.name })
        else { return [] }
        // The property's position in `schemaMetadata`, which is its index in the store's entity.
        return ["@_PersistedProperty(\(raw: index))"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // A class @Model cannot take is reported once, by the member expansion; no conformance then.
        guard case .success = Result(catching: { try ModelClass(declaration) }) else { return [] }
        let wanted = ["PersistentModel": "SwiftData.PersistentModel", "Observable": "Observation.Observable"]
        let names = protocols.compactMap { wanted[$0.trimmedDescription.components(separatedBy: ".").last ?? ""] }
        guard !names.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: names.joined(separator: ", ")) {}")]
    }
}

/// A `@Model` class as the macro reads it.
struct ModelClass {
    var name: String
    var properties: [PersistedProperty]

    init(_ declaration: some DeclGroupSyntax) throws {
        guard let type = declaration.as(ClassDeclSyntax.self) else {
            let kind = declaration.introducer.text
            throw MacroMessage(
                "@Model goes on a class: SwiftData models are reference types; make this \(kind) a 'final class'")
        }
        if type.genericParameterClause != nil {
            throw MacroMessage("@Model classes cannot be generic: declare one class per stored type")
        }
        name = type.name.text
        properties = []
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if let property = try PersistedProperty(variable) { properties.append(property) }
        }
    }
}

/// A stored property of a `@Model` class that is persisted (`var` or `let`): not static, not computed, not
/// `@Transient`.
struct PersistedProperty {
    var name: String
    var initializer: String?
    /// `SwiftData.Schema.Attribute(...)` or `SwiftData.Schema.Relationship(...)` from the property's
    /// `@Attribute`/`@Relationship`.
    var metadata: String?

    /// `nil` for properties that are not persisted; throws for stored properties `@Model` cannot take.
    init?(_ variable: VariableDeclSyntax) throws {
        let modifiers = variable.modifiers.map(\.name.text)
        if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { return nil }
        var metadata: String?
        for case .attribute(let attribute) in variable.attributes {
            let attributeName = attribute.attributeName.trimmedDescription
            switch attributeName {
            case "Transient", "SwiftData.Transient", "_PersistedProperty", "SwiftData._PersistedProperty":
                return nil
            case "Attribute", "SwiftData.Attribute", "Relationship", "SwiftData.Relationship":
                let kind = attributeName.hasSuffix("Attribute") ? "Attribute" : "Relationship"
                let arguments = attribute.arguments?.trimmedDescription ?? ""
                metadata = "SwiftData.Schema.\(kind)(\(arguments))"
            default: continue
            }
        }
        guard let binding = variable.bindings.first else { return nil }
        if let accessors = binding.accessorBlock {
            if case .accessors(let list) = accessors.accessors,
                list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) })
            {
                throw MacroMessage("@Model properties cannot have willSet/didSet observers; observe the model instead")
            }
            return nil
        }
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
        let propertyName = identifier.identifier.text
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        if propertyName.hasPrefix("_$") || type.hasSuffix("_ModelNoValue") { return nil }
        guard variable.bindings.count == 1 else {
            throw MacroMessage("@Model stores one property per 'var': split '\(variable.trimmedDescription)'")
        }
        // A `let` is stored as a `var` is, as Apple's @Model stores it: the accessors `@_PersistedProperty`
        // adds make it computed, which the compiler accepts with a warning in the Swift 5 language mode and
        // rejects in Swift 6 ("cannot expand accessors on variable declared with 'let'"), for both.
        name = propertyName
        initializer = binding.initializer?.value.trimmedDescription
        self.metadata = metadata
    }
}

/// Expands `@_PersistedProperty(index)` (added by `@Model`, `index` being the property's position in
/// `schemaMetadata`): accessors that read and write the model's backing data at that property index
/// and report reads and writes to the observation registrar, and an empty peer `_name` that makes the
/// compiler check every initialiser sets the property.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = propertyName(declaration) else { return [] }
        guard case .argumentList(let arguments) = node.arguments, let first = arguments.first,
            let index = first.expression.as(IntegerLiteralExprSyntax.self)?.literal.text
        else {
            throw MacroMessage("@_PersistedProperty is written by @Model; put @Model on the class instead")
        }
        return [
            """
            @storageRestrictions(accesses: _$backingData, initializes: _\(raw: name))
            init(initialValue) {
                if !_$backingData._isAdoptingStoredValues {
                    _$backingData.setValue(forKey: \\.\(raw: name), property: \(raw: index), to: initialValue)
                }
                _\(raw: name) = SwiftData._ModelNoValue()
            }
            """,
            """
            get {
                access(keyPath: \\.\(raw: name))
                return _$backingData.getValue(forKey: \\.\(raw: name), property: \(raw: index))
            }
            """,
            """
            set {
                if _$backingData._isUnobserved {
                    _$backingData.setValue(forKey: \\.\(raw: name), property: \(raw: index), to: newValue)
                } else {
                    withMutation(keyPath: \\.\(raw: name)) {
                        _$backingData.setValue(forKey: \\.\(raw: name), property: \(raw: index), to: newValue)
                    }
                }
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let name = propertyName(declaration) else { return [] }
        return ["private var _\(raw: name): SwiftData._ModelNoValue"]
    }

    private static func propertyName(_ declaration: some DeclSyntaxProtocol) -> String? {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            binding.accessorBlock == nil, let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        return identifier.identifier.text
    }
}

/// SwiftData's `@Attribute`, `@Relationship` and `@Transient`: markers that `@Model` reads. They expand
/// to nothing, and check they are on a stored property of a `@Model` class.
public struct SchemaPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let macro = "@" + (node.attributeName.trimmedDescription.components(separatedBy: ".").last ?? "")
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            binding.accessorBlock == nil || macro == "@Transient" && isObserverBlock(binding.accessorBlock)
        else {
            throw MacroMessage("\(macro) goes on a stored 'var' of a @Model class")
        }
        let inModel = context.lexicalContext.first?.as(ClassDeclSyntax.self)?.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return ["Model", "SwiftData.Model"].contains(attribute.attributeName.trimmedDescription)
        }
        guard inModel == true else {
            throw MacroMessage("\(macro) describes a property of a @Model class: add @Model to the enclosing class")
        }
        if macro == "@Transient", binding.initializer == nil,
            !(binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false)
        {
            let name = binding.pattern.trimmedDescription
            throw MacroMessage(
                "@Transient var \(name) needs a default value (it is not stored, so nothing else sets it)")
        }
        return []
    }

    private static func isObserverBlock(_ block: AccessorBlockSyntax?) -> Bool {
        guard case .accessors(let list) = block?.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
}
