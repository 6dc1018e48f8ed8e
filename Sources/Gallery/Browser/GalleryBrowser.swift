import Foundation
import Plume

/// The gallery in a window: a sidebar listing every scene (built ones selectable, planned ones
/// greyed out with the issue that builds them) and the selected scene on the right, live and
/// interactive, filling the window beside the sidebar (at least at its natural size; the detail
/// scrolls when the window is smaller).
///
/// `gallery run` shows it; clicking a sidebar entry switches scenes (the new scene starts fresh), the
/// up and down arrow keys select the previous and next built scene (when the focused view does not
/// use them), and clicking a planned entry says which issue builds it.
/// ```swift
/// try SDLWindowHost().run(GalleryBrowser.window())
/// ```
public struct GalleryBrowser: View {
    /// The sidebar's width in points.
    public static let sidebarWidth: CGFloat = 300
    /// Space around the scene on the right.
    static let detailPadding: CGFloat = 24

    private let scenes: [GalleryScene]
    @State private var selection: String
    /// Why the planned scene clicked last cannot be shown (nil once a built scene is selected).
    @State private var notice: String?

    /// A browser over `scenes` (all of the registry by default) with `selection` (a built scene's id)
    /// shown first; an unknown or unbuilt id selects the first built scene.
    public init(scenes: [GalleryScene] = SceneRegistry.all, selection: String? = nil) {
        self.scenes = scenes
        let built = scenes.filter(\.isBuilt)
        let chosen = built.first { $0.id == selection } ?? built.first
        _selection = State(initialValue: chosen?.id ?? "")
    }

    public var body: some View {
        HStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {  // no gaps: every point of the list is a row
                    Text("Plume gallery").font(.title2).bold().padding(.horizontal, 12).padding(.vertical, 10)
                    ForEach(scenes) { scene in
                        GalleryBrowserRow(scene: scene, isSelected: scene.id == selection) { click(scene) }
                    }
                }
                .padding(.vertical, 8)
            }
            .frame(width: Self.sidebarWidth)
            .background(Color.secondaryGroupedBackground)
            Divider()
            detail.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.gray.opacity(0.12))
                .overlay(alignment: .top) { noticeBanner }
        }
        .background(arrowKeys)
    }

    /// Hidden buttons whose shortcuts are the arrow keys: up selects the previous built scene, down
    /// the next.
    private var arrowKeys: some View {
        ZStack {
            Button("Previous scene") { step(by: -1) }.keyboardShortcut(.upArrow, modifiers: [])
            Button("Next scene") { step(by: 1) }.keyboardShortcut(.downArrow, modifiers: [])
        }
        .frame(width: 0, height: 0)
        .opacity(0)
    }

    /// Why the planned scene clicked last is not shown, over the top of the detail.
    @ViewBuilder private var noticeBanner: some View {
        if let notice {
            Text(notice).font(.callout).multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
                .padding(.horizontal, 12).padding(.vertical, 8)
                .background(Color.secondaryGroupedBackground)
                .cornerRadius(8)
                .shadow(radius: 2)
                .padding(8)
        }
    }

    private func click(_ scene: GalleryScene) {
        if scene.isBuilt {
            selection = scene.id
            notice = nil
        } else {
            notice = "\(scene.id) is not built yet (planned: issue \(scene.plannedIn ?? "later"))"
        }
    }

    /// Selects the built scene `offset` places after the selected one (stopping at either end).
    private func step(by offset: Int) {
        let built = scenes.filter(\.isBuilt).map(\.id)
        guard let index = built.firstIndex(of: selection) else { return }
        selection = built[max(0, min(built.count - 1, index + offset))]
        notice = nil
    }

    /// The height of the scene's title and id above it, with their spacing.
    static let detailHeaderHeight: CGFloat = 52

    /// The selected scene under its title: as large as the space beside the sidebar allows and at
    /// least its natural size; when the window is smaller, the detail scrolls.
    @ViewBuilder private var detail: some View {
        if let scene = scenes.first(where: { $0.id == selection }), let make = scene.makeInWindow {
            GeometryReader { proxy in
                ScrollView([.horizontal, .vertical]) {
                    VStack(spacing: 8) {
                        Text(scene.title).font(.headline)
                        Text("\(scene.id) · seed \(scene.seed)").font(.caption).foregroundStyle(.secondary)
                        make()
                            .frame(
                                width: Self.sceneSize(scene, in: proxy.size).width,
                                height: Self.sceneSize(scene, in: proxy.size).height
                            )
                            .background(Color.background)
                            .clipped()
                            .overlay(
                                Rectangle().stroke(Color.gray.opacity(0.35), lineWidth: 1).allowsHitTesting(false)
                            )
                            .id(scene.id)
                    }
                    .padding(Self.detailPadding)
                }
            }
        } else {
            Text("No scene is built yet").foregroundStyle(.secondary)
        }
    }

    /// The size `scene` is shown at in a detail area of `available` points: the space left after the
    /// padding and header, never smaller than the scene's natural size.
    static func sceneSize(_ scene: GalleryScene, in available: CGSize) -> CGSize {
        CGSize(
            width: max(scene.size.width, available.width - 2 * detailPadding),
            height: max(scene.size.height, available.height - 2 * detailPadding - detailHeaderHeight))
    }

    /// The window showing the browser: big enough for the sidebar and the largest built scene.
    public static func window(
        scenes: [GalleryScene] = SceneRegistry.all, selection: String? = nil
    ) -> WindowConfiguration {
        let built = scenes.filter(\.isBuilt)
        let width = sidebarWidth + (built.map(\.size.width).max() ?? 390) + 2 * detailPadding
        let height = max(600, (built.map(\.size.height).max() ?? 640) + 2 * detailPadding + detailHeaderHeight)
        return WindowConfiguration(title: "Plume gallery", defaultSize: CGSize(width: width, height: height)) {
            AnyView(GalleryBrowser(scenes: scenes, selection: selection))
        }
    }
}

/// One sidebar entry: the scene's title (wrapped when long) and id; selectable when built, greyed
/// out when planned (clicking it calls `select` all the same, which explains).
struct GalleryBrowserRow: View {
    let scene: GalleryScene
    let isSelected: Bool
    let select: () -> Void

    var body: some View {
        // A planned row is a button too: clicking it says which issue builds the scene.
        Button(action: select) { label(titleColor: scene.isBuilt ? .primary : .gray) }
            .buttonStyle(.plain)
            .background(isSelected ? Color.accentColor.opacity(0.18) : Color.clear)
            .accessibilityIdentifier("scene-\(scene.id)")
    }

    private func label(titleColor: Color) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            // Long titles wrap instead of being cut ("Core Data + MVVM: companies…").
            Text(scene.title).font(.subheadline).foregroundColor(titleColor)
                .fixedSize(horizontal: false, vertical: true)
            Text(scene.isBuilt ? scene.id : "\(scene.id) — not built yet (\(scene.plannedIn ?? "later"))")
                .font(.caption).foregroundColor(.gray).lineLimit(1)
        }
        .padding(.horizontal, 12).padding(.vertical, 7)
        .frame(width: GalleryBrowser.sidebarWidth, alignment: .leading)
        .contentShape(Rectangle())
    }
}
