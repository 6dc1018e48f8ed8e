import Foundation
import Plume

/// The gallery in a window: a sidebar listing every scene (built ones selectable, planned ones
/// greyed out with the issue that builds them) and the selected scene on the right at its natural
/// size, live and interactive.
///
/// `gallery run` shows it; clicking a sidebar entry switches scenes (the new scene starts fresh).
/// ```swift
/// try SDLWindowHost().run(GalleryBrowser.window())
/// ```
public struct GalleryBrowser: View {
    /// The sidebar's width in points.
    public static let sidebarWidth: CGFloat = 260
    /// Space around the scene on the right.
    static let detailPadding: CGFloat = 24

    private let scenes: [GalleryScene]
    @State private var selection: String

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
                VStack(alignment: .leading, spacing: 2) {
                    Text("Plume gallery").font(.title2).bold().padding(.horizontal, 12).padding(.vertical, 10)
                    ForEach(scenes) { scene in
                        GalleryBrowserRow(scene: scene, isSelected: scene.id == selection) { selection = scene.id }
                    }
                }
                .padding(.vertical, 8)
            }
            .frame(width: Self.sidebarWidth)
            .background(Color.secondaryGroupedBackground)
            Divider()
            detail.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.gray.opacity(0.12))
        }
    }

    @ViewBuilder private var detail: some View {
        if let scene = scenes.first(where: { $0.id == selection }), let make = scene.make {
            VStack(spacing: 8) {
                Text(scene.title).font(.headline)
                Text("\(scene.id) · seed \(scene.seed)").font(.caption).foregroundStyle(.secondary)
                make()
                    .frame(width: scene.size.width, height: scene.size.height)
                    .background(Color.background)
                    .clipped()
                    .overlay(Rectangle().stroke(Color.gray.opacity(0.35), lineWidth: 1).allowsHitTesting(false))
                    .id(scene.id)
            }
        } else {
            Text("No scene is built yet").foregroundStyle(.secondary)
        }
    }

    /// The window showing the browser: big enough for the sidebar and the largest built scene.
    public static func window(
        scenes: [GalleryScene] = SceneRegistry.all, selection: String? = nil
    ) -> WindowConfiguration {
        let built = scenes.filter(\.isBuilt)
        let width = sidebarWidth + (built.map(\.size.width).max() ?? 390) + 2 * detailPadding
        let height = max(600, (built.map(\.size.height).max() ?? 640) + 2 * detailPadding + 40)
        return WindowConfiguration(title: "Plume gallery", defaultSize: CGSize(width: width, height: height)) {
            AnyView(GalleryBrowser(scenes: scenes, selection: selection))
        }
    }
}

/// One sidebar entry: the scene's title and id; selectable when built, greyed out when planned.
struct GalleryBrowserRow: View {
    let scene: GalleryScene
    let isSelected: Bool
    let select: () -> Void

    var body: some View {
        if scene.isBuilt {
            Button(action: select) { label(titleColor: .primary) }
                .buttonStyle(.plain)
                .background(isSelected ? Color.accentColor.opacity(0.18) : Color.clear)
                .accessibilityIdentifier("scene-\(scene.id)")
        } else {
            label(titleColor: .gray).accessibilityIdentifier("scene-\(scene.id)")
        }
    }

    private func label(titleColor: Color) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(scene.title).font(.subheadline).foregroundColor(titleColor).lineLimit(1)
            Text(scene.isBuilt ? scene.id : "\(scene.id) — not built yet (\(scene.plannedIn ?? "later"))")
                .font(.caption).foregroundColor(.gray).lineLimit(1)
        }
        .padding(.horizontal, 12).padding(.vertical, 6)
        .frame(width: GalleryBrowser.sidebarWidth, alignment: .leading)
        .contentShape(Rectangle())
    }
}
