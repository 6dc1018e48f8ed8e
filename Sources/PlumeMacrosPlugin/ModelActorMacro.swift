import SwiftSyntax
import SwiftSyntaxMacros

/// Expands SwiftData's `@ModelActor` on an actor: the container, a `DefaultSerialModelExecutor` that
/// owns a new context and runs the actor's jobs, and `init(modelContainer:)`.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            throw MacroMessage(
                "@ModelActor goes on an actor: write '@ModelActor actor \(typeName(declaration) ?? "Importer") { … }'")
        }
        return [
            "nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "nonisolated let modelContainer: SwiftData.ModelContainer",
            "private nonisolated let _$serialExecutor: SwiftData.DefaultSerialModelExecutor",
            """
            nonisolated var unownedExecutor: UnownedSerialExecutor {
                _$serialExecutor.asUnownedSerialExecutor()
            }
            """,
            """
            init(modelContainer: SwiftData.ModelContainer) {
                let executor = SwiftData.DefaultSerialModelExecutor(modelContext: SwiftData.ModelContext(modelContainer))
                self._$serialExecutor = executor
                self.modelExecutor = executor
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }

    private static func typeName(_ declaration: some DeclGroupSyntax) -> String? {
        declaration.as(ClassDeclSyntax.self)?.name.text ?? declaration.as(StructDeclSyntax.self)?.name.text
    }
}
