import Foundation
import PlumeMacros
import PlumeTesting
import PlumeUI
import Testing

/// A provider as the runner of `plume-preview` names it.
private struct Label_Previews: PreviewProvider {
    static var previews: some View {
        Text("Label preview").padding().previewLayout(.sizeThatFits).previewDisplayName("Label")
    }
}

/// `PreviewRenderer.runCommandLine`, the body of the runner program `plume-preview` generates: the
/// `#Preview`s of one module and the providers named, into `--out`, in the schemes asked for.
@Suite("plume-preview runner") struct PreviewCommandLineTests {
    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("plume-preview-runner-\(UUID().uuidString)")
    }

    @Test func rendersTheModulesPreviewsAndTheProvidersInOneScheme() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(at: out) }
        let status = PreviewRenderer.runCommandLine(
            module: "PlumeMacrosTests", providers: [Label_Previews.self],
            arguments: ["runner", "--out", out.path, "--scheme", "dark"])
        #expect(status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files.contains("Label-dark.png"))
        #expect(files.contains("Fits-dark.png"))
        #expect(files.contains("index.html"))
        #expect(!files.contains { $0.hasSuffix("-light.png") })
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("Label · dark"))
    }

    @Test func previewsOfOtherModulesAreLeftOut() throws {
        let out = folder()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(
            PreviewRenderer.runCommandLine(
                module: "SomeOtherModule", providers: [], arguments: ["runner", "--out", out.path]) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["index.html"])
    }

    @Test func badArgumentsFailWithStatusOne() {
        for arguments in [
            ["runner"], ["runner", "--out"], ["runner", "--scheme", "sepia"], ["runner", "--frobnicate"],
        ] {
            #expect(
                PreviewRenderer.runCommandLine(module: "PlumeMacrosTests", providers: [], arguments: arguments) == 1)
        }
    }
}
