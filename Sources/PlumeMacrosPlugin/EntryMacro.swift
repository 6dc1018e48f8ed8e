import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@Entry var accent: Color = .blue` inside `extension EnvironmentValues` into a private
/// `EnvironmentKey` (`__Key_accent`, whose default is the initial value, evaluated on each read as
/// in SwiftUI) and the getter and setter that read and write it, as SwiftUI's `@Entry`.
///
/// Plume's environment is the only container it supports: in an extension of another type (SwiftUI
/// also takes `FocusedValues`, `Transaction` and `ContainerValues`) it is a compile-time error that
/// says so.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, in: context)
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, in: context)
        if let type = entry.type {
            return [
                """
                private struct __Key_\(raw: entry.name): PlumeUI.EnvironmentKey {
                    static var defaultValue: \(type) { \(entry.defaultValue) }
                }
                """
            ]
        }
        return [
            """
            private struct __Key_\(raw: entry.name): PlumeUI.EnvironmentKey {
                static let defaultValue = \(entry.defaultValue)
            }
            """
        ]
    }

    /// What an `@Entry` variable declares.
    private struct Entry {
        var name: String
        var type: TypeSyntax?
        var defaultValue: ExprSyntax

        init(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws {
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
                let binding = variable.bindings.first, variable.bindings.count == 1,
                let identifier = binding.pattern.as(IdentifierPatternSyntax.self), binding.accessorBlock == nil
            else {
                throw MacroMessage(
                    "@Entry goes on one stored 'var' with a default value: @Entry var accent: Color = .blue")
            }
            let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            guard let extended,
                ["EnvironmentValues", "SwiftUI.EnvironmentValues", "PlumeUI.EnvironmentValues"].contains(extended)
            else {
                throw MacroMessage(
                    "Plume's @Entry declares environment values: use it inside 'extension EnvironmentValues'")
            }
            name = identifier.identifier.trimmedDescription
            type = binding.typeAnnotation?.type.trimmed
            if let value = binding.initializer?.value {
                defaultValue = value.trimmed
            } else if let type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            {
                defaultValue = "nil"
            } else {
                throw MacroMessage(
                    "@Entry var \(name) needs a default value (or an optional type, whose default is nil)")
            }
        }
    }
}
