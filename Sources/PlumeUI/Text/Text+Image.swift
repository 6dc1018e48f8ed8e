import Foundation
import PlumeGraphics

/// An image inside a text's characters (`Text(_: Image)` or `"\(Image(systemName: "star"))"`): a system
/// symbol drawn as a ligature of the icon font `Image(systemName:)` uses, at the text's font size and
/// colour, so it wraps and aligns with the words around it. Images from files cannot be part of a
/// text run in Plume: they take no space and the text reports them in `ViewGraph.diagnostics`.
struct InlineImage: Equatable {
    /// The icon font's family.
    static let symbolFontFamily = "Material Icons"
    /// What the image is, for the report when it cannot be shown (`systemName "x"`, `"logo"`).
    let description: String
    /// The icon font's ligature, or nil when the image is not a known system symbol.
    let ligature: String?

    init(_ image: Image) {
        switch image.source {
        case .system(let name):
            description = "systemName \"\(name)\""
            ligature = SystemSymbols.ligature(for: name)
        case .named(let name, _):
            description = "\"\(name)\""
            ligature = nil
        case .source(let source):
            description = "\"\(source)\""
            ligature = nil
        }
    }

    /// Why it is not shown, when it is not.
    var problem: String? {
        guard ligature == nil else { return nil }
        return
            "Text: the image \(description) cannot be shown inside a text (only known system symbols can); it is left out"
    }
}

extension Text {
    /// An image as text, as SwiftUI's `Text(_: Image)`: concatenate it with other texts
    /// (`Text(Image(systemName: "star.fill")) + Text(" Rated")`) or interpolate it. System symbols
    /// only (see `InlineImage`).
    public init(_ image: Image) {
        segments = [Segment(string: "", inlineImage: InlineImage(image))]
    }
}
