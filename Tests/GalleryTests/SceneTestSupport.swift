import Foundation
import Gallery
import Plume
import PlumeTesting
import Testing

/// The folder holding the reference PNGs of the gallery's picture checks.
let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "__Snapshots__")

/// Mounts a built scene by id the way the gallery does.
func mount(_ id: String, size: CGSize? = nil) throws -> ViewHost {
    let scene = try GalleryRenderer.scene(id)
    return ViewHost(scene.make!(), size: size ?? scene.size)
}

/// Mounts the `catalogue` scene in `scheme` and opens the page whose row reads `title`, as a person taps it.
@MainActor func openCataloguePage(_ title: String, scheme: ColorScheme = .light) throws -> ViewHost {
    let host = try mount("catalogue")
    host.setColorScheme(scheme)
    #expect(host.tap(title), "the page's row \(title)")
    host.advance(by: 0.6)
    return host
}

/// Runs the `gallery` command with `arguments`, collecting what it prints.
func runGallery(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
    var output: [String] = []
    var errors: [String] = []
    let status = GalleryCommand.run(arguments, output: { output.append($0) }, errors: { errors.append($0) })
    return (status, output, errors)
}

/// A scene that is not built yet, for the checks of what the browser and the renderer do with one
/// (every scene of the registry is built now; GALLERY.md may plan more).
let plannedScene = GalleryScene(planned: "future-scene", title: "A scene still planned", seed: "003", issue: "14")

/// The registry's scenes with `plannedScene` third (high enough in the sidebar to be clicked), each
/// showing its picture's root in the browser (so that no test writes a window's store on disk).
let scenesWithAPlannedOne = (Array(SceneRegistry.all.prefix(2)) + [plannedScene] + SceneRegistry.all.dropFirst(2))
    .map { $0.showingItsPictureInWindows() }
