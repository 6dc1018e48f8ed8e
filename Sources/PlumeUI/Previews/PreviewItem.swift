import Foundation

/// One preview of a `PreviewProvider`: its view and the traits its preview modifiers set.
///
/// Made by `PreviewItem.items(of:)`, which the preview renderer (PlumeTesting's `PreviewRenderer`)
/// and the gallery call; it mounts nothing.
public struct PreviewItem {
    /// The preview's name: its `previewDisplayName`, else the provider's name and the preview's
    /// position (`ContentView_Previews 2`), as Xcode lists them.
    public let name: String
    /// Its `previewLayout` (`.device` when none was set).
    public let layout: PreviewLayout
    /// Its `previewDevice`, if one was set.
    public let device: PreviewDevice?
    /// Its `previewInterfaceOrientation` (portrait when none was set).
    public let orientation: InterfaceOrientation
    /// The view.
    public let view: AnyView

    /// The size the preview is drawn at for `.device` and `.fixed` layouts; nil for
    /// `.sizeThatFits`, which the renderer measures. A device Plume does not know is drawn at the
    /// default 390 × 844 and named in `notes`.
    public var screenSize: CGSize? {
        switch layout {
        case .sizeThatFits: return nil
        case .fixed(let width, let height):
            return CGSize(width: Self.side(width), height: Self.side(height))
        case .device:
            let portrait = device?.screenSize ?? Self.defaultScreen
            return orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
        }
    }

    /// What the renderer should tell about this preview (an unknown device, a clamped size).
    public var notes: [String] {
        var notes: [String] = []
        if layout == .device, let device, device.screenSize == nil {
            notes.append("unknown preview device \"\(device.rawValue)\": drawn at 390 × 844")
        }
        if case .fixed(let width, let height) = layout,
            Self.side(width) != width || Self.side(height) != height
        {
            notes.append("previewLayout(.fixed(width: \(width), height: \(height))) clamped to 0…10000 points")
        }
        return notes
    }

    /// A phone's screen, as Xcode's default preview device.
    public static let defaultScreen = CGSize(width: 390, height: 844)

    /// The previews `provider` declares, in order.
    @MainActor @preconcurrency
    public static func items<P: PreviewProvider>(of provider: P.Type) -> [PreviewItem] {
        let elements = ViewListElements.flatten(P.previews)
        let providerName = String(describing: P.self)
        return elements.enumerated().map { index, element in
            var traits = PreviewTraits()
            (element.view as? PreviewTraitCarrying)?.collectPreviewTraits(into: &traits)
            let name = traits.displayName ?? (elements.count == 1 ? providerName : "\(providerName) \(index + 1)")
            return PreviewItem(
                name: name, layout: traits.layout ?? .device, device: traits.device,
                orientation: traits.orientation ?? .portrait, view: AnyView(erasing: element.view))
        }
    }

    private static func side(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 10_000) : 0 }
}
