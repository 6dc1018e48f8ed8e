import Foundation
import PlumeCairo
import PlumeGraphics
import Testing

@testable import PlumeSDL

/// Each window host has a text layout cache and an image cache of its own (fonts shared), so a
/// closed window's layouts and decoded images go with its host. Needs no display: the caches are
/// made with the host, before any window opens.
@MainActor
@Suite struct WindowCacheTests {
    @Test func eachWindowHostHasItsOwnCachesReleasedWithIt() throws {
        weak var loader: CairoImageLoader?
        weak var engine: PangoTextLayoutEngine?
        do {
            let first = SDLWindowHost()
            let second = SDLWindowHost()
            #expect(first.renderer.imageLoader !== second.renderer.imageLoader)
            #expect(first.renderer.imageLoader !== CairoImageLoader.shared)
            #expect(first.renderer.textEngine !== second.renderer.textEngine)
            #expect(first.renderer.textEngine !== PangoTextLayoutEngine.shared)
            let pixels = ImageSource.pixels(
                Data(repeating: 200, count: 64 * 64 * 4), width: 64, height: 64, name: "tile")
            #expect(try first.renderer.imageLoader.size(of: pixels) == CGSize(width: 64, height: 64))
            #expect(first.renderer.imageLoader.cachedBytes > 0)
            #expect(second.renderer.imageLoader.cachedBytes == 0)
            loader = first.renderer.imageLoader
            engine = first.renderer.textEngine
        }
        #expect(loader == nil)
        #expect(engine == nil)
    }
}
