import Foundation
import PlumeAnimation
import PlumeGraphics

/// A button that pushes a destination on the enclosing `NavigationStack`, as SwiftUI's
/// `NavigationLink`.
///
/// ```swift
/// NavigationLink("Planets", destination: PlanetList())
/// NavigationLink(destination: Detail(item)) { Label(item.name, systemImage: "star") }
/// ```
/// In a `Form` or `List` it is a row with a chevron at the trailing edge; elsewhere it is its label
/// tinted like a button. The pushed page shows the destination's current value: when the view
/// holding the link re-renders, the page follows. Outside a navigation stack it does nothing when tapped and says so in
/// `ViewGraph.diagnostics` (SwiftUI shows it disabled).
public struct NavigationLink<Label: View, Destination: View>: View {
    let destination: Destination
    let label: Label
    @Environment(\.navigationContext) private var context
    @Environment(\.isInForm) private var isInForm
    @State private var box = NavigationDestinationBox()

    /// A link showing `label` that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A link showing `label` that pushes the view `destination` builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: some View {
        let context = self.context
        let box = self.box
        box.update(AnyView(destination))
        return Button {
            context?.push(AnyView(NavigationDestinationHost(box: box)))
        } label: {
            if isInForm {
                HStack(spacing: 8) {
                    label.foregroundColor(.primary).frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.right")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundColor(
                            Color(
                                light: Color(red: 0.77, green: 0.77, blue: 0.78),
                                dark: Color(red: 0.35, green: 0.35, blue: 0.37)))
                }
                // The whole row, insets included, takes the tap (as a table cell on iOS).
                .padding(SectionGroupView.rowInsets)
                .frame(minHeight: SectionGroupView.rowHeight)
                .contentShape(Rectangle())
                .padding(
                    EdgeInsets(
                        top: -SectionGroupView.rowInsets.top, leading: -SectionGroupView.rowInsets.leading,
                        bottom: -SectionGroupView.rowInsets.bottom, trailing: -SectionGroupView.rowInsets.trailing))
            } else {
                label.foregroundColor(.accentColor).contentShape(Rectangle())
            }
        }
        .buttonStyle(.plain)
        .reportingDiagnostic(
            context == nil ? "NavigationLink outside a NavigationStack: it cannot push its destination" : nil)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a string literal.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled by a string literal, with the destination built by a closure.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination())
    }
}
