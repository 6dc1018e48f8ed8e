import Foundation
import PlumeGraphics

/// How a `List` draws its sections and rows, as SwiftUI's `ListStyle`; set it with
/// `listStyle(_:)`.
///
/// ```swift
/// List { Section("Fruit") { … } }.listStyle(.plain)
/// ```
/// Plume draws the iOS styles: `.insetGrouped` (rounded sections with margins on the grouped
/// background; what `.automatic` is), `.grouped` (full-width sections on the grouped background),
/// `.inset` and `.plain` (rows on the plain background, no section backgrounds; plain rows reach
/// the edges, inset rows keep a margin), and `.sidebar` (rows without backgrounds on the grouped
/// background, bold section headers, rounded selection). As with `PickerStyle`, a style of your
/// own conforms by naming the kind of Plume's it draws as.
public protocol ListStyle {
    /// Which of Plume's list styles this is.
    var kind: ListStyleKind { get }
}

/// The list styles Plume draws.
public enum ListStyleKind: Hashable, Sendable {
    case automatic, plain, grouped, insetGrouped, inset, sidebar

    /// The style actually drawn (`.automatic` is `.insetGrouped`, as on iOS).
    var resolved: ListStyleKind { self == .automatic ? .insetGrouped : self }
}

/// The platform's list style, as SwiftUI's `DefaultListStyle` (inset grouped).
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var kind: ListStyleKind { .automatic }
}

/// Rows on the plain background reaching the edges, as SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var kind: ListStyleKind { .plain }
}

/// Full-width sections on the grouped background, as SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var kind: ListStyleKind { .grouped }
}

/// Rounded sections with margins on the grouped background, as SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var kind: ListStyleKind { .insetGrouped }
}

/// Rows on the plain background with margins, as SwiftUI's `InsetListStyle`.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var kind: ListStyleKind { .inset }
}

/// A sidebar's rows, as SwiftUI's `SidebarListStyle`.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's style (inset grouped).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows reaching the edges on the plain background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Full-width sections on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded sections with margins.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows with margins on the plain background.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's rows.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// Whether a section's header is drawn as usual or larger, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

struct ListStyleKindKey: EnvironmentKey { static let defaultValue = ListStyleKind.automatic }
struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// The style of the `List`s inside (set by `listStyle(_:)`).
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
    /// The space between the rows of the `List`s inside (set by `listRowSpacing(_:)`).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
    /// Whether lists, forms and scroll views inside draw their background (set by
    /// `scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
    /// How prominent section headers inside are, as SwiftUI's `\.headerProminence`.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the `List`s inside draw, as SwiftUI's `listStyle(_:)`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyleKind, style.kind) }

    /// Puts `spacing` points between the rows of the `List`s inside, as SwiftUI's
    /// `listRowSpacing(_:)` (nil: none). In grouped styles each row then draws as its own rounded
    /// cell without separators, as on iOS. NaN, infinite or negative spacing is clamped to 0 and
    /// reported.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        let usable = spacing.map { $0.isFinite && $0 >= 0 ? $0 : 0 }
        return environment(\.listRowSpacing, usable)
            .reportingDiagnostic(
                usable == spacing
                    ? nil : "listRowSpacing(\(spacing.map { "\($0)" } ?? "nil")): not a usable spacing; 0 is used")
    }

    /// Hides (or shows) the background of the `List`s, `Form`s and scroll views inside, as SwiftUI's
    /// `scrollContentBackground(_:)`: with `.hidden`, what is behind the list shows between its
    /// sections.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// Draws the headers of the sections inside larger (`.increased`: a bold title, not in
    /// capitals), as SwiftUI's `headerProminence(_:)`.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
