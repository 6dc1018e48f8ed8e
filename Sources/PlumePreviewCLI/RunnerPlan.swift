import Foundation

/// How the generated runner package reaches a target's code, worked out from the package's
/// description without touching the disk; ``RunnerPackageWriter`` turns it into files.
///
/// Two routes:
/// - **product**: the target is in a library product of its package; the runner depends on the
///   package by path and on that product, and `@testable import`s the target (debug builds are
///   testable), so internal `PreviewProvider` types can be named.
/// - **sources**: the target is in no library product (the Gallery, an app's own library target);
///   the runner compiles the target's folder itself (a symbolic link), depending on the products
///   that hold the target's own dependencies. A dependency that no library product holds cannot be
///   reached from outside its package, and is a clear error.
///
/// Executable, test and macro targets are refused: their entry point would clash with the runner's.
/// The runner also depends on the package that provides `PlumeTesting` (Plume itself, or the user's
/// package's Plume dependency at the version it is resolved to).
struct RunnerPlan: Equatable {
    /// A package the runner depends on, spelled as in a manifest.
    struct PackageRequirement: Equatable {
        let identity: String
        /// `.package(path: "…")`, `.package(url: "…", exact: "1.2.0")`, …
        let declaration: String
    }

    /// A product the runner (or the copied target) depends on.
    struct ProductReference: Equatable {
        let name: String
        let package: String
        var declaration: String { ".product(name: \(swiftLiteral(name)), package: \(swiftLiteral(package)))" }
    }

    enum Route: Equatable {
        case product(ProductReference)
        /// The folder to link as the runner's own target, and that target's dependencies.
        case sources(folder: String, dependencies: [ProductReference])
    }

    let module: String
    let route: Route
    let packages: [PackageRequirement]
    /// The products that bring `PlumeTesting` and `Plume`.
    let plumeProducts: [ProductReference]

    /// Why a runner cannot be made; the message names the target and what to change.
    struct PlanError: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    /// What the plan needs to know about the package and its dependencies.
    struct Inputs {
        var root: PackageInfo
        /// `show-dependencies`' tree for the root package.
        var dependencyTree: DependencyNode
        /// Descriptions of the dependency packages, by identity (at least those that provide the
        /// products the target uses, and the one that provides `PlumeTesting`).
        var dependencyInfos: [String: PackageInfo]
        /// `Package.resolved`'s pins, by identity.
        var pins: [String: ResolvedPin]
    }

