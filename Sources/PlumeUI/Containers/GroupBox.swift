import Foundation
import PlumeGraphics

/// Views grouped on a rounded panel with an optional label, as SwiftUI's `GroupBox`.
///
/// ```swift
/// GroupBox("Today") { Text("3 meetings") }
/// GroupBox { Toggle("Reminders", isOn: $on) } label: { Label("Alerts", systemImage: "bell") }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// Content under a label made by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        style.make(
            GroupBoxStyleConfiguration(
                label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
                content: GroupBoxStyleConfiguration.Content(content: AnyView(content))))
    }
}

extension GroupBox where Label == EmptyView {
    /// Content with no label.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    /// Content under a string literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// Content under a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style is making, as its `makeBody` got it.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// What a group box style draws from, as SwiftUI's `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration {
    /// The label as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The content as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let label: Label
    public let content: Content
}

/// How group boxes look, as SwiftUI's `GroupBoxStyle`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    /// Makes the view of one group box.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label in bold over the content, on a rounded panel of the secondary grouped background.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.systemFill.opacity(0.6), in: RoundedRectangle(cornerRadius: 10))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's style.
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<GroupBoxStyleConfiguration> {
        AnyStyle(make: {
            AnyView(DefaultGroupBoxStyle().makeBody(configuration: $0))
        })
    }
}

extension EnvironmentValues {
    var groupBoxStyle: AnyStyle<GroupBoxStyleConfiguration> {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the `GroupBox`es inside look.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(
            \.groupBoxStyle,
            AnyStyle<GroupBoxStyleConfiguration>(make: { AnyView(style.value.makeBody(configuration: $0)) }))
    }
}
