import Foundation
import PlumeAnimation
import PlumeGraphics

/// A button that pushes a destination or a value on the enclosing `NavigationStack`, as SwiftUI's
/// `NavigationLink`.
///
/// ```swift
/// NavigationLink("Planets", destination: PlanetList())
/// NavigationLink(destination: Detail(item)) { Label(item.name, systemImage: "star") }
/// NavigationLink("Mars", value: planet)        // shown by .navigationDestination(for: Planet.self)
/// ```
/// In a `Form` or `List` it is a row with a chevron at the trailing edge; elsewhere it is its label
/// tinted like a button. A destination link's page shows the destination's current value: when the
/// view holding the link re-renders, the page follows. A value link appends its value to the stack's
/// path (the bound one, or the stack's own); a nil value draws the link dimmed and tapping it does
/// nothing, as in SwiftUI. Outside a navigation stack it does nothing when tapped and says so in
/// `ViewGraph.diagnostics` (SwiftUI shows it disabled); a value whose type differs from a typed
/// path's element type is not pushed and is reported there too. A value link in a row of a
/// `List(selection:)` whose selection is of the value's type selects the value instead of pushing
/// (as in SwiftUI, where the list's `NavigationSplitView` then shows it in the next column).
public struct NavigationLink<Label: View, Destination: View>: View {
    /// What the link pushes.
    enum Target {
        case view(Destination)
        case value(NavigationPathItem?)
        /// The older spelling whose page is up while the binding is true (`isActive:`, `tag:selection:`).
        case active(Destination, Binding<Bool>)
    }
    let target: Target
    let label: Label
    @Environment(\.navigationContext) private var context
    @Environment(\.isInForm) private var isInForm
    @Environment(\.usableMinListRowHeight) private var minimumRowHeight
    @Environment(\.listSelection) private var listSelection
    @State private var box = NavigationDestinationBox()

    /// A link showing `label` that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination)
        self.label = label()
    }

    init(item: NavigationPathItem?, label: Label) {
        target = .value(item)
        self.label = label
    }

    init(target: Target, label: Label) {
        self.target = target
        self.label = label
    }

    /// A link showing `label` that pushes the view `destination` builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    @ViewBuilder public var body: some View {
        if case .active(let destination, let isActive) = target {
            // The page is a destination presented while the binding is true, as the older SwiftUI
            // link was: tapping sets it, going back clears it, and setting it pushes or pops.
            button.navigationDestination(isPresented: isActive) { destination }
        } else {
            button
        }
    }

    private var button: some View {
        let context = self.context
        let action: () -> Void
        var isEnabled = true
        var selects = false
        switch target {
        case .view(let destination):
            let box = self.box
            box.update(AnyView(destination))
            action = { _ = context?.push(AnyView(NavigationDestinationHost(box: box)), nil) }
        case .active(_, let isActive):
            action = { isActive.wrappedValue = true }
        case .value(let item):
            isEnabled = item != nil
            if let item, let listSelection, listSelection.accepts(item.value) {
                // A row of a selectable list whose value the selection takes: it selects (SwiftUI).
                action = { listSelection.tap(item.value) }
                selects = true
            } else {
                action = { if let item { context?.append(item) } }
            }
        }
        return Button(action: action) {
            if isInForm {
                HStack(spacing: 8) {
                    label.foregroundColor(isEnabled ? .primary : .gray).frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.forward")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundColor(
                            Color(
                                light: Color(red: 0.77, green: 0.77, blue: 0.78),
                                dark: Color(red: 0.35, green: 0.35, blue: 0.37)))
                }
                // The whole row, insets included, takes the tap (as a table cell on iOS).
                .padding(SectionGroupView.rowInsets)
                .frame(minHeight: minimumRowHeight)
                .contentShape(Rectangle())
                .padding(
                    EdgeInsets(
                        top: -SectionGroupView.rowInsets.top, leading: -SectionGroupView.rowInsets.leading,
                        bottom: -SectionGroupView.rowInsets.bottom, trailing: -SectionGroupView.rowInsets.trailing))
            } else {
                label.foregroundColor(isEnabled ? .accentColor : .gray).contentShape(Rectangle())
            }
        }
        .buttonStyle(.plain)
        .disabled(!isEnabled)
        .reportingDiagnostic(
            context == nil && !selects
                ? "NavigationLink outside a NavigationStack: it cannot push its destination" : nil)
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

extension NavigationLink where Destination == Never {
    /// A link showing `label` that appends `value` to the stack's path; the stack shows the page the
    /// `navigationDestination(for:)` of `P` declares. A nil value makes a dimmed link that does
    /// nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        // No closure (`Optional.map`): Swift 5 code makes links on any thread, where Swift 6 checks a
        // main-actor closure handed to the standard library.
        let item: NavigationPathItem? = if let value { NavigationPathItem(value) } else { nil }
        self.init(item: item, label: label())
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled by a string literal that appends `value` to the stack's path.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled by a string that appends `value` to the stack's path.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

/// A link compares by what it pushes (equal values, or destinations equal by `ViewEquality`'s
/// rules), so a list made again keeps the link rows whose label and target are unchanged.
extension NavigationLink.Target: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.value(let a), .value(let b)): a == b
        case (.view(let a), .view(let b)): ViewEquality.areEqualValues(a, b)
        case (.value, _), (.view, _), (.active, _): false
        }
    }
}