    static func make(target name: String, inputs: Inputs) throws -> RunnerPlan {
        let root = inputs.root
        guard let target = root.target(named: name) else {
            let names = root.targets.filter { $0.type == "library" }.map(\.name).sorted()
            throw PlanError(
                description:
                    "no target \(name) in package \(root.name) (library targets: \(names.joined(separator: ", ")))")
        }
        guard target.type == "library" else {
            throw PlanError(
                description:
                    "\(name) is a \(target.type) target; plume-preview renders the previews of library targets "
                    + "(move the views and their previews into a library target the app depends on)")
        }
        let rootIdentity = inputs.dependencyTree.identity
        var packages = [
            PackageRequirement(identity: rootIdentity, declaration: ".package(path: \(swiftLiteral(root.path)))")
        ]
        func require(_ identity: String) throws {
            guard !packages.contains(where: { $0.identity == identity }) else { return }
            packages.append(try requirement(for: identity, inputs: inputs))
        }

        let route: Route
        if let product = root.libraryProduct(containing: name) {
            route = .product(ProductReference(name: product.name, package: rootIdentity))
        } else {
            if let resources = target.resources, !resources.isEmpty {
                throw PlanError(
                    description: "\(name) is in no library product and has resources, which the runner cannot copy; "
                        + "add a library product for it to Package.swift")
            }
            var dependencies: [ProductReference] = []
            for dependency in target.targetDependencies ?? [] {
                guard let product = root.libraryProduct(containing: dependency) else {
                    throw PlanError(
                        description: "\(name) is in no library product, and depends on \(dependency), which no library "
                            + "product of \(root.name) holds either; add a library product for \(name) to Package.swift"
                    )
                }
                dependencies.append(ProductReference(name: product.name, package: rootIdentity))
            }
            for productName in target.productDependencies ?? [] {
                guard
                    let (identity, _) = inputs.dependencyInfos.sorted(by: { $0.key < $1.key }).first(where: {
                        $0.value.products.contains { $0.name == productName && $0.type.isLibrary }
                    })
                else {
                    throw PlanError(
                        description: "\(name) uses the product \(productName), found in no dependency of \(root.name)")
                }
                try require(identity)
                dependencies.append(ProductReference(name: productName, package: identity))
            }
            let folder = URL(
                fileURLWithPath: target.path, relativeTo: URL(fileURLWithPath: root.path, isDirectory: true))
            route = .sources(folder: folder.standardizedFileURL.path, dependencies: dependencies)
        }

        let plumeIdentity: String
        if root.products.contains(where: { $0.name == "PlumeTesting" }) {
            plumeIdentity = rootIdentity
        } else if let (identity, _) = inputs.dependencyInfos.sorted(by: { $0.key < $1.key }).first(where: {
            $0.value.products.contains { $0.name == "PlumeTesting" }
        }) {
            plumeIdentity = identity
            try require(identity)
        } else {
            throw PlanError(description: "\(root.name) does not depend on Plume (no package provides PlumeTesting)")
        }
        return RunnerPlan(
            module: name, route: route, packages: packages,
            plumeProducts: ["PlumeTesting", "Plume"].map { ProductReference(name: $0, package: plumeIdentity) })
    }

    /// How the runner asks for the dependency `identity`: by path when it is a local package, else
    /// at the exact version or revision `Package.resolved` pins, so the runner builds what the user's
    /// package builds.
    private static func requirement(for identity: String, inputs: Inputs) throws -> PackageRequirement {
        guard let node = inputs.dependencyTree.flattened.first(where: { $0.identity == identity }) else {
            throw PlanError(description: "the dependency \(identity) is not in the resolved dependency graph")
        }
        if node.url.hasPrefix("/") {
            return PackageRequirement(identity: identity, declaration: ".package(path: \(swiftLiteral(node.url)))")
        }
        guard let pin = inputs.pins[identity] else {
            throw PlanError(
                description: "\(identity) is not pinned in Package.resolved; run `swift package resolve` first")
        }
        if let version = pin.version {
            return PackageRequirement(
                identity: identity,
                declaration: ".package(url: \(swiftLiteral(node.url)), exact: \(swiftLiteral(version)))")
        }
        guard let revision = pin.revision else {
            throw PlanError(description: "\(identity)'s pin in Package.resolved has neither a version nor a revision")
        }
        return PackageRequirement(
            identity: identity,
            declaration: ".package(url: \(swiftLiteral(node.url)), revision: \(swiftLiteral(revision)))")
    }
}

/// One pin of `Package.resolved` (format 2 or 3): the version or revision a remote package is at.
struct ResolvedPin: Equatable {
    let version: String?
    let revision: String?

    /// The pins of a `Package.resolved` file's contents, by identity; empty for other formats.
    static func pins(in data: Data) throws -> [String: ResolvedPin] {
        struct File: Decodable {
            struct Pin: Decodable {
                struct State: Decodable {
                    let version: String?
                    let revision: String?
                }
                let identity: String
                let state: State
            }
            let pins: [Pin]?
        }
        let file = try JSONDecoder().decode(File.self, from: data)
        var pins: [String: ResolvedPin] = [:]
        for pin in file.pins ?? [] {
            pins[pin.identity] = ResolvedPin(version: pin.state.version, revision: pin.state.revision)
        }
        return pins
    }
}

/// `text` as a Swift string literal (quotes and backslashes escaped).
func swiftLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
