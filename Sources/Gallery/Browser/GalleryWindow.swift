import Foundation
import Plume

/// Opens gallery windows with the SDL window host (`gallery run`).
enum GalleryWindow {
    /// The window showing one scene alone, at its natural size, titled "Plume gallery: <id>".
    static func single(_ scene: GalleryScene) -> WindowConfiguration {
        WindowConfiguration(title: "Plume gallery: \(scene.id)", defaultSize: scene.size) {
            scene.make?() ?? AnyView(Text("Scene \(scene.id) is not built yet"))
        }
    }

    /// Runs `window` until it is closed; says on `output` when the first frame is on screen and how
    /// many frames were drawn when it closes.
    static func run(_ window: WindowConfiguration, options: RenderOptions, output: (String) -> Void) throws {
        try withoutActuallyEscaping(output) { output in try run(window, options: options, escapingOutput: output) }
    }

    private static func run(
        _ window: WindowConfiguration, options: RenderOptions, escapingOutput output: @escaping (String) -> Void
    ) throws {
        let host = SDLWindowHost(
            options: SDLWindowHost.Options(
                colorScheme: options.colorScheme, scale: options.scale == 1 ? nil : options.scale))
        host.onFramePresented = { frame in
            guard frame == 1 else { return }
            output("window '\(window.title)' open: first frame presented")
            fflush(stdout)
        }
        do {
            try host.run(window)
        } catch let error as SDLError {
            throw GalleryError.windowFailed(error.description)
        }
        host.onFramePresented = nil
        output("window closed after \(host.framesRendered) frames")
    }
}
