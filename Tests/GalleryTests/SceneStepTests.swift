import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("gallery steps") struct SceneStepTests {
    private func host(_ id: String, _ arguments: [String]) throws -> ViewHost {
        let args = try GalleryArguments(["render", id] + arguments)
        return try GalleryRenderer.host(for: try GalleryRenderer.scene(id), options: args.renderOptions)
    }

    @Test func waitLetsANavigationPushFinishBeforeTheNextTap() throws {
        let host = try host("pickers", ["--tap", "Planets", "--wait", "0.5", "--tap", "Mars"])
        host.advance(by: 1)
        #expect(host.find(text: "You picked apple and Mars.") != nil)
    }

    @Test func typeFillsTheFocusedFieldAndWaitRunsTheDebounce() throws {
        let steps = [
            "--tap", "Username", "--type", "foobar", "--wait", "1", "--tap", "Password 'secreto'", "--type",
            "secreto", "--tap", "Password again", "--type", "secreto", "--wait", "0.5", "--tap", "Sign up",
        ]
        let host = try host("fake-signup", steps)
        #expect(host.find(label: "Username OK") != nil)
        #expect(host.find(text: "Welcome, foobar!") != nil)
        // Without the waits the username is still debouncing when Sign up is tapped.
        let hurried = try self.host("fake-signup", steps.filter { $0 != "--wait" && $0 != "1" && $0 != "0.5" })
        #expect(hurried.find(text: "Welcome, foobar!") == nil)
    }

    @Test func typeWithoutAFocusedFieldIsABadArgument() throws {
        #expect(throws: GalleryError.self) { try host("fake-signup", ["--type", "foobar"]) }
    }

    @Test func scrollAndDragStepsDoWhatTheHostsInputDoes() throws {
        let scrolled = try host("scroll-magic", ["--scroll", "300"])
        let byHand = try mount("scroll-magic")
        #expect(
            byHand.scroll(
                at: CGPoint(x: byHand.size.width / 2, y: byHand.size.height / 2), by: CGSize(width: 0, height: 300)))
        byHand.advance(by: GalleryRenderer.defaultPictureTime)
        #expect(scrolled.dump() == byHand.dump())
        #expect(scrolled.dump() != (try mount("scroll-magic")).dump())

        let dragged = try host("glide-card", ["--drag", "195,600:195,200:0.4"])
        let dragByHand = try mount("glide-card")
        dragByHand.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 200), steps: 24, duration: 0.4)
        dragByHand.advance(by: GalleryRenderer.defaultPictureTime)
        #expect(dragged.dump() == dragByHand.dump())
    }

    @Test func scrollWhereNothingScrollsIsABadArgument() throws {
        #expect(throws: GalleryError.self) { try host("equal-width", ["--scroll", "100"]) }
    }

    @Test func renderFromTheCommandLineRunsTheSteps() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plume-steps-\(UUID())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("mars.png").path
        var errors: [String] = []
        let status = GalleryCommand.run(
            ["render", "pickers", "--tap", "Planets", "--wait", "0.5", "--tap", "Mars", "--out", out], output: { _ in },
            errors: { errors.append($0) })
        #expect(status == 0, "\(errors)")
        let expected = try host("pickers", ["--tap", "Planets", "--wait", "0.5", "--tap", "Mars"]).render()
        #expect(
            try RenderedImage(contentsOf: URL(fileURLWithPath: out)).difference(expected).isWithin(channelTolerance: 0))
    }
}
