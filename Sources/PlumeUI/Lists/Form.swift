import Foundation
import PlumeAnimation
import PlumeGraphics

/// Controls for entering data, grouped in sections, as SwiftUI's `Form`.
///
/// ```swift
/// NavigationStack {
///     Form {
///         Section { Picker("Planet", selection: $planet) { … } }
///     }
///     .navigationTitle("Settings")
/// }
/// ```
/// Drawn like iOS Settings: a scrolling column of inset grouped `Section`s on the grey grouped
/// background (which also fills the navigation bar of its page). Rows outside any `Section` are
/// gathered into sections without header. Pickers in a form inside a navigation stack default to
/// the navigation-link style; `NavigationLink`s become rows with a chevron. Not lazy: every row is
/// built.
public struct Form<Content: View>: View {
    let content: Content
    /// Whether the form draws in the automatic style whatever the environment says (a form made
    /// from a style's configuration, so that a style drawing one does not call itself).
    var drawsAutomatically = false
    @Environment(\.formStyle) private var style

    /// A form of `content`'s sections and rows.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        let configuration = FormStyleConfiguration(content: FormStyleConfiguration.Content(view: content))
        return drawsAutomatically ? FormStyleKey.defaultValue.make(configuration) : style.make(configuration)
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// A form of a style's configuration, drawn in the automatic style (what a `FormStyle` that
    /// adds to the platform's look draws).
    public init(_ configuration: FormStyleConfiguration) {
        content = configuration.content
        drawsAutomatically = true
    }
}

/// The scrolling column of sections shared by `Form` and `List`, in a list style.
///
/// Made by `List.body` (with the environment's list style), `Form`'s styles and `OutlineListView`.
/// Sets the style in the environment for the sections inside, and draws the style's background
/// unless `scrollContentBackground(.hidden)` is around.
struct GroupedRowsView: View {
    let groups: [SectionRow]
    var style: ListStyleKind = .insetGrouped
    @Environment(\.scrollContentBackground) private var contentBackground
    @Environment(\.listSectionSpacing) private var listSectionSpacing

    var body: some View {
        let style = self.style.resolved
        let background = contentBackground == .hidden ? Color.clear : Self.background(of: style)
        let spacing = listSectionSpacing ?? Self.sectionSpacing(of: style)
        let groups = self.groups
        return ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(groups.enumerated()), id: \.element.id) { index, group in
                    let gap =
                        index == 0
                        ? 0
                        : SectionGaps.gap(
                            upper: groups[index - 1].traits.sectionSpacing, lower: group.traits.sectionSpacing,
                            list: spacing)
                    group.view.padding(.top, gap)
                }
            }
            .padding(.vertical, Self.verticalPadding(of: style))
            .frame(maxWidth: .infinity)
        }
        .background(background)
        .environment(\.isInForm, true)
        .environment(\.listStyleKind, style)
        .preference(key: NavigationPageBackgroundKey.self, value: background)
    }

    static func background(of style: ListStyleKind) -> Color {
        style == .plain || style == .inset ? Color.background : Color.groupedBackground
    }

    static func sectionSpacing(of style: ListStyleKind) -> CGFloat {
        switch style {
        case .plain, .inset: 0
        case .sidebar: 20
        default: 32
        }
    }

    static func verticalPadding(of style: ListStyleKind) -> CGFloat {
        switch style {
        case .plain, .inset: 0
        case .sidebar: 12
        default: 20
        }
    }
}
