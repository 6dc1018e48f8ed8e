import Foundation

/// The parts of `swift package describe --type json` that `plume-preview` reads: the package's
/// targets (with their sources and dependencies) and products.
///
/// Decoded by ``PackageInspector``; read by ``RunnerPlan``. Unknown keys are ignored so newer
/// toolchains' extra fields do not matter.
struct PackageInfo: Decodable, Equatable {
    struct Target: Decodable, Equatable {
        let name: String
        /// Relative to the package's folder.
        let path: String
        /// `library`, `executable`, `test`, `macro`, `system-target`, …
        let type: String
        /// Relative to ``path``.
        let sources: [String]?
        /// Targets of the same package this one depends on.
        let targetDependencies: [String]?
        /// Products (of dependency packages) this one depends on, by name.
        let productDependencies: [String]?
        /// Resource files, when the target declares any.
        let resources: [Resource]?

        struct Resource: Decodable, Equatable {
            let path: String
        }
    }

    struct Product: Decodable, Equatable {
        let name: String
        let targets: [String]
        let type: ProductType

        /// `{"library": ["automatic"]}`, `{"executable": null}`, …: only whether it is a library matters.
        struct ProductType: Decodable, Equatable {
            let isLibrary: Bool

            init(isLibrary: Bool) { self.isLibrary = isLibrary }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                isLibrary = container.allKeys.contains { $0.stringValue == "library" }
            }
        }
    }

    let name: String
    /// The package's folder (absolute).
    let path: String
    let targets: [Target]
    let products: [Product]

    func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// The first library product that holds `target`, if any.
    func libraryProduct(containing target: String) -> Product? {
        products.first { $0.type.isLibrary && $0.targets.contains(target) }
    }

    static func decode(_ data: Data) throws -> PackageInfo {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(PackageInfo.self, from: data)
    }
}

/// One package of `swift package show-dependencies --format json`: where it is and what it needs.
struct DependencyNode: Decodable, Equatable {
    let identity: String
    let name: String
    let url: String
    let version: String
    let path: String
    let dependencies: [DependencyNode]

    /// This package and every package below it, each once (first found wins).
    var flattened: [DependencyNode] {
        var seen = Set<String>()
        var result: [DependencyNode] = []
        func visit(_ node: DependencyNode) {
            guard seen.insert(node.identity).inserted else { return }
            result.append(node)
            node.dependencies.forEach(visit)
        }
        visit(self)
        return result
    }
}

/// A coding key for any string, for objects whose keys are data.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
