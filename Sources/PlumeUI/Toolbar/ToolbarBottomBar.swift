import Foundation
import PlumeGraphics

/// The bar at the bottom of a page holding its `.bottomBar` and `.status` items, in declaration
/// order, centred (a `Spacer` in a `ToolbarItemGroup` spreads them), under a separator; while the
/// software keyboard is up (touch mode), its `.keyboard` items instead, which the keyboard's inset
/// of the safe area lifts above the keyboard. Draws nothing when there are no such items, or
/// `toolbar(.hidden, for: .bottomBar)` or the window's View › Hide Toolbar (`ToolbarCommands`)
/// hides it.
struct ToolbarBottomBar: View {
    let toolbar: ToolbarConfiguration
    @State private var keyboardIsUp = false
    @Environment(\.windowToolbarHidden) private var windowToolbarHidden

    var body: some View {
        let keyboard = keyboardIsUp ? toolbar.items(in: .keyboard) : []
        let items =
            keyboard.isEmpty
            ? toolbar.items.filter { $0.placement.slot == .bottom || $0.placement.slot == .bottomStatus } : keyboard
        VStack(spacing: 0) {
            if !items.isEmpty, (!toolbar.isHidden(.bottomBar) && !windowToolbarHidden) || !keyboard.isEmpty {
                Divider()
                HStack(spacing: 16) {
                    ForEach(items, id: \.id) { ToolbarItemHost(item: $0) }
                }
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity, minHeight: NavigationBarView.height, maxHeight: NavigationBarView.height)
                .background(toolbar.background(of: .bottomBar))
            }
        }
        .modifier(SoftwareKeyboardReader(isUp: $keyboardIsUp))
    }
}

/// Draws the bars of the toolbars inside a view that is not on a navigation stack's page (a window's
/// root, a sheet's content), as a window toolbar: the top bar (items only, no title) above the view
/// and the bottom bar below it. The outermost `toolbar` modifier of a window or presentation hosts
/// the bars; the ones inside it only contribute items.
nonisolated struct ToolbarWindowHost: ViewModifier {
    @Environment(\.navigationContext) private var navigationContext
    @Environment(\.toolbarHostScope) private var hostScope
    @Environment(\.presentationContext) private var presentation
    @State private var toolbar = ToolbarConfiguration()

    @MainActor func body(content: Content) -> some View {
        let scope = presentation.map { ObjectIdentifier($0) }
        if navigationContext != nil || hostScope == .some(scope) {
            content
        } else {
            VStack(spacing: 0) {
                if toolbar.hasTopItems {
                    NavigationBarView(title: nil, backTitle: nil, large: false, toolbar: toolbar, back: .nothing)
                }
                content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .environment(\.toolbarHostScope, .some(scope))
                    .onPreferenceChange(ToolbarKey.self) { toolbar = $0 }
                ToolbarBottomBar(toolbar: toolbar)
            }
            .preference(key: ToolbarKey.self, value: ToolbarConfiguration())
        }
    }
}

struct ToolbarHostScopeKey: EnvironmentKey {
    /// Nil outside any window toolbar host; else the presentation (nil: the window) it hosts for.
    static let defaultValue: ObjectIdentifier?? = nil
}

extension EnvironmentValues {
    /// The presentation whose window toolbar host this view is inside (see `ToolbarWindowHost`).
    var toolbarHostScope: ObjectIdentifier?? {
        get { self[ToolbarHostScopeKey.self] }
        set { self[ToolbarHostScopeKey.self] = newValue }
    }
}
