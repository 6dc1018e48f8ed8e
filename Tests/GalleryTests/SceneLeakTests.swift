import Foundation
import Gallery
import Plume
import PlumeTesting
import Testing

/// Mounts `scene` (running its demo, as the gallery does), lets `use` drive it, drops the host and
/// returns whether its view graph or any of the graph's nodes is still alive (a leak) once the
/// main-queue work it queued ran.
func graphOutlivesHost(_ scene: GalleryScene, use: (ViewHost) -> Void = { $0.advance(by: 0.5) }) throws -> Bool {
    weak var graph: ViewGraph?
    weak var weakHost: ViewHost?
    let nodes: _ViewNodeCount
    do {
        let host = try GalleryRenderer.host(for: scene, options: RenderOptions(at: 0))
        use(host)
        graph = host.graph
        weakHost = host
        nodes = host.withGraph { $0._liveNodes }
    }
    // Blocks the frames queued on the main queue may hold the graph until they run.
    for _ in 0..<3 where !Thread.isMainThread { DispatchQueue.main.sync {} }
    return graph != nil || weakHost != nil || nodes.value != 0
}

/// Every scene's view graph and all its nodes are freed when its host is dropped (`plant-widget`'s
/// `@FetchRequest` subscription used to keep one graph per mount alive, and every node that had
/// been laid out kept itself alive through its layout cache).
@Suite struct SceneLeakTests {
    @Test(arguments: SceneRegistry.built.map(\.id))
    func droppingTheHostFreesTheViewGraph(id: String) throws {
        let scene = try GalleryRenderer.scene(id)
        #expect(try !graphOutlivesHost(scene), "\(id): the view graph or some of its nodes outlived the host")
    }

    @Test func twentyMountCyclesOfPlantWidgetLeaveNoGraph() throws {
        let scene = try GalleryRenderer.scene("plant-widget")
        var alive: [ViewGraph] = []
        var weakGraphs: [() -> ViewGraph?] = []
        for _ in 0..<20 {
            weak var graph: ViewGraph?
            do {
                let host = try GalleryRenderer.host(for: scene, options: RenderOptions(at: 0))
                #expect(host.tap("Water Basil"))
                host.advance(by: 0.2)
                graph = host.graph
            }
            weakGraphs.append { graph }
        }
        for _ in 0..<3 where !Thread.isMainThread { DispatchQueue.main.sync {} }
        alive = weakGraphs.compactMap { $0() }
        #expect(alive.isEmpty, "\(alive.count) of 20 graphs are still alive")
    }

    /// Typing into a field mirrored by a long `Text` caches a layout per keystroke in the host's
    /// text engine; dropping the host releases them all.
    @Test func droppingTheHostReleasesTheLayoutsItCached() {
        struct Mirror: View {
            @State private var name = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    Text(String(repeating: "A long mirrored paragraph. ", count: 740) + name)
                }
            }
        }
        weak var engine: PangoTextLayoutEngine?
        do {
            let host = ViewHost(Mirror(), size: CGSize(width: 390, height: 640))
            host.tap("Name")
            let before = host.textEngine.cachedBytes
            for letter in "keystrokes" { host.type(String(letter)) }
            #expect(host.textEngine.cachedBytes > before)
            #expect(host.textEngine.cachedBytes <= host.textEngine.cacheBudget)
            engine = host.textEngine
        }
        for _ in 0..<3 where !Thread.isMainThread { DispatchQueue.main.sync {} }
        #expect(engine == nil)
    }

    /// A host decodes images into a cache of its own (not the shared loader's): dropping the host
    /// releases them, and another host starts with an empty cache.
    @Test func droppingTheHostReleasesTheImagesItDecoded() throws {
        guard
            let tile = RenderedImage(
                width: 80, height: 60, stride: 320, bytes: [UInt8](repeating: 255, count: 320 * 60))
        else { return #expect(Bool(false), "an 80 × 60 image") }
        let png = try tile.pngData()
        weak var loader: CairoImageLoader?
        do {
            let host = ViewHost(Image(data: png, name: "tile"), size: CGSize(width: 200, height: 200))
            #expect(host.imageLoader !== CairoImageLoader.shared)
            #expect(host.imageLoader.cachedBytes >= 80 * 60 * 4)
            let other = ViewHost(Text("no images"), size: CGSize(width: 200, height: 200))
            #expect(other.imageLoader !== host.imageLoader)
            #expect(other.imageLoader.cachedBytes == 0)
            loader = host.imageLoader
        }
        for _ in 0..<3 where !Thread.isMainThread { DispatchQueue.main.sync {} }
        #expect(loader == nil)
    }
}
