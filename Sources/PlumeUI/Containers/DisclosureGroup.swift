import Foundation
import PlumeGraphics

/// A label that shows or hides its content when tapped, as SwiftUI's `DisclosureGroup`; with
/// `isExpanded:` the caller owns the state, otherwise the group keeps it (collapsed at first).
///
/// ```swift
/// DisclosureGroup("Advanced") { Toggle("Debug", isOn: $debug) }
/// DisclosureGroup(isExpanded: $open) { Text("Details") } label: { Label("More", systemImage: "info.circle") }
/// ```
/// The automatic style puts a chevron at the trailing edge that turns when the group opens, and
/// animates the content in and out.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var isExpandedHere = false
    @Environment(\.disclosureGroupStyle) private var style

    /// A collapsed group with a label made by `label`.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        isExpandedBinding = nil
    }

    /// A group whose expansion is `isExpanded`.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.content = content
        self.label = label()
        isExpandedBinding = isExpanded
    }

    public var body: some View {
        let content = self.content
        return style.make(
            DisclosureGroupStyleConfiguration(
                label: DisclosureGroupStyleConfiguration.Label(content: AnyView(label)),
                content: DisclosureGroupStyleConfiguration.Content(content: AnyView(content())),
                isExpanded: isExpandedBinding ?? $isExpandedHere))
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group titled by a string literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group titled by a string literal whose expansion is `isExpanded`.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A collapsed group titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A group titled by a string whose expansion is `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// What a disclosure group style draws from, as SwiftUI's `DisclosureGroupStyleConfiguration`.
public struct DisclosureGroupStyleConfiguration {
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
    /// The label.
    public let label: Label
    /// The content, to show while expanded.
    public let content: Content
    /// Whether the group is expanded; a style toggles it.
    @Binding public var isExpanded: Bool
}

/// How disclosure groups look and open, as SwiftUI's `DisclosureGroupStyle`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// Makes the view of one disclosure group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label with a trailing chevron that turns a quarter when open; a tap anywhere on the label
/// row toggles the group with an animation, and the content shows under it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroupBody(configuration: configuration)
    }
}

struct DisclosureGroupBody: View {
    let configuration: DisclosureGroupStyleConfiguration
    /// A right-to-left layout mirrors the chevron (`chevron.forward`), so it turns the other way to point down.
    @Environment(\.layoutDirection) var layoutDirection

    var body: some View {
        let isExpanded = configuration.$isExpanded
        return VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation(.easeInOut(duration: 0.25)) { isExpanded.wrappedValue.toggle() }
            } label: {
                HStack {
                    configuration.label.foregroundStyle(.primary)
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.forward")
                        .foregroundStyle(Color.accentColor)
                        .rotationEffect(
                            .degrees(isExpanded.wrappedValue ? (layoutDirection == .rightToLeft ? -90 : 90) : 0))
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(isExpanded.wrappedValue ? "Collapse" : "Expand")
            if isExpanded.wrappedValue {
                configuration.content
                    .padding(.leading, 16)
                    .transition(.opacity)
            }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's style.
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<DisclosureGroupStyleConfiguration> {
        AnyStyle(make: {
            AnyView(AutomaticDisclosureGroupStyle().makeBody(configuration: $0))
        })
    }
}

extension EnvironmentValues {
    var disclosureGroupStyle: AnyStyle<DisclosureGroupStyleConfiguration> {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the `DisclosureGroup`s inside look.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(
            \.disclosureGroupStyle,
            AnyStyle<DisclosureGroupStyleConfiguration>(make: { AnyView(style.value.makeBody(configuration: $0)) }))
    }
}
