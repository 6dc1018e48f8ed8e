import Foundation

/// One tab of a `TabView` as the view reads it: its content, its bar label, its selection value
/// (nil: chosen by position) and its badge (nil: none).
struct TabEntry {
    let view: any View
    let label: AnyView
    let tag: AnyHashable?
    let badge: String?
}

/// The tabs a `TabContent` makes, in order (an opaque box: `TabView` reads it).
public struct _TabEntries {
    var entries: [TabEntry]
}

/// Content a `TabView` built with `Tab`s shows, as SwiftUI's `TabContent`: a `Tab`, several (from
/// a `TabContentBuilder`), or one with a badge.
///
/// Differences from SwiftUI: a `TabContent` has no `body` of its own to write; `ForEach` of tabs,
/// `TabSection` and tab roles are not available.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the tabs' selection values.
    associatedtype TabValue: Hashable
    /// The tabs, in order; `TabView` calls it each time its body is evaluated, and the builder as it
    /// builds. Nonisolated: it only reads values, and code in the Swift 5 mode builds tabs on any thread.
    nonisolated func _makeEntries() -> _TabEntries
}

/// The content and tab bar item of one tab, as SwiftUI's `Tab` (iOS 18):
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Home", systemImage: "house", value: 0) { HomeView() }
///     Tab("Inbox", systemImage: "tray", value: 1) { InboxView() }.badge(3)
/// }
/// ```
/// A plain value (`nonisolated`), as the views it holds: the builder reads its entries wherever the
/// tabs are built.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
    let value: Value?
    let content: Content
    let label: Label

    /// A tab selected when the selection is `value`, with `label` in the tab bar.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    public func _makeEntries() -> _TabEntries {
        let tag = value.map { AnyHashable($0) }
        return _TabEntries(entries: [
            TabEntry(view: content, label: AnyView(label), tag: tag, badge: nil)
        ])
    }
}

extension Tab where Label == EmptyView {
    /// A tab selected when the selection is `value`, with an empty tab bar item.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { EmptyView() }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled from a string literal with a system image, selected when the selection is `value`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content) { DefaultTabLabel(title: titleKey.key, systemImage: systemImage) }
    }

    /// A tab titled from a string with a system image, selected when the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content) {
            DefaultTabLabel(title: String(title), systemImage: systemImage)
        }
    }

    /// A tab titled from a string literal (no image), selected when the selection is `value`.
    public init(_ titleKey: LocalizedStringKey, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: titleKey.key, systemImage: nil) }
    }
}

extension Tab where Value == Never {
    /// A tab of a `TabView` without selection (chosen by position), with `label` in the tab bar.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        value = nil
        self.content = content()
        self.label = label()
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled from a string literal with a system image, in a `TabView` without selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(title: titleKey.key, systemImage: systemImage) }
    }

    /// A tab titled from a string with a system image, in a `TabView` without selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(title: String(title), systemImage: systemImage) }
    }
}

/// The tab bar item of a `Tab` made from a title and a system image, as SwiftUI's `DefaultTabLabel`:
/// the image over the title.
public struct DefaultTabLabel: View {
    let title: String
    let systemImage: String?
    public var body: some View {
        VStack(spacing: 2) {
            if let systemImage { Image(systemName: systemImage).font(.system(size: 20)) }
            Text(title)
        }
    }
}

/// Several tabs in order, what a `TabContentBuilder` builds.
nonisolated public struct _TabContentList<TabValue: Hashable>: TabContent {
    let entries: [TabEntry]
    public func _makeEntries() -> _TabEntries { _TabEntries(entries: entries) }
}

/// Builds the tabs of a `TabView(selection:)` from `Tab`s, as SwiftUI's `TabContentBuilder`: every
/// tab has the same selection type. `if`, `if`–`else` and `for` loops work; tabs are identified by
/// their position.
@MainActor @preconcurrency @resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> _TabContentList<TabValue>
    where C.TabValue == TabValue {
        _TabContentList(entries: content._makeEntries().entries)
    }
    public static func buildBlock(_ parts: _TabContentList<TabValue>...) -> _TabContentList<TabValue> {
        _TabContentList(entries: parts.flatMap(\.entries))
    }
    public static func buildOptional(_ part: _TabContentList<TabValue>?) -> _TabContentList<TabValue> {
        part ?? _TabContentList(entries: [])
    }
    public static func buildEither(first: _TabContentList<TabValue>) -> _TabContentList<TabValue> { first }
    public static func buildEither(second: _TabContentList<TabValue>) -> _TabContentList<TabValue> { second }
    public static func buildArray(_ parts: [_TabContentList<TabValue>]) -> _TabContentList<TabValue> {
        _TabContentList(entries: parts.flatMap(\.entries))
    }

    /// The tabs a builder made, as the `Content` of the `TabView` showing them.
    public struct Content<C: TabContent>: View where C.TabValue == TabValue {
        let tabs: C
        /// Shown on its own (not as a `TabView`'s content), the tabs make a tab view selected by position.
        public var body: some View { TabView<TabValue, Self>(tabs: self, selection: nil) }
    }
}

/// A tab with a badge on its tab bar item.
nonisolated public struct _BadgedTabContent<Base: TabContent>: TabContent {
    public typealias TabValue = Base.TabValue
    let base: Base
    let badge: String?
    public func _makeEntries() -> _TabEntries {
        _TabEntries(
            entries: base._makeEntries().entries.map {
                TabEntry(view: $0.view, label: $0.label, tag: $0.tag, badge: badge)
            })
    }
}

extension TabContent {
    /// A red badge with `count` on this tab's item; 0 shows none, as SwiftUI's `badge(_:)`.
    public func badge(_ count: Int) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, badge: TabBadge.text(count))
    }
    /// A badge with `label` on this tab's item; nil shows none.
    public func badge(_ label: Text?) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, badge: label?.plainText)
    }
    /// A badge with a string literal on this tab's item.
    public func badge(_ key: LocalizedStringKey?) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, badge: key?.key)
    }
    /// A badge with a string on this tab's item; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, badge: label.map { String($0) })
    }
}
