import Foundation
import Plume
import PlumeTesting

extension GalleryRenderer {
    /// Renders `frames` instants of `scene` evenly from `from` to `to` seconds side by side in one PNG,
    /// each labelled with its time.
    public static func film(
        _ scene: GalleryScene, from: TimeInterval, to: TimeInterval, frames: Int,
        options: RenderOptions = RenderOptions(),
        to url: URL
    ) throws {
        guard from.isFinite, to.isFinite, from >= 0, to >= from else {
            throw GalleryError.badArgument("--from and --to must be times in seconds with 0 <= from <= to")
        }
        guard (1...60).contains(frames) else { throw GalleryError.badArgument("--frames must be between 1 and 60") }
        var opts = options
        opts.at = from
        let host = try host(for: scene, options: opts)
        let size = host.size
        let gap: CGFloat = 12
        let label: CGFloat = 28
        let scheme = options.colorScheme
        let background = Color.background.resolve(in: scheme)
        let ink = Color.primary.resolve(in: scheme)
        var strip = DisplayList()
        var time = from
        for i in 0..<frames {
            let target = frames == 1 ? from : from + (to - from) * Double(i) / Double(frames - 1)
            if target > time {
                host.advance(by: target - time)
                time = target
            }
            let x = CGFloat(i) * (size.width + gap)
            var frame = DisplayList([.fill(Path(CGRect(origin: .zero, size: size)), .color(background))])
            frame.append(contentsOf: host.displayList)
            strip.append(
                .effect(
                    .transform(CGAffineTransform(translationX: x, y: label)),
                    DisplayList([.effect(.clip(Path(CGRect(origin: .zero, size: size)), FillStyle()), frame)])))
            strip.append(
                .text(
                    TextLayoutRequest(
                        runs: [
                            TextRun(String(format: "t = %.2f s", target), font: .system(size: 14, weight: .semibold))
                        ],
                        alignment: .center),
                    frame: CGRect(x: x, y: 4, width: size.width, height: label - 4), color: ink))
        }
        let canvas = CGSize(
            width: CGFloat(frames) * size.width + CGFloat(frames - 1) * gap, height: size.height + label)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // The host's engine and loader: its layouts and decoded images are drawn again, not redone in
        // the process's shared caches, and they go with the host.
        try CairoRenderer(textEngine: host.textEngine, imageLoader: host.imageLoader).writePNG(
            strip, size: canvas, scale: options.scale, background: Color.Resolved(red: 0.9, green: 0.9, blue: 0.92),
            to: url)
    }
}
