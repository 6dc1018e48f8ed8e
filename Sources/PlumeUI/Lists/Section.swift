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
/// Drawn as iOS's inset grouped style (in a `Form`, a `List` or anywhere): the header in small
/// secondary capitals, the rows on a rounded group with separators between them, the footer in
/// small secondary text. Each element of the content (through `ForEach`, `Group` and conditionals)
/// is a row; a custom view is one row even when its body holds several views (SwiftUI splits it).
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

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
        SectionGroupView(
            header: Parent.self == EmptyView.self ? nil : AnyView(header),
            rows: ViewListElements.flatten(content).map { SectionRow(element: $0) },
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
    var id: AnyHashable { key }

    /// A row that is not an element of a view list (a whole section, an implicit group).
    init(key: AnyHashable, view: AnyView) {
        self.key = key
        self.view = view
        tag = nil
    }

    /// The row for an element of a section's view list.
    init(element: (key: AnyHashable, view: any View)) {
        key = element.key
        view = AnyView(erasing: element.view)
        tag = PickerOptions.explicitTag(of: element.view) ?? ForEachRowKey.innermostID(in: element.key)
    }
}

/// Draws a section: header, rounded group of rows with inset separators, footer.
struct SectionGroupView: View {
    /// The space around each row's content.
    static let rowInsets = EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    /// The least height of a row.
    static let rowHeight: CGFloat = 44
    let header: AnyView?
    let rows: [SectionRow]
    let footer: AnyView?

    var body: some View {
        let last = rows.last?.key
        return VStack(alignment: .leading, spacing: 7) {
            if let header {
                header.font(.footnote).foregroundColor(.secondary).textCase(.uppercase).padding(.horizontal, 16)
            }
            if !rows.isEmpty {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(rows) { row in
                        ListRowView(content: row.view, tag: row.tag)
                        if row.key != last {
                            Divider().padding(.leading, 16)
                        }
                    }
                }
                .background(Color.secondaryGroupedBackground, in: RoundedRectangle(cornerRadius: 10))
                // A swiped row slides under the group's rounded corners.
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .environment(\.isInForm, true)
            }
            if let footer {
                footer.font(.footnote).foregroundColor(.secondary).padding(.horizontal, 16)
            }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// Sections of a form or list found in its content, for grouping loose rows into implicit sections.
protocol SectionMarker {}
extension Section: SectionMarker {}

enum FormGroups {
    /// `content`'s elements grouped into sections: each `Section` (modified or not) stays one group;
    /// runs of other rows are gathered into an implicit section without header.
    static func groups(of content: any View) -> [SectionRow] {
        var groups: [SectionRow] = []
        var loose: [SectionRow] = []
        func flushLoose() {
            guard let first = loose.first else { return }
            groups.append(
                SectionRow(key: first.key, view: AnyView(SectionGroupView(header: nil, rows: loose, footer: nil))))
            loose = []
        }
        for element in ViewListElements.flatten(content) {
            if isSection(element.view) {
                flushLoose()
                groups.append(SectionRow(key: element.key, view: AnyView(erasing: element.view)))
            } else {
                loose.append(SectionRow(element: element))
            }
        }
        flushLoose()
        return groups
    }

    private static func isSection(_ view: any View) -> Bool {
        if view is SectionMarker { return true }
        if let modified = view as? AnyModifiedContent { return isSection(modified.anyContent) }
        return false
    }
}
