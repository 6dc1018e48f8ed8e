import Foundation
import PlumeGraphics

/// How strongly badges stand out, as SwiftUI's `BadgeProminence`; set it with
/// `badgeProminence(_:)`, read it with `\.badgeProminence`.
///
/// In a `List` or `Form` row, a `.standard` badge is secondary text at the row's trailing edge, an
/// `.increased` one white text on a red capsule (as iOS draws a Mail unread count), a `.decreased`
/// one tertiary text. On a tab bar item, `.decreased` draws the capsule grey instead of red.
public struct BadgeProminence: Hashable, Sendable {
    enum Level: Hashable, Sendable { case decreased, standard, increased }
    let level: Level

    /// The usual look.
    public static let standard = BadgeProminence(level: .standard)
    /// Stands out more.
    public static let increased = BadgeProminence(level: .increased)
    /// Stands out less.
    public static let decreased = BadgeProminence(level: .decreased)
}

struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }

extension EnvironmentValues {
    /// How strongly the badges inside stand out (`.standard` unless set).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how strongly the badges inside stand out.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}

/// A list row's badge in the prominence of its environment.
struct ListRowBadge: View {
    let text: String
    @Environment(\.badgeProminence) private var prominence

    var body: some View {
        switch prominence.level {
        case .standard:
            Text(text).foregroundColor(.secondary)
        case .decreased:
            Text(text).foregroundColor(.secondary).opacity(0.6)
        case .increased:
            TabBadgeCapsule(text: text)
        }
    }
}
