import Foundation
import PlumeGraphics

/// What a label style draws from, as SwiftUI's `LabelStyleConfiguration`: the label's title and
/// icon, each type-erased as a view.
public struct LabelStyleConfiguration {
    /// The label's title as a view.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label's icon as a view.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// How labels arrange their title and icon, as SwiftUI's `LabelStyle`.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// Label("Next", systemImage: "chevron.right").labelStyle(TrailingIconLabelStyle())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The properties of the label being styled.
    typealias Configuration = LabelStyleConfiguration
    /// Makes the view of one label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label style stored in the environment, erased.
struct AnyLabelStyle {
    let make: @MainActor (LabelStyleConfiguration) -> AnyView
    /// Whether this is the automatic style (`.automatic`, or none set): a toolbar item shows such a
    /// label as its icon alone, as SwiftUI's bars do (`ToolbarItemHost`).
    let isAutomatic: Bool
    /// Whether this is the automatic style as a bar item resolved it (the icon alone); a menu opened
    /// from the bar turns it back into the automatic style for its rows.
    let isAutomaticInBar: Bool
    /// `style` is made on the main actor, each time the style makes a body (a stored style is a copy).
    init<S: LabelStyle>(_ style: @autoclosure @escaping @MainActor () -> S) {
        make = { AnyView(style().makeBody(configuration: $0)) }
        isAutomatic = S.self == DefaultLabelStyle.self
        isAutomaticInBar = false
    }
    private init(automaticInBar: Void) {
        // The icon, named by the title for assistive technology and tests (`ViewHost.tap("Delete")`).
        make = { configuration in
            guard let title = configuration.title.content.view as? Text else { return AnyView(configuration.icon) }
            return AnyView(configuration.icon.accessibilityLabel(title.plainText))
        }
        isAutomatic = false
        isAutomaticInBar = true
    }
    /// The automatic style inside a toolbar item: the icon alone.
    static var automaticInBar: AnyLabelStyle { AnyLabelStyle(automaticInBar: ()) }
}

struct LabelStyleKey: EnvironmentKey { static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) } }

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the labels inside show: `.titleAndIcon` (the default), `.titleOnly`, `.iconOnly` or
    /// a custom `LabelStyle`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(\.labelStyle, AnyLabelStyle(style.value))
    }
}

/// The platform's style: title and icon (as on iOS in lists and macOS in menus); in a toolbar item,
/// the icon alone (as in SwiftUI's navigation bars, bottom bars and macOS toolbars).
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// The icon, then the title, 8 points apart.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { .init() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
