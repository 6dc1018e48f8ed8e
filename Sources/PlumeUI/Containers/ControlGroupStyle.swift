import Foundation
import PlumeGraphics

/// What a control group style draws from, as SwiftUI's `ControlGroupStyleConfiguration`.
public struct ControlGroupStyleConfiguration {
    /// The group's controls as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The group's label as a view (empty for a group made without one).
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The controls.
    public let content: Content
    /// The label.
    public let label: Label
}

/// How control groups look, as SwiftUI's `ControlGroupStyle`: write one with `makeBody`, apply it
/// with `controlGroupStyle(_:)`.
///
/// ```swift
/// struct Stacked: ControlGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.label.font(.caption); HStack { configuration.content } }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    /// Makes the view of one control group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// Each button a segment of one rounded, filled piece with thin separators between them.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            configuration.content.buttonStyle(ControlGroupSegmentStyle())
        }
        .fixedSize(horizontal: false, vertical: true)
        .background(Color.separator)
        .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}

/// Back-and-forward style: the buttons as tinted symbols side by side without a panel, as
/// toolbars show navigation controls.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.content.buttonStyle(ControlGroupPlainSegmentStyle(padding: 8))
        }
        .fixedSize()
    }
}

/// The buttons as a palette: a row of equal cells on a light rounded panel, as a menu's palette.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 2) {
            configuration.content.buttonStyle(ControlGroupPlainSegmentStyle(padding: 12))
        }
        .padding(4)
        .fixedSize()
        .background(Color.systemFill, in: RoundedRectangle(cornerRadius: 10))
    }
}

/// The group collapsed into a `Menu` labelled by the group's label; its controls are the menu's
/// items.
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

/// The group collapsed into a `Menu` whose items are its controls, laid out compactly. Plume's
/// menus list their items one under another, so this looks as `.menu` does.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu {
            configuration.content
        } label: {
            configuration.label
        }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's style: one segmented piece.
    public static var automatic: AutomaticControlGroupStyle { .init() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Navigation controls (back and forward) side by side.
    public static var navigation: NavigationControlGroupStyle { .init() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A row of controls on a panel.
    public static var palette: PaletteControlGroupStyle { .init() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu holding the controls.
    public static var menu: MenuControlGroupStyle { .init() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu holding the controls.
    public static var compactMenu: CompactMenuControlGroupStyle { .init() }
}

/// A segment without a panel of its own: the label in the tint, padded; dimmed while pressed.
struct ControlGroupPlainSegmentStyle: ButtonStyle {
    let padding: CGFloat
    func makeBody(configuration: Configuration) -> some View {
        ControlGroupPlainSegment(configuration: configuration, padding: padding)
    }
}

struct ControlGroupPlainSegment: View {
    let configuration: ButtonStyleConfiguration
    let padding: CGFloat
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        configuration.label
            .foregroundColor(configuration.roleColor(tint: tint, isEnabled: isEnabled))
            .padding(.horizontal, padding)
            .padding(.vertical, 7)
            .contentShape(Rectangle())
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<ControlGroupStyleConfiguration> {
        AnyStyle(make: {
            AnyView(AutomaticControlGroupStyle().makeBody(configuration: $0))
        })
    }
}

extension EnvironmentValues {
    var controlGroupStyle: AnyStyle<ControlGroupStyleConfiguration> {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the `ControlGroup`s inside look, as SwiftUI's `controlGroupStyle(_:)`.
    ///
    /// ```swift
    /// ControlGroup { undo; redo } label: { Label("History", systemImage: "clock") }
    ///     .controlGroupStyle(.menu)
    /// ```
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(
            \.controlGroupStyle,
            AnyStyle<ControlGroupStyleConfiguration>(make: { AnyView(style.value.makeBody(configuration: $0)) }))
    }
}
