import Foundation
import SwiftSyntaxMacros

@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// The compiler plugin that expands Plume's macros (`#Preview`, `@Previewable`, `@Entry`, and SwiftData's `@Model`, `@Attribute`, `@Relationship`, `@Transient`, `#Unique`, `@Query`).
///
/// SwiftPM builds it as a `.macro` target from the swift-syntax libraries the toolchain ships for its
/// own plugins (`usr/lib/swift/host`), and the compiler starts it for every target that depends on
/// `PlumeMacros`. The toolchain has no `SwiftCompilerPlugin` module, so this is its `@main`: it
/// answers the compiler's messages on standard input and output through
/// `CompilerPluginMessageListener`.
@main
struct PlumeMacrosPlugin {
    static func main() throws {
        let listener = CompilerPluginMessageListener(connection: StandardIOConnection(), provider: MacroProvider())
        try listener.main()
    }
}

/// Names the macro types this plugin implements.
struct MacroProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PreviewMacro": return PreviewMacro.self
        case "PreviewableMacro": return PreviewableMacro.self
        case "EntryMacro": return EntryMacro.self
        case "ModelMacro": return ModelMacro.self
        case "PersistedPropertyMacro": return PersistedPropertyMacro.self
        case "SchemaPropertyMacro": return SchemaPropertyMacro.self
        case "ModelActorMacro": return ModelActorMacro.self
        case "QueryMacro": return QueryMacro.self
        case "UniqueMacro": return UniqueMacro.self
        default: throw PluginError.unknownMacro(moduleName: moduleName, typeName: typeName)
        }
    }

    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
        throw PluginError.cannotLoadLibraries(libraryPath)
    }

    var features: [PluginFeature] { [] }
}

enum PluginError: Error, CustomStringConvertible {
    case unknownMacro(moduleName: String, typeName: String)
    case cannotLoadLibraries(String)

    var description: String {
        switch self {
        case .unknownMacro(let module, let type): return "PlumeMacrosPlugin has no macro \(module).\(type)"
        case .cannotLoadLibraries(let path): return "PlumeMacrosPlugin does not load plugin libraries (\(path))"
        }
    }
}
