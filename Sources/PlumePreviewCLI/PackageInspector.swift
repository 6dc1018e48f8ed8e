import Foundation

/// Reads a package through SwiftPM itself (`swift package describe`, `show-dependencies`) and its
/// `Package.resolved`, and gathers the ``RunnerPlan/Inputs``.
///
/// Called by ``PreviewCommand`` at each run (a `--watch` round re-reads it, so a target added to
/// `Package.swift` is seen). SwiftPM is run with its scratch folder in `.build/plume-preview/inspect`
/// of the package: the package's own `.build` is locked while `swift run plume-preview` (or a test)
/// runs in it, and remote dependencies are checked out there once.
enum PackageInspector {
    static func describe(_ folder: URL, scratch: URL) throws -> PackageInfo {
        let data = try ProcessRunner.capture(
            swiftPackage(folder, scratch: scratch) + ["describe", "--type", "json"], in: folder)
        return try PackageInfo.decode(jsonPart(of: data))
    }

    private static func swiftPackage(_ folder: URL, scratch: URL) -> [String] {
        ProcessRunner.swift + ["package", "--package-path", folder.path, "--scratch-path", scratch.path]
    }

    static func inputs(for folder: URL) throws -> RunnerPlan.Inputs {
        let scratch = folder.appendingPathComponent(".build/plume-preview/inspect", isDirectory: true)
        let root = try describe(folder, scratch: scratch)
        let treeData = try ProcessRunner.capture(
            swiftPackage(folder, scratch: scratch) + ["show-dependencies", "--format", "json"], in: folder)
        let tree = try JSONDecoder().decode(DependencyNode.self, from: jsonPart(of: treeData))
        var infos: [String: PackageInfo] = [:]
        // Direct dependencies first (they hold the products a target names); deeper ones only while
        // no package providing PlumeTesting has been seen.
        let direct = tree.dependencies
        // Each dependency is described as a root of its own, with a scratch folder of its own.
        func describeDependency(_ node: DependencyNode) throws -> PackageInfo {
            try Self.describe(
                URL(fileURLWithPath: node.path), scratch: scratch.appendingPathComponent("dependency-\(node.identity)"))
        }
        for node in direct { infos[node.identity] = try describeDependency(node) }
        let hasPlume = { infos.values.contains { $0.products.contains { $0.name == "PlumeTesting" } } }
        if !root.products.contains(where: { $0.name == "PlumeTesting" }) && !hasPlume() {
            for node in tree.flattened.dropFirst() where infos[node.identity] == nil {
                infos[node.identity] = try describeDependency(node)
                if hasPlume() { break }
            }
        }
        let resolved = folder.appendingPathComponent("Package.resolved")
        let pins =
            FileManager.default.fileExists(atPath: resolved.path)
            ? try ResolvedPin.pins(in: Data(contentsOf: resolved)) : [:]
        return RunnerPlan.Inputs(root: root, dependencyTree: tree, dependencyInfos: infos, pins: pins)
    }

    /// SwiftPM may print resolution messages before the JSON; the JSON starts at the first `{`.
    static func jsonPart(of data: Data) -> Data {
        guard let start = data.firstIndex(of: UInt8(ascii: "{")) else { return data }
        return data[start...]
    }
}
