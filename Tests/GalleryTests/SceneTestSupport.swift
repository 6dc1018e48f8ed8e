import Foundation
import Gallery
import Plume
import PlumeTesting

/// The folder holding the reference PNGs of the gallery's picture checks.
let snapshotDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "__Snapshots__")

/// Mounts a built scene by id the way the gallery does.
func mount(_ id: String, size: CGSize? = nil) throws -> ViewHost {
    let scene = try GalleryRenderer.scene(id)
    return ViewHost(scene.make!(), size: size ?? scene.size)
}
