import Foundation
import PlumeGraphics

/// A value with a label, as SwiftUI's `LabeledContent`: in a `Form` or anywhere, the label leads
/// and the content trails in the secondary colour (the `automatic` style), or as a
/// `LabeledContentStyle` of your own arranges them.
///
/// ```swift
/// LabeledContent("Version", value: "1.2")
/// LabeledContent("Price", value: price, format: .currency(code: "EUR"))
/// LabeledContent { Text(device.name).bold() } label: { Label("Device", systemImage: "desktopcomputer") }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labeledContentStyle) private var style

    /// Content with a label made by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        style.make(
            LabeledContentStyleConfiguration(
                label: LabeledContentStyleConfiguration.Label(content: AnyView(label)),
                content: LabeledContentStyleConfiguration.Content(content: AnyView(content))))
    }
}

extension LabeledContent where Label == Text {
    /// Content labelled by a string literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// Content labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text value labelled by a string literal.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    /// A text value labelled by a string.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    /// A value shown with `format`, labelled by a string literal.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }
    /// A value shown with `format`, labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labelled content a style is making, as the style's `makeBody` got it (to build on the
    /// default look).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// What a labelled-content style draws from, as SwiftUI's `LabeledContentStyleConfiguration`.
public struct LabeledContentStyleConfiguration {
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
    /// The content.
    public let content: Content
}

/// How `LabeledContent` arranges its label and content, as SwiftUI's `LabeledContentStyle`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    /// Makes the view of one labelled content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label leading, the content trailing in the secondary colour, aligned on their first
/// baselines.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.label
            Spacer(minLength: 16)
            configuration.content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's style.
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<LabeledContentStyleConfiguration> {
        AnyStyle(make: {
            AnyView(AutomaticLabeledContentStyle().makeBody(configuration: $0))
        })
    }
}

extension EnvironmentValues {
    var labeledContentStyle: AnyStyle<LabeledContentStyleConfiguration> {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the `LabeledContent`s inside look.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(
            \.labeledContentStyle,
            AnyStyle<LabeledContentStyleConfiguration>(make: { AnyView(style.value.makeBody(configuration: $0)) }))
    }
}
