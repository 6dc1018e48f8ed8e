import Foundation
import PlumeAnimation
import PlumeGraphics

/// The bar at the top of a navigation page: a back button and an inline title, or a large title.
struct NavigationBarView: View {
    let title: String?
    let backTitle: String?
    let large: Bool
    let back: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                if let title, !large {
                    Text(title).font(.headline).lineLimit(1).padding(.horizontal, 90)
                }
                HStack {
                    if let backTitle {
                        Button(action: back) {
                            HStack(spacing: 3) {
                                Image(systemName: "chevron.left").font(.system(size: 20, weight: .semibold))
                                Text(backTitle).lineLimit(1)
                            }
                            .foregroundColor(.accentColor)
                            .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(backTitle)
                        .accessibilityIdentifier("navigation.back")
                    }
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, 8)
            }
            .frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
            if let title, large {
                Text(title).font(.largeTitle).fontWeight(.bold).lineLimit(1)
                    .padding(.horizontal, 16).padding(.bottom, 8)
            }
        }
    }
}
