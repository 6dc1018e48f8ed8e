import Foundation
import Gallery
import Plume
import Testing

@MainActor
@Suite("gallery window commands") struct GalleryWindowCommandTests {
    private func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
        runGallery(arguments)
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
        let at = run(["run", "wave", "--at", "1"])
        #expect(at.errors.first?.contains("--at and --tap are for render and film") == true)
        let touch = run(["run", "wave", "--touch", "--at", "1"])
        #expect(touch.errors.first?.contains("--at and --tap are for render and film") == true)
        #expect(run(["render", "wave", "--touch"]).status == 2)
    }

    @Test func locatePrintsAControlsCenterAsTheSceneOpens() throws {
        let located = run(["locate", "min-stack", "Push 5"])
        #expect(located.status == 0)
        let numbers = try #require(located.output.first).split(separator: " ").compactMap { Int($0) }
        #expect(numbers.count == 2)
        let host = try mount("min-stack")
        let button = try #require(host.find(text: "Push 5"))
        #expect(numbers == [Int(button.frame.midX.rounded()), Int(button.frame.midY.rounded())])
        #expect(run(["locate", "min-stack", "Nope"]).status == 2)
    }

    @Test func renderTapsControlsInsteadOfTheDemo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plume-tap-\(UUID())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let tapped = dir.appendingPathComponent("tapped.png").path
        #expect(run(["render", "min-stack", "--tap", "Push 5", "--tap", "Push 3", "--out", tapped]).status == 0)
        let host = try mount("min-stack")
        host.tap("Push 5")
        host.tap("Push 3")
        host.advance(by: GalleryRenderer.defaultPictureTime)
        let expected = try host.render()
        let difference = try RenderedImage(contentsOf: URL(fileURLWithPath: tapped)).difference(expected)
        #expect(difference.isWithin(channelTolerance: 0))
        let missing = run(["render", "min-stack", "--tap", "Nope", "--out", tapped])
        #expect(missing.errors.first?.contains("nothing labelled 'Nope'") == true)
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
