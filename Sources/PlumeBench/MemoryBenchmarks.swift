import Foundation
import Gallery
import Plume
import PlumeTesting

/// Memory figures of issue 16 (resident memory from /proc/self/statm, after malloc gave freed pages
/// back): what a cached layout really takes beside what the cache counts, typing into a field
/// mirrored by a 20 KB `Text`, and mount cycles of `plant-widget`. When more than one of the three
/// runs, each runs in a process of its own (`childFigures`), so none starts from memory another freed.
let memoryBenchmarks = BenchGroup(prefix: "memory") { report in
    guard ProcessMemory.residentBytes() != nil else {
        print("# memory figures skipped: /proc/self/statm is not readable")
        return
    }
    let figures: [(prefix: String, run: (BenchReport) -> Void)] = [
        ("memory.layout20k", MemoryFigures.layoutCost), ("memory.mirror", MemoryFigures.mirroredTyping),
        ("memory.mount", MemoryFigures.mountCycles), ("memory.text10k", MemoryFigures.longTextCost),
    ]
    let wanted = figures.filter { report.wants($0.prefix) }
    for (prefix, run) in wanted {
        guard wanted.count > 1 else { return run(report) }
        for figure in childFigures(filter: prefix) ?? [] { figure.report(into: report) }
    }
}

/// A field whose text is mirrored after a 20 KB paragraph: each keystroke lays out a new paragraph.
struct MirroredFieldScreen: View {
    @State private var name = ""
    static let paragraph = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 450)

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            ScrollView { Text(Self.paragraph + name) }
        }
        .padding()
    }
}

enum MemoryFigures {
    private static func resident() -> Int { ProcessMemory.residentBytes() ?? 0 }

    /// 200 distinct 20 KB layouts in an engine whose budget holds them all: resident bytes per
    /// layout, beside what `estimatedCost` counts for one.
    static func layoutCost(_ report: BenchReport) {
        let engine = PangoTextLayoutEngine(cacheSize: 100_000, cacheBudget: 1 << 30)
        let requests = (0..<200).map { index in
            TextLayoutRequest(
                runs: [TextRun(MirroredFieldScreen.paragraph + String(index), font: .body)], maxWidth: 350)
        }
        _ = engine.layout(TextLayoutRequest(runs: [TextRun("warm up", font: .body)]))
        let before = resident()
        var counted = 0
        for request in requests {
            let result = engine.layout(request)
            counted += PangoTextLayoutEngine.estimatedCost(of: request, lineCount: result.lineCount)
        }
        let perLayout = Double(resident() - before) / Double(requests.count)
        report.figure("memory.layout20k.resident", perLayout / 1024, "KB")
        report.figure("memory.layout20k.counted", Double(counted) / Double(requests.count) / 1024, "KB")
        withExtendedLifetime(engine) {}
    }

    /// The 10,000-line text of `scroll.text10k` (548 KB; Pango lays out its first 58,823 bytes) laid
    /// out at the scroll view's width and kept: the resident bytes it adds, beside what the cache
    /// counts (which includes the whole text as the key; here the key shares the text's storage).
    static func longTextCost(_ report: BenchReport) {
        let engine = PangoTextLayoutEngine(sharingFontsWith: .shared)
        _ = engine.layout(TextLayoutRequest(runs: [TextRun("warm up", font: .body)]))
        let request = TextLayoutRequest(runs: [TextRun(LongTextScroll.text, font: .body)], maxWidth: 768)
        let before = resident()
        let counted = engine.cachedBytes
        _ = engine.layout(request)
        report.figure("memory.text10k.resident", Double(resident() - before) / 1_048_576, "MB")
        report.figure("memory.text10k.counted", Double(engine.cachedBytes - counted) / 1_048_576, "MB")
        withExtendedLifetime(engine) {}
    }

