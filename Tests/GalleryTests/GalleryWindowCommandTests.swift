import Foundation
import Gallery
import Plume
import Testing

@Suite("gallery window commands") struct GalleryWindowCommandTests {
    private func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = []
        var errors: [String] = []
        let status = GalleryCommand.run(arguments, output: { output.append($0) }, errors: { errors.append($0) })
        return (status, output, errors)
    }

    @Test(.enabled(if: !SDLWindowHost.isDisplayAvailable, "needs a machine without a display"))
    func runWithoutADisplaySaysWhy() {
        let result = run(["run", "min-stack"])
        #expect(result.status == 2)
        #expect(result.errors.first?.contains("no display") == true)
    }

    @Test func runChecksItsArgumentsBeforeOpeningAWindow() {
        let unknown = run(["run", "min-stak"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.first?.contains("did you mean 'min-stack'") == true)
        let planned = run(["run", "glide-card"])
        #expect(planned.errors.first?.contains("not built yet") == true)
        let at = run(["run", "wave", "--at", "1"])
        #expect(at.errors.first?.contains("--at is for render and film") == true)
    }

    @Test func compareAcceptsEqualImagesAndRejectsDifferentOnes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plume-compare-\(UUID())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.png").path
        let b = dir.appendingPathComponent("b.png").path
        let c = dir.appendingPathComponent("c.png").path
        #expect(run(["render", "equal-width", "--out", a]).status == 0)
        #expect(run(["render", "equal-width", "--out", b]).status == 0)
        #expect(run(["render", "dynamic-member", "--out", c]).status == 0)
        let same = run(["compare", a, b])
        #expect(same.status == 0)
        #expect(same.output.first?.contains("match") == true)
        let different = run(["compare", a, c, "--tolerance", "2"])
        #expect(different.status == 2)
        #expect(different.errors.first?.contains("the images differ") == true)
        let missing = run(["compare", a])
        #expect(missing.status == 2)
    }
}
