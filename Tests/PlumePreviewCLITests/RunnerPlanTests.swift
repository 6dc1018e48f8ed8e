import Foundation
import Testing

@testable import PlumePreviewCLI

/// Plans made from descriptions as `swift package describe` prints them (trimmed).
@Suite("plume-preview: the runner package") struct RunnerPlanTests {
    static let appJSON = """
        {"name": "App", "path": "/src/app", "products": [
            {"name": "AppViews", "targets": ["Views"], "type": {"library": ["automatic"]}},
            {"name": "app", "targets": ["App"], "type": {"executable": null}}],
         "targets": [
            {"name": "Views", "path": "Sources/Views", "type": "library", "sources": ["A.swift"],
             "product_dependencies": ["SwiftUI"]},
            {"name": "Screens", "path": "Sources/Screens", "type": "library", "sources": ["S.swift"],
             "target_dependencies": ["Views"], "product_dependencies": ["SwiftUI", "Charts"]},
            {"name": "Hidden", "path": "Sources/Hidden", "type": "library", "sources": ["H.swift"],
             "target_dependencies": ["Screens"]},
            {"name": "App", "path": "Sources/App", "type": "executable", "sources": ["main.swift"]}]}
        """
    static let plumeJSON = """
        {"name": "Plume", "path": "/deps/plume", "targets": [], "products": [
            {"name": "SwiftUI", "targets": ["SwiftUI"], "type": {"library": ["automatic"]}},
            {"name": "PlumeTesting", "targets": ["PlumeTesting"], "type": {"library": ["automatic"]}}]}
        """
    static let chartsJSON = """
        {"name": "Charts", "path": "/src/app/.build/checkouts/charts", "targets": [], "products": [
            {"name": "Charts", "targets": ["Charts"], "type": {"library": ["automatic"]}}]}
        """
    static let resolved = """
        {"pins": [{"identity": "charts", "kind": "remoteSourceControl", "location": "https://example.com/charts.git",
                   "state": {"revision": "abc123", "version": "2.1.0"}}], "version": 2}
        """

    func inputs() throws -> RunnerPlan.Inputs {
        let tree = DependencyNode(
            identity: "app", name: "App", url: "/src/app", version: "unspecified", path: "/src/app",
            dependencies: [
                DependencyNode(
                    identity: "plume", name: "Plume", url: "/deps/plume", version: "unspecified", path: "/deps/plume",
                    dependencies: []),
                DependencyNode(
                    identity: "charts", name: "Charts", url: "https://example.com/charts.git", version: "2.1.0",
                    path: "/src/app/.build/checkouts/charts", dependencies: []),
            ])
        return RunnerPlan.Inputs(
            root: try PackageInfo.decode(Data(Self.appJSON.utf8)), dependencyTree: tree,
            dependencyInfos: [
                "plume": try PackageInfo.decode(Data(Self.plumeJSON.utf8)),
                "charts": try PackageInfo.decode(Data(Self.chartsJSON.utf8)),
            ],
            pins: try ResolvedPin.pins(in: Data(Self.resolved.utf8)))
    }

    @Test func aTargetInALibraryProductIsReachedThroughTheProduct() throws {
        let plan = try RunnerPlan.make(target: "Views", inputs: inputs())
        #expect(plan.route == .product(.init(name: "AppViews", package: "app")))
        #expect(
            plan.packages.map(\.declaration) == [#".package(path: "/src/app")"#, #".package(path: "/deps/plume")"#])
        let manifest = RunnerPackageWriter.manifest(for: plan)
        #expect(manifest.contains(#".product(name: "AppViews", package: "app")"#))
        #expect(manifest.contains(#".product(name: "PlumeTesting", package: "plume")"#))
    }

    @Test func aTargetInNoProductIsCompiledFromItsFolderWithPinnedDependencies() throws {
        let plan = try RunnerPlan.make(target: "Screens", inputs: inputs())
        #expect(
            plan.route
                == .sources(
                    folder: "/src/app/Sources/Screens",
                    dependencies: [
                        .init(name: "AppViews", package: "app"), .init(name: "SwiftUI", package: "plume"),
                        .init(name: "Charts", package: "charts"),
                    ]))
        #expect(plan.packages.map(\.identity) == ["app", "plume", "charts"])
        #expect(plan.packages[2].declaration == #".package(url: "https://example.com/charts.git", exact: "2.1.0")"#)
        let manifest = RunnerPackageWriter.manifest(for: plan)
        #expect(manifest.contains(#".target(name: "Screens", dependencies: ["#))
        #expect(manifest.contains(#"path: "Sources/Screens")"#))
    }

    @Test func unreachableTargetsAreRefusedWithTheReason() throws {
        let inputs = try inputs()
        for (target, message) in [
            ("Nope", "no target Nope in package App (library targets: Hidden, Screens, Views)"),
            ("App", "App is a executable target"),
            ("Hidden", "Hidden is in no library product, and depends on Screens"),
        ] {
            #expect {
                try RunnerPlan.make(target: target, inputs: inputs)
            } throws: { error in
                "\(error)".hasPrefix(message)
            }
        }
    }

    /// SwiftPM plans a dependency's files again only when the root manifest changes: a file added to
    /// the target changes the runner's manifest; the same files in another order do not.
    @Test func theManifestChangesWhenTheTargetGainsAFile() throws {
        let plan = try RunnerPlan.make(target: "Views", inputs: inputs())
        let before = RunnerPackageWriter.manifest(for: plan, sourceFiles: ["A.swift", "B.swift"])
        #expect(before == RunnerPackageWriter.manifest(for: plan, sourceFiles: ["B.swift", "A.swift"]))
        #expect(before != RunnerPackageWriter.manifest(for: plan, sourceFiles: ["A.swift", "B.swift", "C.swift"]))
        #expect(before.contains("// Sources: 2 files, fingerprint "))
    }

    @Test func mainNamesTheProvidersAndImportsTheTargetForTesting() {
        let main = RunnerPackageWriter.main(module: "Views", providers: ["Card_Previews", "Screens.Home_Previews"])
        #expect(main.contains("@testable import Views"))
        #expect(main.contains("    Card_Previews.self,\n    Screens.Home_Previews.self,\n"))
        #expect(main.contains(#"PreviewRenderer.runCommandLine(module: "Views", providers: providers)"#))
    }

    @Test func writerTouchesOnlyItsFolderAndLinksTheSources() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("plume-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let runner = base.appendingPathComponent(".build/plume-preview/runner")
        let plan = try RunnerPlan.make(target: "Screens", inputs: inputs())
        try RunnerPackageWriter(folder: runner).write(plan: plan, providers: [], resolvedFile: nil)
        let written = try FileManager.default.subpathsOfDirectory(atPath: base.path).sorted()
        #expect(
            written == [
                ".build", ".build/plume-preview", ".build/plume-preview/runner",
                ".build/plume-preview/runner/Package.swift",
                ".build/plume-preview/runner/Sources", ".build/plume-preview/runner/Sources/PlumePreviewRunner",
                ".build/plume-preview/runner/Sources/PlumePreviewRunner/main.swift",
                ".build/plume-preview/runner/Sources/Screens",
            ])
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: runner.appendingPathComponent("Sources/Screens").path)
                == "/src/app/Sources/Screens")
    }
}
