import Foundation

/// How a shared item is described, as SwiftUI's `SharePreview`: a title, with an image and an icon.
///
/// ```swift
/// ShareLink(item: photo, preview: SharePreview("Sunset", image: photo.image))
/// ```
/// On Linux a `ShareLink` copies its items to the clipboard; the preview's title names what was
/// copied in the confirmation it shows. The image and icon are kept but not drawn.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// The title, as written.
    let title: String
    let image: Image?
    let icon: Icon?

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title.plainText
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title only.
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }
    /// A preview with a title only.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(title: Text(titleKey), image: image, icon: nil)
    }
    /// A preview with a title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }
    /// A preview with a title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }
}

extension SharePreview {
    /// A preview with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }
    /// A preview with a title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: Text(title), image: image, icon: icon)
    }
}

/// `Never` is transferable (with no representations) so that a `SharePreview` or `ShareLink` without
/// an image or icon can name it, as in SwiftUI.
extension Never: Transferable {
    public static var transferRepresentation: TransferRepresentationList<Never> {
        TransferRepresentationList(conversions: [])
    }
}
