import Foundation
import PlumeGraphics

/// A `TabView` with the tab bar style: the current tab over a divider and a row of tab items, the
/// current one tinted, each with its badge on the icon.
struct TabBarLayout: View {
    let tabs: [TabEntry]
    let current: Int
    let select: (Int) -> Void

    var body: some View {
        VStack(spacing: 0) {
            if tabs.indices.contains(current) {
                AnyView(erasing: tabs[current].view)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .id(current)
            }
            Divider()
            HStack(spacing: 0) {
                ForEach(Array(tabs.enumerated()), id: \.offset) { index, tab in
                    Button {
                        select(index)
                    } label: {
                        VStack(spacing: 2) { tab.label }
                            .overlay(alignment: .top) {
                                if let badge = tab.badge { TabBadgeCapsule(text: badge).offset(x: 16, y: -4) }
                            }
                            .font(.caption)
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 6)
                            .contentShape(Rectangle())
                            .foregroundColor(index == current ? .accentColor : .gray)
                    }
                    .buttonStyle(.plain)
                }
            }
        }
    }
}
