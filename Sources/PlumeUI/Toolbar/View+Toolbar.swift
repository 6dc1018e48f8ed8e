import Foundation

// SwiftUI's API has `toolbar(content:)` for toolbar content and for views; the builders tell them apart.
// swift-format-ignore: AmbiguousTrailingClosureOverload
nonisolated extension View {
    /// Puts items in the bars of this view's page, as SwiftUI's `toolbar(content:)`.
    ///
    /// ```swift
    /// NavigationStack {
    ///     MessageList()
    ///         .navigationTitle("Inbox")
    ///         .toolbar {
    ///             ToolbarItem(placement: .primaryAction) { Button("Compose") { composing = true } }
    ///             ToolbarItem(placement: .navigation) { Button("Edit") { editing.toggle() } }
    ///         }
    /// }
    /// ```
    /// On a `NavigationStack` page the items go to the page's navigation bar (see
    /// `ToolbarItemPlacement` for where) and its bottom bar. Elsewhere — a window's root, a sheet —
    /// the outermost `toolbar` draws a bar of its own above the view (and one below it for bottom-bar
    /// items), as a window toolbar on macOS. Items keep the environment and follow the state of the
    /// view they are declared on.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(items: content())
    }

    /// The toolbar of `items`, made without the builder, whose methods are main-actor isolated (as
    /// SwiftUI's), from these nonisolated modifiers.
    private func toolbar<Content: ToolbarContent>(items: Content) -> some View {
        modifier(ToolbarModifier(content: items)).modifier(ToolbarWindowHost())
    }

    /// Puts views in the toolbar, each an item placed automatically (at the trailing edge of the
    /// navigation bar), as SwiftUI's `toolbar(content:)` taking views.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let views = content()
        return toolbar(items: ToolbarItemGroup(placement: .automatic) { views })
    }

    /// A toolbar whose items a user could customise, as SwiftUI's `toolbar(id:content:)`. Plume has
    /// no toolbar customisation: this is `toolbar(content:)`.
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        toolbar(items: content())
    }

    /// Shows or hides bars of this view's page, as SwiftUI's `toolbar(_:for:)`:
    /// `.toolbar(.hidden, for: .navigationBar)` removes the navigation bar (title and back button
    /// too), `.bottomBar` the bottom bar; `.automatic` means both. The outermost setting wins.
    /// `.tabBar` is not applied (Plume's `TabView` does not read it); using it is reported in the
    /// graph's diagnostics.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarSetting(
            for: bars,
            diagnostic: bars.contains(.tabBar)
                ? "toolbar(_:for: .tabBar) is not applied: Plume's TabView always shows its bar" : nil
        ) { $0.visibility[$1] = visibility }
    }

    /// The background of bars of this view's page, as SwiftUI's `toolbarBackground(_:for:)`
    /// (no bars: `.automatic`, meaning all). Plume draws it whenever it is set and not hidden by
    /// `toolbarBackground(.hidden, for:)` (iOS shows it only once content scrolls under the bar
    /// unless `.visible` is asked).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let background = ToolbarBackground(style: AnyShapeStyle(style))
        return toolbarSetting(for: bars) { $0.backgrounds[$1] = background }
    }

    /// Shows or hides the background of bars, as SwiftUI's `toolbarBackground(_:for:)` with a
    /// `Visibility`: `.visible` without a style draws a light gray bar; `.hidden` draws none.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarSetting(for: bars) { $0.backgroundVisibility[$1] = visibility }
    }

    /// The newer name of `toolbarBackground(_:for:)` with a `Visibility`, as SwiftUI's
    /// `toolbarBackgroundVisibility(_:for:)`.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarSetting(for: bars) { $0.backgroundVisibility[$1] = visibility }
    }

    /// A toolbar setting `apply` makes for each of `bars` (none: `.automatic`).
    private func toolbarSetting(
        for bars: [ToolbarPlacement], diagnostic: String? = nil,
        _ apply: (inout ToolbarConfiguration, ToolbarPlacement.Kind) -> Void
    ) -> some View {
        var setting = ToolbarConfiguration()
        for bar in bars.isEmpty ? [.automatic] : bars { apply(&setting, bar.kind) }
        return modifier(ToolbarSettingModifier(setting: setting, diagnostic: diagnostic))
    }

    /// What this view's toolbar is for, as SwiftUI's `toolbarRole(_:)`. On Linux only `.editor`
    /// changes anything: the page's back button shows no title.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        var setting = ToolbarConfiguration()
        setting.role = role
        return modifier(ToolbarSettingModifier(setting: setting, diagnostic: nil))
    }

    /// Hides the navigation bar of this view's page, as SwiftUI's older `navigationBarHidden(_:)`
    /// (`toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
    }

    /// Items at the leading and trailing edges of the navigation bar, as SwiftUI's older
    /// `navigationBarItems(leading:trailing:)`.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar(
            items: _TupleToolbarContent(
                content: (
                    ToolbarItem(placement: .navigationBarLeading) { leading },
                    ToolbarItem(placement: .navigationBarTrailing) { trailing }
                )))
    }

    /// An item at the leading edge of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar(items: ToolbarItem(placement: .navigationBarLeading) { leading })
    }

    /// An item at the trailing edge of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar(items: ToolbarItem(placement: .navigationBarTrailing) { trailing })
    }
}
