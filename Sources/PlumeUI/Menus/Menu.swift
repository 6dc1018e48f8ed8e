import Foundation
import PlumeGraphics

/// A control that shows a menu of actions, as SwiftUI's `Menu`.
///
/// ```swift
/// Menu("Sort") {
///     Section("Order") {
///         Button("Name") { order = .name }
///         Button("Date") { order = .date }
///     }
///     Divider()
///     Toggle("Folders First", isOn: $foldersFirst)
///     Menu("More") { Button("Reset", role: .destructive) { reset() } }
/// }
/// ```
/// Tapping the label opens the menu below it (above when there is no room), as a popup of the
/// window's presentation layer: nothing is dimmed, a tap outside or Escape closes it, and while it is
/// up only the menu takes input. Choosing an item runs its action and closes the menu (and the menus
/// it was opened from). A `Menu` inside a menu is a row with a chevron that opens its items beside
/// it. Keyboard: Down and Up move between rows (wrapping), Return or Space chooses, Right opens a
/// submenu, Left closes one. With `primaryAction:`, a tap runs the primary action and a long press
/// (0.5 s) opens the menu.
///
/// Differences from SwiftUI: a menu with no items does not open (reported in diagnostics); a
/// `Picker` inside a menu is drawn as the picker it is (inline options with a check mark; choosing
/// one does not close the menu), not as menu rows; while a submenu is open, a tap on its parent
/// menu closes the submenu only.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @State private var isOpen = false
    @Environment(\.menuContext) private var parent
    @Environment(\.menuStyle) private var style
    @Environment(\.menuIndicatorVisibility) private var indicator
    /// Whether the label may be followed by the indicator (false when the label draws its own).
    var mayShowIndicator = true

    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu with a custom label whose tap runs `primaryAction` (a long press opens the menu).
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let open = $isOpen
        let items = AnyView(content)
        let isEmpty = ViewListElements.flatten(content).isEmpty
        if let parent {
            MenuRowView(label: label, isSubmenu: true) { if !isEmpty { open.wrappedValue = true } }
                .presentation(
                    .menu(attachmentAnchor: .rect(.bounds), edge: .trailing), isPresented: open, onDismiss: nil
                ) {
                    AnyView(
                        MenuPanel(
                            content: items,
                            context: MenuContext(
                                closeAll: parent.closeAll, closeSelf: { open.wrappedValue = false },
                                depth: parent.depth + 1)))
                }
                .reportingDiagnostic(isEmpty ? "Menu has no items: its row opens nothing" : nil)
        } else {
            labelButton(open: { if !isEmpty { open.wrappedValue = true } })
                .presentation(
                    .menu(attachmentAnchor: .rect(.bounds), edge: .bottom), isPresented: open, onDismiss: nil
                ) {
                    let close = { open.wrappedValue = false }
                    return AnyView(
                        MenuPanel(content: items, context: MenuContext(closeAll: close, closeSelf: close, depth: 0)))
                }
                .reportingDiagnostic(isEmpty ? "Menu has no items: it does not open" : nil)
                .reportingDiagnostic(style.diagnostic)
        }
    }

    /// The label as a button: a tap opens the menu (or runs the primary action, a long press then
    /// opening the menu).
    @ViewBuilder private func labelButton(open: @escaping () -> Void) -> some View {
        let showsIndicator = mayShowIndicator && indicator == .visible
        let button = Button(action: { if let primaryAction { primaryAction() } else { open() } }) {
            if showsIndicator {
                HStack(spacing: 4) {
                    label
                    MenuIndicatorChevron()
                }
            } else {
                label
            }
        }
        .gesture(
            LongPressGesture(minimumDuration: 0.5).onEnded { _ in open() },
            including: primaryAction == nil ? .subviews : .all)
        if style == .button {
            button.buttonStyle(.bordered)
        } else {
            button
        }
    }
}

extension Menu {
    /// This menu without the indicator after its label (for a label that draws its own).
    func withoutIndicator() -> Self {
        var menu = self
        menu.mayShowIndicator = false
        return menu
    }
}

extension Menu where Label == Text {
    /// A menu titled by a string literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    /// A menu titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
    /// A menu titled by a string literal whose tap runs `primaryAction`.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
    /// A menu titled by a string whose tap runs `primaryAction`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == PlumeUI.Label<Text, Image> {
    /// A menu whose label is a title and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { PlumeUI.Label(titleKey, systemImage: systemImage) })
    }
    /// A menu whose label is a title and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { PlumeUI.Label(title, systemImage: systemImage) })
    }
    /// A menu with a title and a system image whose tap runs `primaryAction`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { PlumeUI.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction
        )
    }
}

extension MenuStyleKind {
    /// The problem to report for a style Plume cannot draw.
    var diagnostic: String? {
        guard case .unsupported(let name) = self else { return nil }
        return "menuStyle(\(name)): custom menu styles are not supported; drawn as .automatic"
    }
}