    /// 400 keystrokes into the mirrored field, then the host dropped: growth per keystroke while
    /// mounted (bounded by the layout cache's budget) and what stays after unmount, in resident
    /// memory and in live malloc allocations (`ProcessMemory.liveHeapBytes`), then what a second
    /// such cycle adds. With GLib older than 2.76 (Debian 12's 2.74) Pango's items and glyph strings
    /// come from GLib's slice allocator, which keeps the slabs of freed ones for reuse and never
    /// gives them back to malloc: that residue is what keeps resident memory up after unmount, so the
    /// same figure is measured again in a child process with the slice allocator off
    /// (`G_SLICE=always-malloc`, read by GLib before `main`; GLib 2.76 and later always behave so).
    static func mirroredTyping(_ report: BenchReport) {
        warmUp()
        let before = resident()
        let liveBefore = ProcessMemory.liveHeapBytes()
        let (peak, counted) = typeIntoMirroredField()
        let after = resident()
        let liveAfter = ProcessMemory.liveHeapBytes()
        report.figure(
            "memory.mirror400.peakGrowth", Double(peak - before) / 1_048_576, "MB",
            goal: "<= 40 MB (the 32 MB layout budget)", met: peak - before <= 40 << 20)
        report.figure("memory.mirror400.counted", Double(counted) / 1_048_576, "MB")
        let change = 100 * Double(after - before) / Double(before)
        report.figure(
            "memory.mirror400.afterUnmount", change, "% of RSS before mount", goal: "<= 10 %", met: change <= 10)
        if let liveBefore, let liveAfter {
            report.figure(
                "memory.mirror400.afterUnmount.liveHeap", Double(liveAfter - liveBefore) / 1_048_576,
                "MB more live malloc allocations than before mount")
        }
        if report.wants("memory.mirror400.secondCycle") {
            _ = typeIntoMirroredField()
            report.figure(
                "memory.mirror400.secondCycle", 100 * Double(resident() - after) / Double(before),
                "% of RSS before mount added by a second cycle")
        }
        if ProcessInfo.processInfo.environment["G_SLICE"] != "always-malloc",
            report.wants("memory.mirror400.afterUnmount.withoutGSlice")
        {
            let name = "memory.mirror400.afterUnmount"
            let child = childFigures(filter: name, environment: ["G_SLICE": "always-malloc"]) ?? []
            for figure in child where figure.name.hasPrefix(name) {
                figure.report(
                    into: report, as: figure.name.replacingOccurrences(of: name, with: name + ".withoutGSlice"))
            }
        }
    }

    /// Mounts the mirrored field, types 400 letters and drops the host: the highest resident bytes
    /// seen while mounted and the bytes the host's layout cache counted at the end.
    private static func typeIntoMirroredField() -> (peak: Int, counted: Int) {
        var peak = resident()
        let host = ViewHost(MirroredFieldScreen(), size: CGSize(width: 390, height: 640))
        host.tap("Name")
        for index in 0..<400 {
            host.type(String("abcdefghijklmnopqrstuvwxyz".randomElement()!))
            if index % 50 == 49 { peak = max(peak, resident()) }
        }
        _ = try? host.render()
        return (max(peak, resident()), host.textEngine.cachedBytes)
    }

    /// 20 mount and unmount cycles of `plant-widget` (each one waters a plant, which saves).
    static func mountCycles(_ report: BenchReport) {
        guard let scene = SceneRegistry.scene(id: "plant-widget") else { return }
        warmUp()
        func cycle() {
            guard let host = try? GalleryRenderer.host(for: scene, options: RenderOptions(at: 0)) else { return }
            host.tap("Water Basil")
            host.advance(by: 0.2)
        }
        cycle()
        let before = resident()
        for _ in 0..<20 { cycle() }
        let perCycle = Double(resident() - before) / 20 / 1024
        report.figure("memory.mount.plantWidget", perCycle, "KB per cycle", goal: "<= 16 KB", met: perCycle <= 16)
    }

    /// Fonts and glyphs are loaded once per process; the figures start after that.
    private static func warmUp() {
        let host = ViewHost(MirroredFieldScreen(), size: CGSize(width: 390, height: 640))
        host.tap("Name")
        host.type("warm 👍🏽")
        _ = try? host.render()
    }
}
