import Foundation
import PlumeGraphics

/// How a `Form` draws its sections, as SwiftUI's `FormStyle`; set it with `formStyle(_:)`.
///
/// ```swift
/// Form { … }.formStyle(.grouped)
///
/// struct CardFormStyle: FormStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ScrollView { VStack(spacing: 12) { configuration.content }.padding() }
///     }
/// }
/// ```
/// Plume has `.automatic` (what `.grouped` draws, as on iOS), `.grouped` (inset grouped sections
/// on the grouped background, scrolling) and `.columns` (sections without backgrounds in a centred
/// column that does not scroll, section headers bold).
@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    /// Makes the view of one form.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a form style draws from, as SwiftUI's `FormStyleConfiguration`: the form's content.
public struct FormStyleConfiguration {
    /// The form's content as a view: its sections and rows, which stay separate rows when placed
    /// in a `Form`, a `List` or a stack.
    public struct Content: View, PrimitiveView, ViewList, ChildViewsProvider {
        let view: any View
        public typealias Body = Never
        func makeBehavior() -> NodeBehavior { ContainerBehavior.providing(Self.self) }
        func childViews() -> [(key: AnyHashable, view: any View)] { [(AnyHashable(0), view)] }
        func listElements() -> [(key: AnyHashable, view: any View)] { ViewListElements.flatten(view) }
    }
    /// The form's content.
    public let content: Content
}

/// The platform's form style (grouped), as SwiftUI's `AutomaticFormStyle`.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GroupedRowsView(groups: FormGroups.groups(of: configuration.content), style: .insetGrouped)
    }
}

/// Inset grouped sections on the grouped background, scrolling, as SwiftUI's `GroupedFormStyle`.
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GroupedRowsView(groups: FormGroups.groups(of: configuration.content), style: .insetGrouped)
    }
}

/// Sections without backgrounds in a centred column that does not scroll, as SwiftUI's
/// `ColumnsFormStyle` (macOS).
///
/// Differs from SwiftUI: macOS puts each control's label in a trailing-aligned column beside its
/// value; Plume's controls lay out their own labels, so each row keeps its label and value together.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 20) {
            ForEach(FormGroups.groups(of: configuration.content)) { group in group.view }
        }
        .environment(\.listStyleKind, .plain)
        .environment(\.headerProminence, .increased)
        .environment(\.isInForm, true)
        .frame(maxWidth: 520)
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's style (grouped).
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Inset grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Sections in a centred column.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

struct FormStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<FormStyleConfiguration> {
        AnyStyle(make: {
            AnyView(AutomaticFormStyle().makeBody(configuration: $0))
        })
    }
}

extension EnvironmentValues {
    var formStyle: AnyStyle<FormStyleConfiguration> {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the `Form`s inside draw, as SwiftUI's `formStyle(_:)`.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        let style = MainActorHandOff(style)
        return environment(
            \.formStyle, AnyStyle<FormStyleConfiguration>(make: { AnyView(style.value.makeBody(configuration: $0)) }))
    }
}
