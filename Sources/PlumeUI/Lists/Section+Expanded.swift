import Foundation
import PlumeGraphics

extension Section where Footer == EmptyView {
    /// A collapsible section, as SwiftUI's `Section(isExpanded:content:header:)`: its header shows a
    /// chevron, and a tap on the header opens or closes it (animated), setting `isExpanded`.
    ///
    /// ```swift
    /// List {
    ///     Section(isExpanded: $showsFavourites) {
    ///         ForEach(favourites) { Label($0.name, systemImage: "star") }
    ///     } header: {
    ///         Text("Favourites")
    ///     }
    /// }
    /// .listStyle(.sidebar)
    /// ```
    /// Closed, the section shows only its header. SwiftUI on macOS shows the chevron only while the
    /// pointer is over a sidebar header; Plume always shows it, in every list style.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section titled by a string literal.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
    }

    /// A collapsible section titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }
}

/// The header of a collapsible section: the section's header and a chevron that points down while
/// the section is open; a tap anywhere on it toggles the section inside `withAnimation`.
struct CollapsibleSectionHeader<Header: View>: View {
    let header: Header
    @Binding var isExpanded: Bool
    /// A right-to-left layout mirrors the chevron (`chevron.forward`), so it turns the other way to point down.
    @Environment(\.layoutDirection) var layoutDirection

    var body: some View {
        Button {
            withAnimation(.easeInOut(duration: 0.25)) { isExpanded.toggle() }
        } label: {
            HStack {
                header
                Spacer(minLength: 8)
                Image(systemName: "chevron.forward")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .rotationEffect(.degrees(isExpanded ? (layoutDirection == .rightToLeft ? -90 : 90) : 0))
                    .accessibilityLabel(isExpanded ? "Collapse" : "Expand")
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}
