import Foundation
import PlumeCairo
import PlumeGraphics
import PlumeUI

extension PreviewRenderer {
    /// Renders `previews` (every `#Preview` linked into the program by default) and the previews of
    /// `providers` into `folder`: one PNG per preview and colour scheme, and an `index.html` that
    /// shows them side by side with their names, sizes and notes. Returns what it rendered.
    ///
    /// The folder is created if needed; only files this call names (`<name>-<scheme>.png`,
    /// `index.html`) are written in it. Two previews whose names make the same file name get `-2`,
    /// `-3`… so none overwrites another.
    @discardableResult
    public static func writeAll(
        _ previews: [Preview] = Preview.all, providers: [any PreviewProvider.Type] = [], to folder: URL,
        colorSchemes: [ColorScheme] = [.light, .dark], scale: CGFloat = 1
    ) throws -> [Rendered] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var rendered: [(Rendered, String)] = []
        var used = Set<String>()
        var images: [Rendered] = []
        for preview in previews { images += try render(preview, colorSchemes: colorSchemes, scale: scale) }
        for provider in providers { images += try render(provider, colorSchemes: colorSchemes, scale: scale) }
        for image in images {
            var fileName = image.fileName
            var suffix = 2
            while used.contains(fileName) {
                fileName = image.fileName.replacingOccurrences(of: ".png", with: "-\(suffix).png")
                suffix += 1
            }
            used.insert(fileName)
            try image.image.writePNG(to: folder.appendingPathComponent(fileName))
            rendered.append((image, fileName))
        }
        try index(rendered).write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return rendered.map(\.0)
    }

    private static func index(_ rendered: [(Rendered, String)]) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let figures = rendered.map { image, file in
            let notes = image.notes.map { "<br><em>\(escape($0))</em>" }.joined()
            return """
                <figure><img src="\(escape(file))" width="\(Int(image.size.width))"><figcaption>\
                \(escape(image.name)) · \(image.colorScheme.rawValue) · \(Int(image.size.width)) × \(Int(image.size.height))\
                \(notes)</figcaption></figure>
                """
        }
        return """
            <!doctype html><meta charset="utf-8"><title>Previews</title>
            <style>body{font-family:sans-serif;background:#888}figure{display:inline-block;vertical-align:top;margin:12px}\
            img{border:1px solid #444;max-width:100%}</style>
            \(figures.joined(separator: "\n"))

            """
    }
}
