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
        switch style {
        case .titleOnly: AnyView(title)
        case .iconOnly: AnyView(icon)
        case .titleAndIcon:
            AnyView(
                HStack(spacing: 8) {
                    icon
                    title
                })
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

/// What labels show, as SwiftUI's label styles.
public enum LabelStyleKind: Hashable, Sendable { case titleAndIcon, titleOnly, iconOnly }
/// Label styles with SwiftUI's spelling: `.labelStyle(.iconOnly)`.
public protocol LabelStyle { var _kind: LabelStyleKind { get } }
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleAndIcon }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleOnly }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .iconOnly }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
    public static var automatic: TitleAndIconLabelStyle { .init() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }

struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleKind.titleAndIcon }
extension EnvironmentValues {
    var labelStyle: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
extension View {
    /// What the labels inside show.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { environment(\.labelStyle, style._kind) }
}
