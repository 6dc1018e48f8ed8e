import SwiftSyntax
import SwiftSyntaxMacros

/// Expands SwiftData's `@ModelActor` on an actor: the container, a `DefaultSerialModelExecutor` that
/// owns a new context and runs the actor's jobs, and `init(modelContainer:)`. The members the
/// `ModelActor` conformance needs are as visible as the actor (`public` on a `public actor`), so a
/// library can vend its importer.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            throw MacroMessage(
                "@ModelActor goes on an actor: write '@ModelActor actor \(typeName(declaration) ?? "Importer") { … }'")
        }
        let access = visibleAccess(of: declaration)
        return [
            "\(raw: access)nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "\(raw: access)nonisolated let modelContainer: SwiftData.ModelContainer",
            "private nonisolated let _$serialExecutor: SwiftData.DefaultSerialModelExecutor",
            """
            \(raw: access)nonisolated var unownedExecutor: UnownedSerialExecutor {
                _$serialExecutor.asUnownedSerialExecutor()
            }
            """,
            """
            \(raw: access)init(modelContainer: SwiftData.ModelContainer) {
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

    /// `"public "` or `"package "` when the actor is declared so (its conformance's members must be
    /// as visible), else nothing (internal, as the actor is at most).
    private static func visibleAccess(of declaration: some DeclGroupSyntax) -> String {
        for modifier in declaration.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return "public "
            case .keyword(.package): return "package "
            default: continue
            }
        }
        return ""
    }

    private static func typeName(_ declaration: some DeclGroupSyntax) -> String? {
        declaration.as(ClassDeclSyntax.self)?.name.text ?? declaration.as(StructDeclSyntax.self)?.name.text
    }
}
