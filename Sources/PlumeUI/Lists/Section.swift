import Foundation
import PlumeAnimation
import PlumeGraphics

/// A group of rows with an optional header and footer, as SwiftUI's `Section`.
///
/// ```swift
/// Form {
///     Section("Account") { TextField("Name", text: $name); Toggle("Public", isOn: $public) }
///     Section { Picker(…) } footer: { Text("Shown to everyone") }
/// }
/// ```
/// Drawn in the list style around it (inset grouped in a `Form` or by default): in the inset
/// grouped style the header in small secondary capitals, the rows on a rounded group with
/// separators between them, the footer in small secondary text. Each element of the content (through `ForEach`, `Group` and conditionals)
/// is a row; a custom view is one row even when its body holds several views (SwiftUI splits it).
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the rows show, for a collapsible section (`init(isExpanded:…)`); nil: always.
    var isExpanded: Binding<Bool>? = nil

    /// A section with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with header and footer views (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    public var body: some View {
        let header: AnyView? =
            if let isExpanded {
                AnyView(CollapsibleSectionHeader(header: self.header, isExpanded: isExpanded))
            } else {
                Parent.self == EmptyView.self ? nil : AnyView(self.header)
            }
        let open = isExpanded?.wrappedValue ?? true
        return SectionGroupView(
            header: header,
            rows: open ? ViewListElements.flatten(content).map { SectionRow(element: $0) } : [],
            footer: Footer.self == EmptyView.self ? nil : AnyView(footer))
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header view (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer view (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled by a string literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }

    /// A section titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

/// One row of a section: its identity among the section's rows, its view, and its tag (its
/// selection value in a `List(selection:)`: an explicit `.tag(_:)`, or the id of the `ForEach`
/// that made it).
struct SectionRow: Identifiable {
    let key: AnyHashable
    let view: AnyView
    let tag: AnyHashable?
    /// What the row's modifiers (`listRowInsets`, `listRowBackground`…) say.
    var traits = ListRowTraits()
    var id: AnyHashable { key }

    /// A row that is not an element of a view list (a whole section, an implicit group).
    init(key: AnyHashable, view: AnyView) {
        self.key = key
        self.view = view
        tag = nil
    }

    /// The row for an element of a section's view list.
    @MainActor init(element: (key: AnyHashable, view: any View)) {
        key = element.key
        view = AnyView(erasing: element.view)
        tag = PickerOptions.explicitTag(of: element.view) ?? ForEachRowKey.innermostID(in: element.key)
        traits = ListRowTraits.of(element.view)
    }
}

/// Draws a section in the list style of its environment (`ListStyleKind`): header, rows with
/// separators between them, footer.
///
/// Made by `Section.body` (and by `FormGroups` for rows outside any section). Reads the list
/// style, row spacing and header prominence from the environment, each row's traits (background,
/// insets, separators) from the row's modifiers, and the section's own traits (its separators)
/// from the environment `FormGroups` set around it.
struct SectionGroupView: View {
    /// The space around each row's content.
    static let rowInsets = EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    /// The least height of a row when `\.defaultMinListRowHeight` is not set.
    nonisolated static let rowHeight: CGFloat = 44
    let header: AnyView?
    let rows: [SectionRow]
    let footer: AnyView?
    @Environment(\.listStyleKind) private var listStyle
    @Environment(\.listRowSpacing) private var rowSpacing
    @Environment(\.headerProminence) private var prominence
    @Environment(\.listSectionTraits) private var sectionTraits
    @Environment(\.usableMinListHeaderHeight) private var minimumHeaderHeight

    var body: some View {
        let style = listStyle.resolved
        let margin: CGFloat = style == .insetGrouped || style == .inset ? 16 : style == .sidebar ? 8 : 0
        return VStack(alignment: .leading, spacing: style == .plain || style == .inset ? 0 : 7) {
            if let header {
                if let minimumHeaderHeight {
                    headerView(header, style: style).frame(minHeight: minimumHeaderHeight, alignment: .bottomLeading)
                } else {
                    headerView(header, style: style)
                }
            }
            if !rows.isEmpty {
                rowsView(style: style)
                    .environment(\.isInForm, true)
            }
            if let footer {
                footer.font(.footnote).foregroundColor(.secondary).padding(.horizontal, 16)
                    .padding(.vertical, style == .plain || style == .inset ? 7 : 0)
            }
        }
        .padding(.horizontal, margin)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    @ViewBuilder
    private func headerView(_ header: AnyView, style: ListStyleKind) -> some View {
        switch style {
        case .plain, .inset:
            header.font(.subheadline.weight(.semibold)).foregroundColor(.secondary)
                .padding(.horizontal, 16).padding(.vertical, 6)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(style == .plain ? Self.plainHeaderBackground : Color.clear)
        case .sidebar:
            header.font(.headline).foregroundColor(.primary).padding(.horizontal, 16).padding(.top, 4)
        default:
            if prominence == .increased {
                header.font(.title3.weight(.bold)).foregroundColor(.primary).padding(.horizontal, 4)
            } else {
                header.font(.footnote).foregroundColor(.secondary).textCase(.uppercase).padding(.horizontal, 16)
            }
        }
    }

    /// The rows, their separators and the style's section background.
    @ViewBuilder
    private func rowsView(style: ListStyleKind) -> some View {
        let spacing = rowSpacing ?? 0
        let traits = rows.map(\.traits)
        let cells = style == .insetGrouped || style == .grouped
        let shape = RoundedRectangle(cornerRadius: style == .insetGrouped ? 10 : style == .sidebar ? 8 : 0)
        if spacing > 0 && cells {
            // Spaced rows are cells of their own, without separators.
            VStack(alignment: .leading, spacing: spacing) {
                ForEach(Array(rows.enumerated()), id: \.element.key) { index, row in
                    ListRowView(content: row.view, tag: row.tag, traits: traits[index])
                        .background(Color.secondaryGroupedBackground, in: shape)
                        .clipShape(shape)
                }
            }
        } else {
            ListRowsLayout(spacing: spacing) {
                if style == .grouped { sectionSeparator(.top) }
                ForEach(Array(rows.enumerated()), id: \.element.key) { index, row in
                    ListRowView(content: row.view, tag: row.tag, traits: traits[index])
                    if index < rows.count - 1, style != .sidebar {
                        separator(below: traits[index], above: traits[index + 1])
                    }
                }
                if style == .grouped || style == .plain { sectionSeparator(.bottom) }
            }
            .background(cells ? Color.secondaryGroupedBackground : Color.clear, in: shape)
            // A swiped row slides under the group's rounded corners.
            .clipShape(shape)
        }
    }

    /// The separator between two rows: none if either hides it, tinted if either tints it.
    @ViewBuilder
    private func separator(below upper: ListRowTraits, above lower: ListRowTraits) -> some View {
        if !upper.hiddenSeparators.contains(.bottom) && !lower.hiddenSeparators.contains(.top) {
            let tint =
                upper.separatorTintEdges.contains(.bottom)
                ? upper.separatorTint
                : lower.separatorTintEdges.contains(.top) ? lower.separatorTint : nil
            // `ListRowsLayout` places it from the row's `listRowSeparatorLeading` guide.
            if let tint {
                Divider().overlay(tint).layoutValue(key: ListRowSeparatorMark.self, value: true)
            } else {
                Divider().layoutValue(key: ListRowSeparatorMark.self, value: true)
            }
        }
    }

    /// A full-width separator at an edge of the section (grouped: both; plain: the bottom).
    @ViewBuilder
    private func sectionSeparator(_ edge: VerticalEdge) -> some View {
        let traits = sectionTraits ?? ListRowTraits()
        if !traits.hiddenSectionSeparators.contains(VerticalEdge.Set(edge)) {
            if let tint = traits.sectionSeparatorTint, traits.sectionSeparatorTintEdges.contains(VerticalEdge.Set(edge))
            {
                Divider().overlay(tint)
            } else {
                Divider()
            }
        }
    }

    /// The bar behind a plain list's section header.
    static let plainHeaderBackground = Color(
        light: Color(red: 0.97, green: 0.97, blue: 0.97), dark: Color(red: 0.11, green: 0.11, blue: 0.12))
}

struct ListSectionTraitsKey: EnvironmentKey { static var defaultValue: ListRowTraits? { nil } }

extension EnvironmentValues {
    /// The traits of the section being drawn (its separators), set by `FormGroups`.
    var listSectionTraits: ListRowTraits? {
        get { self[ListSectionTraitsKey.self] }
        set { self[ListSectionTraitsKey.self] = newValue }
    }
}

/// Sections of a form or list found in its content, for grouping loose rows into implicit sections.
protocol SectionMarker {}
extension Section: SectionMarker {}

@MainActor
enum FormGroups {
    /// `content`'s elements grouped into sections: each `Section` (modified or not) stays one group;
    /// runs of other rows are gathered into an implicit section without header.
    static func groups(of content: any View) -> [SectionRow] {
        var groups: [SectionRow] = []
        var loose: [SectionRow] = []
        var implicitSections = 0
        func flushLoose() {
            guard !loose.isEmpty else { return }
            // Keyed by its place among the implicit sections, not by its first row: a row inserted at
            // the top of a `List { ForEach(items) … }` must not make the section (and every row's
            // state in it) new.
            let key = AnyHashable(ImplicitSectionKey(ordinal: implicitSections))
            implicitSections += 1
            groups.append(SectionRow(key: key, view: AnyView(SectionGroupView(header: nil, rows: loose, footer: nil))))
            loose = []
        }
        for element in ViewListElements.flatten(content) {
            if isSection(element.view) {
                flushLoose()
                let traits = ListRowTraits.of(element.view)
                var group = SectionRow(
                    key: element.key,
                    view: AnyView(AnyView(erasing: element.view).environment(\.listSectionTraits, traits)))
                group.traits = traits
                groups.append(group)
            } else {
                loose.append(SectionRow(element: element))
            }
        }
        flushLoose()
        return groups
    }

    /// The identity of the n-th run of rows outside any section (see ``groups(of:)``).
    private struct ImplicitSectionKey: Hashable {
        let ordinal: Int
    }

    private static func isSection(_ view: any View) -> Bool {
        if view is SectionMarker { return true }
        if let modified = view as? AnyModifiedContent { return isSection(modified.anyContent) }
        return false
    }
}
