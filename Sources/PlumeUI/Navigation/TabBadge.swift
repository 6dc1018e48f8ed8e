import Foundation
import PlumeGraphics

/// Badges: the text of a count, the red capsule drawn on a tab bar item, and the `badge` modifier
/// on views.
enum TabBadge {
    /// The badge text of a count: none for 0, as SwiftUI.
    static func text(_ count: Int) -> String? { count == 0 ? nil : String(count) }
}

/// The red capsule with a badge's text, drawn on a tab bar item's icon (grey at `.decreased`
/// prominence) and in a list row at `.increased` prominence.
struct TabBadgeCapsule: View {
    let text: String
    @Environment(\.badgeProminence) private var prominence
    var body: some View {
        Text(text)
            .font(.system(size: 13))
            .lineLimit(1)
            .foregroundColor(.white)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(prominence == .decreased ? Color.gray : Color.red))
            .accessibilityIdentifier("tab.badge")
    }
}

/// Marks a view's badge, as SwiftUI's `badge(_:)`: a `TabView` draws it on the view's tab item; in
/// a `List` or `Form` row it is shown at the row's trailing edge in secondary text.
nonisolated struct BadgeModifier: ViewModifier {
    let badge: String?
    @MainActor func body(content: Content) -> some View { BadgedRow(content: content, badge: badge) }
}

/// What a `TabView` reads from a child: its badge.
@MainActor
protocol BadgeProviding { var badgeText: String? { get } }
extension BadgeModifier: BadgeProviding { var badgeText: String? { badge } }

/// A view with a badge: in a list row, the badge trails it.
struct BadgedRow<Content: View>: View {
    let content: Content
    let badge: String?
    @Environment(\.isInForm) private var isInForm
    var body: some View {
        if isInForm, let badge {
            HStack {
                content.frame(maxWidth: .infinity, alignment: .leading)
                ListRowBadge(text: badge)
            }
        } else {
            content
        }
    }
}

nonisolated extension View {
    /// A badge with `count` on this view's tab item (or list row); 0 shows none.
    public func badge(_ count: Int) -> some View { modifier(BadgeModifier(badge: TabBadge.text(count))) }
    /// A badge with `label`; nil shows none.
    public func badge(_ label: Text?) -> some View { modifier(BadgeModifier(badge: label?.plainText)) }
    /// A badge with a string literal; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View { modifier(BadgeModifier(badge: key?.key)) }
    /// A badge with a string; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(badge: label.map { String($0) }))
    }
}
