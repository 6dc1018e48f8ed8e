import Foundation
import PlumeGraphics

/// The menu bar drawn at the top of each window of an app (Linux desktop style): one title per menu
/// (`MenuBarLayout`); a click on a title opens its menu below it, as a `Menu` opens. While one is
/// open, a click on another title, or the pointer moving onto it, opens that one instead.
///
/// Keyboard: F10 opens the first menu; in an open menu Down and Up move between items, Return
/// chooses, Left and Right go to the neighbouring menu, Escape closes. The commands' keyboard
/// shortcuts work whether or not a menu is open (see `CommandShortcutCarrier`), and a `.command`
/// shortcut also answers to Control (Control-N for `.keyboardShortcut("n")`), as Linux users expect.
struct MenuBarView: View {
    @ObservedObject var session: AppSession
    weak var window: AppWindow?
    @State private var openIndex: Int?
    /// The window's focused values: the commands are built again when they change.
    var focused = WindowFocusedValues()

    /// The bar's height in points.
    static let height: CGFloat = 28
    /// F10: opens the first menu.
    static let openKey = KeyEquivalent(Character(Unicode.Scalar(0xF70D)!))

    var body: some View {
        let menus = MenuBarLayout(commands: session.commands(focusedValues: focused.values), standard: standardItems)
            .menus
        let open = $openIndex
        let count = menus.count
        return HStack(spacing: 0) {
            ForEach(menus.indices, id: \.self) { index in
                MenuBarItem(
                    title: menus[index].title, content: menus[index].content, index: index, count: count,
                    openIndex: open)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 4)
        .frame(maxWidth: .infinity, minHeight: Self.height, maxHeight: Self.height)
        .background(Color.primary.opacity(0.05))
        .overlay(alignment: .bottom) { Rectangle().fill(Color.primary.opacity(0.15)).frame(height: 1) }
        .background(
            CommandShortcutCarrier(
                content: AnyView(
                    Group {
                        ForEach(menus.indices, id: \.self) { index in menus[index].content }
                        Button("Open Menu Bar") { if count > 0 { open.wrappedValue = 0 } }
                            .keyboardShortcut(Self.openKey, modifiers: [])
                    })))
    }

    /// The standard items of the groups Plume fills (see `CommandGroupPlacement`).
    private var standardItems: [CommandGroupPlacement: [any View]] {
        let session = self.session
        let window = self.window
        var items: [CommandGroupPlacement: [any View]] = [:]
        if let group = session.scenes.firstIndex(where: {
            $0.kind == .windowGroup && $0.presentedType == nil && $0.documentScene == nil && $0.hasSceneCommands
        }) {
            items[.newItem] = [
                Button("New Window") { session.open(sceneAt: group, value: nil) }.keyboardShortcut("n")
            ]
        }
        items[Self.closeItem] = [
            Button("Close Window") { if let window { session.requestClose(window) } }.keyboardShortcut("w")
        ]
        items[.appTermination] = [
            Button("Quit \(session.appName)") { session.requestQuit() }.keyboardShortcut("q")
        ]
        items.merge(DocumentMenuItems.items(session: session, window: window)) { _, document in document }
        items.merge(
            StandardEditItem.items(for: window?.graph, undoManager: window?.documentController?.model?.undoManager)
        ) { $0 + $1 }
        if session.scenes.contains(where: { $0.kind == .settings }) {
            items[.appSettings] = [
                Button("Settings…") { session.perform(.openSettings, from: window) }.keyboardShortcut(",")
            ]
        }
        items[.singleWindowList] = session.scenes.indices.filter {
            session.scenes[$0].kind == .window && session.scenes[$0].hasSceneCommands
        }.map { index in
            Button(session.scenes[index].title) { session.open(sceneAt: index, value: nil) }
        }
        items[.windowList] = session.windows.map { open in
            Toggle(
                open.title,
                isOn: Binding(
                    get: { [weak open] in open != nil && open === window },
                    set: { [weak open] _ in if let open { session.bringForward(open) } }))
        }
        return items
    }

    private static var closeItem: CommandGroupPlacement { MenuBarLayout.closeItem }
}

/// One title of the menu bar and the menu it opens.
struct MenuBarItem: View {
    let title: String
    let content: AnyView
    let index: Int
    let count: Int
    @Binding var openIndex: Int?

    var body: some View {
        let index = self.index
        let count = self.count
        let selection = $openIndex
        let isOpen = Binding(
            get: { selection.wrappedValue == index },
            set: { shown in
                if shown {
                    selection.wrappedValue = index
                } else if selection.wrappedValue == index {
                    selection.wrappedValue = nil
                }
            })
        let close = { isOpen.wrappedValue = false }
        return Button(action: { isOpen.wrappedValue = true }) {
            Text(title).lineLimit(1).fixedSize()
                .padding(.horizontal, 9).padding(.vertical, 3)
                .background(
                    RoundedRectangle(cornerRadius: 5).fill(isOpen.wrappedValue ? Color.primary.opacity(0.12) : .clear))
        }
        .buttonStyle(.plain)
        .presentation(.menu(attachmentAnchor: .rect(.bounds), edge: .bottom), isPresented: isOpen, onDismiss: nil) {
            AnyView(
                MenuPanel(
                    content: content,
                    context: MenuContext(
                        closeAll: close, closeSelf: close, depth: 0,
                        neighbour: { step in selection.wrappedValue = ((index + step) % count + count) % count })
                )
                .environment(\.isMenuBarCommand, true))
        }
        .environment(\.isMenuBarTitle, true)
    }
}
