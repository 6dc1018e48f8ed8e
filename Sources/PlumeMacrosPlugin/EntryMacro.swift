import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@Entry var accent: Color = .blue` inside `extension EnvironmentValues` into a private
/// `EnvironmentKey` (`__Key_accent`, whose default is the initial value, evaluated on each read as
/// in SwiftUI) and the getter and setter that read and write it, as SwiftUI's `@Entry`.
///
/// Inside `extension FocusedValues`, `@Entry var selectedNote: Binding<Note>?` declares a
/// `FocusedValueKey` whose value is the optional's wrapped type (a focused value is nil when nothing
/// publishes it, so the variable must be optional, with no other default).
///
/// Those are the containers it supports: in an extension of another type (SwiftUI also takes
/// `Transaction` and `ContainerValues`) it is a compile-time error that says so.
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
        if entry.isFocusedValue {
            guard let optional = entry.type?.as(OptionalTypeSyntax.self), entry.hasExplicitDefault == false else {
                throw MacroMessage(
                    "A focused value is optional and has no default: @Entry var \(entry.name): \(entry.unwrappedTypeName)?"
                )
            }
            return [
                """
                private struct __Key_\(raw: entry.name): PlumeUI.FocusedValueKey {
                    typealias Value = \(optional.wrappedType.trimmed)
                }
                """
            ]
        }
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
        /// Whether the entry is in `extension FocusedValues`.
        var isFocusedValue: Bool
        /// Whether the declaration gives an initial value.
        var hasExplicitDefault: Bool

        /// The declared type without its optional mark ("Value" when none is written).
        var unwrappedTypeName: String {
            guard let type else { return "Value" }
            return type.as(OptionalTypeSyntax.self)?.wrappedType.trimmedDescription ?? type.trimmedDescription
        }

        init(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws {
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
                let binding = variable.bindings.first, variable.bindings.count == 1,
                let identifier = binding.pattern.as(IdentifierPatternSyntax.self), binding.accessorBlock == nil
            else {
                throw MacroMessage(
                    "@Entry goes on one stored 'var' with a default value: @Entry var accent: Color = .blue")
            }
            let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            let environment = ["EnvironmentValues", "SwiftUI.EnvironmentValues", "PlumeUI.EnvironmentValues"]
            let focused = ["FocusedValues", "SwiftUI.FocusedValues", "PlumeUI.FocusedValues"]
            guard let extended, environment.contains(extended) || focused.contains(extended) else {
                throw MacroMessage(
                    "Plume's @Entry declares environment and focused values: use it inside 'extension EnvironmentValues' or 'extension FocusedValues'"
                )
            }
            isFocusedValue = focused.contains(extended)
            hasExplicitDefault = binding.initializer != nil
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
