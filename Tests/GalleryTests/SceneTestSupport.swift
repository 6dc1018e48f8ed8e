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
func openCataloguePage(_ title: String, scheme: ColorScheme = .light) throws -> ViewHost {
    let host = try mount("catalogue")
    host.setColorScheme(scheme)
    #expect(tapCatalogueRow(title, in: host), "the page's row \(title)")
    host.advance(by: 0.6)
    return host
}

/// Taps the catalogue's row `title` as a person would: when the row is below the window's bottom
/// edge (the list is taller than the window), the list is first scrolled up with the wheel until the
/// row is on screen. Rows already on screen are tapped without scrolling.
func tapCatalogueRow(_ title: String, in host: ViewHost) -> Bool {
    for _ in 0..<10 {
        // A lazy list makes rows as they come into view: scroll on until the row exists.
        let hidden = host.find(text: title).map { $0.frame.maxY - (host.size.height - 16) } ?? 300
        if hidden <= 0 { return host.tap(title) }
        host.scroll(at: CGPoint(x: host.size.width / 2, y: host.size.height / 2), by: CGSize(width: 0, height: hidden))
        host.advance(by: 0.3)
    }
    return false
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
