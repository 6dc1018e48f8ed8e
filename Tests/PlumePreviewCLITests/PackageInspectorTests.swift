import Foundation
import Testing

@testable import PlumePreviewCLI

/// Runs the real `swift package` commands on a copy of Tests/Fixtures/PreviewFixture (its path
/// dependency made absolute), so what SwiftPM prints is what the plan reads. The end-to-end render
/// (which builds Plume in the runner) is `make preview-check`.
@Suite("plume-preview: reading a real package") struct PackageInspectorTests {
    static let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func findsTheFixturesPreviewsAndPlansTheProductRoute() throws {
        let fixture = Self.repository.appendingPathComponent("Tests/Fixtures/PreviewFixture")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plume-preview-fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: fixture, to: copy)
        let manifest = copy.appendingPathComponent("Package.swift")
        try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(
            of: "../../..", with: Self.repository.path
        )
        .write(to: manifest, atomically: true, encoding: .utf8)

        let inputs = try PackageInspector.inputs(for: copy)
        let command = PreviewCommand(options: PreviewOptions(packagePath: copy))
        #expect(try command.chooseTarget(inputs.root) == "FixtureViews")
        let plan = try RunnerPlan.make(target: "FixtureViews", inputs: inputs)
        let plumeIdentity = inputs.dependencyTree.dependencies[0].identity
        #expect(plan.route == .product(.init(name: "FixtureViews", package: inputs.dependencyTree.identity)))
        #expect(plan.plumeProducts.map(\.package) == [plumeIdentity, plumeIdentity])
        #expect(plan.packages.last?.declaration == ".package(path: \(swiftLiteral(Self.repository.path)))")

        let target = try #require(inputs.root.target(named: "FixtureViews"))
        let sources = (target.sources ?? []).map { copy.appendingPathComponent(target.path).appendingPathComponent($0) }
        let found = try PreviewSourceScanner.scan(files: sources)
        #expect(found.previewMacros == 1)
        #expect(found.providers == ["Badge_Previews"])
    }

    @Test func thisPackagesOwnTargetsAreReachedOrRefusedWithTheReason() throws {
        let inputs = try PackageInspector.inputs(for: Self.repository)
        #expect {
            try RunnerPlan.make(target: "Nope", inputs: inputs)
        } throws: { error in
            "\(error)".hasPrefix("no target Nope in package Plume (library targets: AVFoundation, ButtonKit")
        }
        // A target of this package in a library product: the runner reaches it and PlumeTesting here.
        let buttonKit = try RunnerPlan.make(target: "ButtonKit", inputs: inputs)
        let identity = inputs.dependencyTree.identity
        #expect(buttonKit.route == .product(.init(name: "ButtonKit", package: identity)))
        #expect(
            buttonKit.plumeProducts == [
                .init(name: "PlumeTesting", package: identity), .init(name: "Plume", package: identity),
            ])
        #expect(buttonKit.packages.map(\.declaration) == [".package(path: \(swiftLiteral(Self.repository.path)))"])
        // The gallery is in no library product and has resources: refused, with the reason.
        #expect {
            try RunnerPlan.make(target: "Gallery", inputs: inputs)
        } throws: { error in
            "\(error)".hasPrefix("Gallery is in no library product and has resources")
        }
    }

    @Test func theWatcherSeesAnEditedFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plume-preview-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("A.swift")
        try "let a = 1".write(to: file, atomically: true, encoding: .utf8)
        let before = SourceWatcher.snapshot(of: folder)
        #expect(SourceWatcher.waitForChange(in: folder, since: before, interval: 0.01, maxLooks: 2) == nil)
        try "let a = 12".write(to: file, atomically: true, encoding: .utf8)
        #expect(SourceWatcher.waitForChange(in: folder, since: before, interval: 0.01, maxLooks: 2) != nil)
        try "let b = 2".write(to: folder.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        #expect(SourceWatcher.snapshot(of: folder).count == 2)
    }
}
