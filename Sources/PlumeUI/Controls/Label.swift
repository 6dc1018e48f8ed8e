import Foundation
import PlumeAnimation
import PlumeGraphics

/// A title with an icon, as SwiftUI's `Label`; `.labelStyle(.titleOnly)`, `.iconOnly` or
/// `.titleAndIcon` chooses what shows.
///
/// ```swift
/// Label("Favorites", systemImage: "heart.fill")
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.make(
            LabelStyleConfiguration(
                title: LabelStyleConfiguration.Title(content: AnyView(title)),
                icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }
    /// A label with a text and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = Image(systemName: name)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text and an image from the bundle's images.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        title = Text(titleKey)
        icon = Image(name)
    }
    /// A label with a text and an image from the bundle's images.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title)
        icon = Image(name)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration, so a custom style can wrap another style's look.
    public init(_ configuration: LabelStyleConfiguration) {
        title = configuration.title
        icon = configuration.icon
    }
}
