import Foundation

/// The size a preview is drawn at, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Equatable, Sendable {
    /// The size of the preview's device (`previewDevice`, else a 390 × 844 phone).
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A fixed size in points (non-finite or negative sides are drawn as 0 and reported by the
    /// renderer).
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview imitates, by name, as SwiftUI's `PreviewDevice`:
/// `.previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))` or `"iPhone 15"`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// The device's screen in points, portrait, or nil when Plume does not know the name.
    public var screenSize: CGSize? {
        let name = rawValue.lowercased()
        if let exact = Self.knownScreens.first(where: { name == $0.name }) { return exact.size }
        return Self.knownScreens.filter { name.hasPrefix($0.name) }.max { $0.name.count < $1.name.count }?.size
    }

    /// Screen sizes of common devices, by the start of their names (longest match wins).
    private static let knownScreens: [(name: String, size: CGSize)] = [
        ("iphone se", CGSize(width: 375, height: 667)),
        ("iphone 8", CGSize(width: 375, height: 667)),
        ("iphone 11", CGSize(width: 414, height: 896)),
        ("iphone 12", CGSize(width: 390, height: 844)),
        ("iphone 13", CGSize(width: 390, height: 844)),
        ("iphone 13 mini", CGSize(width: 375, height: 812)),
        ("iphone 14", CGSize(width: 390, height: 844)),
        ("iphone 14 plus", CGSize(width: 428, height: 926)),
        ("iphone 14 pro", CGSize(width: 393, height: 852)),
        ("iphone 14 pro max", CGSize(width: 430, height: 932)),
        ("iphone 15", CGSize(width: 393, height: 852)),
        ("iphone 15 plus", CGSize(width: 430, height: 932)),
        ("iphone 15 pro max", CGSize(width: 430, height: 932)),
        ("iphone 16", CGSize(width: 393, height: 852)),
        ("iphone 16 pro", CGSize(width: 402, height: 874)),
        ("iphone 16 pro max", CGSize(width: 440, height: 956)),
        ("ipad", CGSize(width: 820, height: 1180)),
        ("ipad mini", CGSize(width: 744, height: 1133)),
        ("ipad pro (11-inch)", CGSize(width: 834, height: 1194)),
        ("ipad pro (12.9-inch)", CGSize(width: 1024, height: 1366)),
        ("mac", CGSize(width: 800, height: 600)),
        ("apple tv", CGSize(width: 1920, height: 1080)),
        ("apple watch", CGSize(width: 198, height: 242)),
    ]
}

/// A device's orientation, as SwiftUI's `InterfaceOrientation`: a landscape preview swaps the
/// device's width and height.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static var allCases: [InterfaceOrientation] {
        [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    }
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

nonisolated extension View {
    /// The size this preview is drawn at; no effect outside previews, as in SwiftUI.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewTraitModifier { $0.layout = $0.layout ?? value })
    }

    /// The name under which this preview is listed; no effect outside previews.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewTraitModifier { $0.displayName = $0.displayName ?? value })
    }

    /// The device this preview imitates (its screen size); no effect outside previews.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(PreviewTraitModifier { $0.device = $0.device ?? value })
    }

    /// The orientation of this preview's device; no effect outside previews.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewTraitModifier { $0.orientation = $0.orientation ?? value })
    }
}

/// What the preview modifiers set on one preview; the modifier nearest the view wins.
struct PreviewTraits {
    var layout: PreviewLayout?
    var displayName: String?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?
}

/// A modifier that only records a preview trait: its body is its content unchanged.
/// A plain value (`nonisolated`): traits are read from a view value wherever it was made.
nonisolated struct PreviewTraitModifier: ViewModifier {
    let apply: (inout PreviewTraits) -> Void
    @MainActor func body(content: Content) -> some View { content }
}

/// A view whose preview traits can be read without mounting it (modified content carries them).
protocol PreviewTraitCarrying {
    func collectPreviewTraits(into traits: inout PreviewTraits)
}

extension ModifiedContent: PreviewTraitCarrying {
    func collectPreviewTraits(into traits: inout PreviewTraits) {
        (content as? PreviewTraitCarrying)?.collectPreviewTraits(into: &traits)
        (modifier as? PreviewTraitModifier)?.apply(&traits)
    }
}
