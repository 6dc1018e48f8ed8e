import Foundation

/// The root of one app window: the scene's content, under the app's menu bar when the session shows
/// one, with the window actions (`openWindow`, `dismissWindow`, `openSettings`) in the environment;
/// `dismiss` outside a presentation or navigation page closes the window, as on macOS. Once the
/// window is closed it shows nothing (its views disappear).
///
/// Made by `AppSession` for each window it opens. It holds its window and session weakly (the window
/// keeps this view as its `rootView`).
struct WindowRootView: View {
    weak var window: AppWindow?
    weak var session: AppSession?
    @ObservedObject var lifecycle: WindowLifecycle
    let content: AnyView
    /// Whether View › Hide Toolbar hid the window's bars (`ToolbarCommands`).
    @State private var toolbarHidden = false
    @State private var toolbarAction = CommandAction()

    var body: some View {
        let window = self.window
        let session = self.session
        let handler = WindowRequestHandler { [weak window, weak session] request in
            session?.perform(request, from: window)
        }
        let showsMenuBar = session?.showsMenuBar ?? false
        let hidden = $toolbarHidden
        toolbarAction.run = { hidden.wrappedValue.toggle() }
        let measured = content.environment(\.windowToolbarHidden, toolbarHidden).modifier(
            WindowSizeRangeReader { [weak window, weak session] minimum, maximum in
                guard let window else { return }
                let limits = WindowSizeLimits(
                    contentMinimum: minimum, contentMaximum: maximum,
                    extraHeight: showsMenuBar ? MenuBarView.height : 0,
                    resizability: window.configuration.resizability, kind: window.configuration.kind)
                guard limits != window.sizeLimits else { return }
                window.sizeLimits = limits
                session?.presenter?.windowSizeLimitsChanged(window)
            })
        return Group {
            if !lifecycle.isOpen {
                EmptyView()
            } else if let session, let window, showsMenuBar {
                VStack(spacing: 0) {
                    MenuBarView(session: session, window: window)
                    measured.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity).clipped()
                }
            } else {
                measured
            }
        }
        .environment(\.dismiss, DismissAction(action: { handler.perform(.dismiss(id: nil, value: nil)) }))
        .environment(\.openWindow, OpenWindowAction(handler: handler))
        .environment(\.dismissWindow, DismissWindowAction(handler: handler))
        .environment(\.openSettings, OpenSettingsAction(handler: handler))
        .environment(\.supportsMultipleWindows, true)
        .focusedSceneValue(\.windowToolbar, WindowPartToggle(isShown: !toolbarHidden, action: toolbarAction))
        .environment(\.newDocument, session?.newDocumentAction(from: { [weak window] in window }) ?? .outsideApp)
        .environment(\.openDocument, session?.openDocumentAction(from: { [weak window] in window }) ?? .outsideApp)
    }
}
