import Foundation
import Plume

/// Opens gallery windows with the SDL window host (`gallery run`).
enum GalleryWindow {
    /// The window showing one scene alone, at its natural size, titled "Plume gallery: <id>".
    static func single(_ scene: GalleryScene) -> WindowConfiguration {
        WindowConfiguration(title: "Plume gallery: \(scene.id)", defaultSize: scene.size) {
            scene.makeInWindow?() ?? AnyView(Text("Scene \(scene.id) is not built yet"))
        }
    }

    /// `content` with Control-Q (and Command-Q) calling `quit`, through hidden shortcut buttons, so
    /// they work wherever the focus is unless the focused view uses the key.
    static func quittable(_ content: AnyView, quit: @escaping () -> Void) -> AnyView {
        AnyView(
            content.background(
                ZStack {
                    Button("Quit") { quit() }.keyboardShortcut("q", modifiers: .control)
                    Button("Quit") { quit() }.keyboardShortcut("q", modifiers: .command)
                }
                .frame(width: 0, height: 0)
                .opacity(0)))
    }

    /// Runs `window` until it is closed (by the window's close button, Control-Q, SIGINT or
    /// SIGTERM); says on `output` when the first frame is on screen and how many frames were drawn
    /// when it closes.
    static func run(_ window: WindowConfiguration, options: RenderOptions, output: (String) -> Void) throws {
        try withoutActuallyEscaping(output) { output in try run(window, options: options, escapingOutput: output) }
    }

    private static func run(
        _ window: WindowConfiguration, options: RenderOptions, escapingOutput output: @escaping (String) -> Void
    ) throws {
        let host = SDLWindowHost(
            options: SDLWindowHost.Options(
                colorScheme: options.colorScheme, scale: options.scale == 1 ? nil : options.scale))
        var window = window
        let make = window.makeContent
        window.makeContent = { [weak host] in quittable(make()) { host?.requestClose() } }
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
