import Foundation
import PlumeAnimation
import PlumeGraphics

/// The swipe actions a row declares on one edge (`swipeActions(edge:allowsFullSwipe:content:)`).
///
/// Equal when they have as many buttons and the same full-swipe setting: the row draws the current
/// buttons from the preference each frame, and keeps the first value only for the full swipe.
struct SwipeActionSet: Equatable {
    let content: AnyView
    let count: Int
    let allowsFullSwipe: Bool
    /// Runs the first button's action (a full swipe).
    let runFirst: () -> Void
    static func == (a: Self, b: Self) -> Bool { a.count == b.count && a.allowsFullSwipe == b.allowsFullSwipe }
}

/// The actions shown when the row is swiped to the trailing side (revealed at its trailing edge).
struct TrailingSwipeActionsKey: PreferenceKey {
    static var defaultValue: SwipeActionSet? { nil }
    static func reduce(value: inout SwipeActionSet?, nextValue: () -> SwipeActionSet?) { value = value ?? nextValue() }
}

/// The actions shown when the row is swiped to the leading side.
struct LeadingSwipeActionsKey: PreferenceKey {
    static var defaultValue: SwipeActionSet? { nil }
    static func reduce(value: inout SwipeActionSet?, nextValue: () -> SwipeActionSet?) { value = value ?? nextValue() }
}

/// The buttons of a swipe-action set, found in the content as `PresentationActions` finds an
/// alert's: through groups, tuples, conditionals, `ForEach` and modifiers.
@MainActor
enum SwipeActionButtons {
    /// The action of each button, in order.
    static func actions(in view: any View) -> [() -> Void] {
        if let button = view as? ActionReporting { return [button.buttonAction] }
        if let list = view as? ViewList { return list.listElements().flatMap { actions(in: $0.view) } }
        if let provider = view as? ChildViewsProvider { return provider.childViews().flatMap { actions(in: $0.view) } }
        if let modified = view as? AnyModifiedContent { return actions(in: modified.anyContent) }
        return []
    }
}

/// A button's action, read from the value (see `SwipeActionButtons`).
@MainActor
protocol ActionReporting {
    var buttonAction: () -> Void { get }
}

extension Button: ActionReporting {
    var buttonAction: () -> Void { action }
}

/// Draws a swipe action: its label in white on the button's tint (red for a destructive role,
/// grey when no tint is set), filling the row's height.
struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        SwipeActionButtonBody(configuration: configuration)
    }
}

private struct SwipeActionButtonBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.tint) private var tint

    var body: some View {
        // Without a `.tint` of its own a swipe action is grey (the environment's tint is then the
        // accent color).
        let untinted = tint == .accentColor
        let background: Color =
            configuration.role == .destructive
            ? .red : (untinted ? Color(red: 0.56, green: 0.56, blue: 0.58) : tint)
        return configuration.label
            .font(Font.subheadline.weight(.semibold))
            .labelStyle(.titleOnly)
            .foregroundColor(.white)
            .lineLimit(1)
            .padding(.horizontal, 14)
            .frame(minWidth: SwipeActionButtonStyle.minimumWidth, maxHeight: .infinity)
            .background(background.opacity(configuration.isPressed ? 0.8 : 1))
            .contentShape(Rectangle())
    }
}

extension SwipeActionButtonStyle {
    /// The least width of one action.
    static let minimumWidth: CGFloat = 74
}

nonisolated extension View {
    /// Actions revealed by swiping this list row, as SwiftUI's `swipeActions`.
    ///
    /// ```swift
    /// Text(message.subject)
    ///     .swipeActions(edge: .leading) { Button("Pin") { pin(message) }.tint(.orange) }
    ///     .swipeActions { Button("Delete", role: .destructive) { delete(message) } }
    /// ```
    /// Swiping the row towards the other edge by more than half the actions' width leaves them
    /// open; tapping one runs it and closes the row. With `allowsFullSwipe`, swiping past 60 % of
    /// the row's width runs the first action. Buttons are drawn white on their `.tint` (red for a
    /// destructive role, grey without a tint). Trailing actions replace the "Delete" action
    /// `onDelete` would add. Only rows of a `List` or `Form` are swiped; elsewhere nothing happens.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(SwipeActionsMarker(edge: edge, actions: content(), allowsFullSwipe: allowsFullSwipe))
    }
}

/// Puts a row's swipe actions of one edge in the preference the list row reads. A plain value
/// (`nonisolated`, as the `swipeActions` modifier that makes it): the buttons' actions are read
/// from the actions' views in `body`, on the main actor.
nonisolated struct SwipeActionsMarker<Actions: View>: ViewModifier {
    let edge: HorizontalEdge
    let actions: Actions
    let allowsFullSwipe: Bool

    @MainActor func body(content: Content) -> some View {
        let buttons = SwipeActionButtons.actions(in: actions)
        let set = SwipeActionSet(
            content: AnyView(actions), count: buttons.count, allowsFullSwipe: allowsFullSwipe,
            runFirst: { buttons.first?() })
        if edge == .leading {
            content.preference(key: LeadingSwipeActionsKey.self, value: set)
        } else {
            content.preference(key: TrailingSwipeActionsKey.self, value: set)
        }
    }
}
