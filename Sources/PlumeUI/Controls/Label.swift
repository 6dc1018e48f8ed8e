import Foundation
import PlumeAnimation
import PlumeGraphics

/// A title with an icon, as SwiftUI's `Label`.
///
/// ```swift
/// Label("Favorites", systemImage: "heart.fill")
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 8) {
            icon
            title
        }
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
