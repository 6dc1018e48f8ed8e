import Foundation
import PlumeAnimation
import PlumeGraphics

/// An image, as SwiftUI's `Image`: a bundled or file bitmap (PNG, JPEG), an SVG drawn as vectors at any
/// size, or a system symbol.
///
/// ```swift
/// Image(systemName: "paperplane").font(.largeTitle)
/// Image("kitten", bundle: .module).resizable().scaledToFit()
/// Image(contentsOf: url).renderingMode(.template).foregroundColor(.blue)
/// ```
/// Non-resizable images take their natural size; resizable ones take what they are offered.
/// `Image(systemName:)` draws the symbol from the Material Icons font (see `SystemSymbols`); an unknown
/// name, or a missing image, is reported in `ViewGraph.diagnostics` and drawn as a crossed box.
nonisolated public struct Image: View, PrimitiveView, Equatable {
    enum Source: Equatable {
        case system(String)
        case named(String, Bundle?)
        case source(ImageSource)
    }
    /// How an image is colored: as is, or as a template filled with the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case original, template
    }
    /// Resampling quality, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }
    /// How a resizable image fills its frame (Plume stretches in both modes).
    public enum ResizingMode: Hashable, Sendable {
        case stretch, tile
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    /// Pixels per point of a bitmap (an `AsyncImage`'s `scale`): its natural size is divided by it.
    var scale: CGFloat = 1
    var label: String?

    /// A system symbol (mapped to Material Icons).
    public init(systemName: String) {
        source = .system(systemName)
        label = systemName
    }
    /// An image resource named `name` (with or without its extension: png, jpg, jpeg or svg) in `bundle`
    /// (the main bundle by default).
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle)
        label = name
    }
    /// An image resource that assistive technology skips.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle)
    }
    /// An image file (Plume addition).
    public init(contentsOf url: URL) {
        source = .source(.file(url))
        label = url.deletingPathExtension().lastPathComponent
    }
    /// An image from encoded PNG, JPEG or SVG bytes (Plume addition).
    public init(data: Data, name: String) {
        source = .source(.data(data, name: name))
        label = name
    }

    /// An image that takes the space it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.isResizable = true
        return i
    }
    /// Draws the image as is, or as a template tinted by the foreground style.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var i = self
        i.renderingMode = mode
        return i
    }
    /// The resampling quality.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self
        i.interpolation = interpolation
        return i
    }
    /// Whether edges are smoothed (kept for source compatibility).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { ImageBehavior() }

    public static func == (a: Image, b: Image) -> Bool {
        a.source == b.source && a.isResizable == b.isResizable && a.renderingMode == b.renderingMode
            && a.interpolation == b.interpolation && a.scale == b.scale
    }

    /// The file or data to draw, or an error message.
    func resolvedSource() -> Result<ImageSource, ImageError> {
        switch source {
        case .system(let name): return .failure(.notFound("system symbol \(name)"))
        case .source(let s): return .success(s)
        case .named(let name, let bundle):
            let bundle = bundle ?? .main
            let ext = (name as NSString).pathExtension
            let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
            for e in ext.isEmpty ? ["png", "svg", "jpg", "jpeg"] : [ext] {
                if let url = bundle.url(forResource: base, withExtension: e) { return .success(.file(url)) }
                if let url = bundle.url(forResource: base, withExtension: e, subdirectory: "Resources") {
                    return .success(.file(url))
                }
            }
            return .failure(.notFound(name))
        }
    }
}
