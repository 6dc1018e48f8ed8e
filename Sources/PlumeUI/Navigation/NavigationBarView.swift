import Foundation
import PlumeAnimation
import PlumeGraphics

/// The bar at the top of a navigation page (or, outside a stack, of a view with a toolbar): a back
/// button, the toolbar's leading items, an inline title or the principal item in the centre, the
/// trailing items, and below it a large title. Draws nothing when the toolbar hides the
/// navigation bar (`toolbar(.hidden, for: .navigationBar)`) or the window's View › Hide Toolbar
/// hid its bars (`ToolbarCommands`).
struct NavigationBarView: View {
    let title: String?
    let backTitle: String?
    let large: Bool
    var toolbar = ToolbarConfiguration()
    /// Compares by the page it pops, so a bar made again for the same page is kept.
    let back: NavigationBackAction
    @Environment(\.windowToolbarHidden) private var windowToolbarHidden

    /// The height of the bar's row of buttons.
    static let height: CGFloat = 44

    var body: some View {
        if !toolbar.isHidden(.navigationBar), !windowToolbarHidden {
            bar
        }
    }

    private var bar: some View {
        let principal = toolbar.items(in: .principal)
        return VStack(alignment: .leading, spacing: 0) {
            NavigationBarRowLayout {
                HStack(spacing: 16) {
                    if let backTitle { backButton(backTitle) }
                    ForEach(toolbar.items(in: .leading), id: \.id) { ToolbarItemHost(item: $0) }
                }
                ZStack {
                    if !principal.isEmpty {
                        HStack(spacing: 8) { ForEach(principal, id: \.id) { ToolbarItemHost(item: $0) } }
                    } else if let title, !large {
                        Text(title).font(.headline).lineLimit(1)
                    }
                }
                HStack(spacing: 16) {
                    ForEach(toolbar.items(in: .trailing), id: \.id) { ToolbarItemHost(item: $0) }
                }
            }
            .frame(maxWidth: .infinity, minHeight: Self.height, maxHeight: Self.height)
            if let title, large {
                Text(title).font(.largeTitle).fontWeight(.bold).lineLimit(1)
                    .padding(.horizontal, 16).padding(.bottom, 8)
            }
        }
        .background(toolbar.background(of: .navigationBar))
    }

    /// ‹ and the previous page's title (only ‹ under the `.editor` toolbar role). As on iOS, when the
    /// previous title does not fit beside the centred title, the button says "Back", and when that
    /// does not fit either, it is only ‹. The chevron is drawn once beside the title that fits
    /// (the candidates are the texts, not three copies of the whole label).
    private func backButton(_ backTitle: String) -> some View {
        Button(action: back.perform) {
            HStack(spacing: 3) {
                Image(systemName: "chevron.backward").font(.system(size: 20, weight: .semibold))
                if toolbar.role != .editor {
                    ViewThatFits(in: .horizontal) {
                        Text(backTitle)
                        if backTitle != "Back" { Text("Back") }
                        // Nothing fits: only the chevron.
                        Color.clear.frame(width: 0, height: 0)
                    }
                    .lineLimit(1)
                }
            }
            .foregroundColor(.accentColor)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(backTitle)
        .accessibilityIdentifier("navigation.back")
    }
}
