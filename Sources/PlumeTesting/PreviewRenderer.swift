import Foundation
import PlumeCairo
import PlumeGraphics
import PlumeUI

/// Renders the previews of a `PreviewProvider` to images, as Xcode's canvas shows them: each
/// top-level view of `previews` at the size its `previewLayout` / `previewDevice` /
/// `previewInterfaceOrientation` ask for (a 390 × 844 phone by default; the ideal size, at most
/// 4000 × 4000, for `.sizeThatFits`), in the colour schemes asked for.
///
/// ```swift
/// let previews = try PreviewRenderer.render(ContentView_Previews.self)
/// for preview in previews { try preview.image.writePNG(to: folder.appendingPathComponent(preview.fileName)) }
/// ```
///
/// Called from tests and tools on any thread (mounting happens on the main thread, as `ViewHost`
/// does). Each preview is mounted in its own `ViewHost`, so previews share no state.
public enum PreviewRenderer {
    /// One rendered preview.
    public struct Rendered {
        /// The preview's name (its `previewDisplayName`, else the provider's name and position).
        public let name: String
        public let colorScheme: ColorScheme
        /// The size it was drawn at, in points.
        public let size: CGSize
        public let image: RenderedImage
        /// What the renderer noticed (an unknown device, a clamped size).
        public let notes: [String]

        /// A file name for the PNG: the name with anything but letters, digits, `-` and `_` turned
        /// into `-`, and the scheme (`Compact-dark.png`).
        public var fileName: String {
            let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
            return "\(safe)-\(colorScheme.rawValue).png"
        }
    }

    /// The largest side a `.sizeThatFits` preview is drawn at.
    public static let largestFittingSide: CGFloat = 4000

    /// Every preview of `provider`, in each of `colorSchemes`, at `scale` pixels per point.
    public static func render<P: PreviewProvider>(
        _ provider: P.Type, colorSchemes: [ColorScheme] = [.light, .dark], scale: CGFloat = 1
    ) throws -> [Rendered] {
        var rendered: [Rendered] = []
        // The provider's `previews` and their groups are main-actor code: opened on the main queue.
        for item in MainThread.run({ PreviewItem.items(of: provider) }) {
            for scheme in colorSchemes {
                rendered.append(try render(item, colorScheme: scheme, scale: scale))
            }
        }
        return rendered
    }

    /// A `#Preview`, in each of `colorSchemes`.
    public static func render(
        _ preview: Preview, colorSchemes: [ColorScheme] = [.light, .dark], scale: CGFloat = 1
    ) throws -> [Rendered] {
        let item = PreviewItem(preview)
        return try colorSchemes.map { try render(item, colorScheme: $0, scale: scale) }
    }

    /// One preview, in one colour scheme.
    public static func render(_ item: PreviewItem, colorScheme: ColorScheme, scale: CGFloat = 1) throws -> Rendered {
        var notes = item.notes
        let size: CGSize
        if let screen = item.screenSize {
            size = screen
        } else {
            let measuring = ViewHost(
                item.view, size: CGSize(width: largestFittingSide, height: largestFittingSide),
                colorScheme: colorScheme, scale: scale)
            let ideal = measuring.withGraph { $0.contentSizeThatFits(.unspecified) }
            size = CGSize(
                width: min(ideal.width.rounded(.up), largestFittingSide),
                height: min(ideal.height.rounded(.up), largestFittingSide))
            if ideal.width > largestFittingSide || ideal.height > largestFittingSide {
                notes.append("ideal size \(ideal.width) × \(ideal.height) cut to \(largestFittingSide) points a side")
            }
        }
        let host = ViewHost(item.view, size: size, colorScheme: colorScheme, scale: scale)
        host.settle()
        return Rendered(name: item.name, colorScheme: colorScheme, size: size, image: try host.render(), notes: notes)
    }
}
