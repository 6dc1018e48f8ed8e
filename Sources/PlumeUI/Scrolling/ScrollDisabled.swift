import Foundation

struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether the scroll views in this subtree respond to drags and the scroll wheel, as SwiftUI's
    /// (`.scrollDisabled(true)` clears it). True by default.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Disables scrolling by the user in every scroll view inside when `disabled` is true, as
    /// SwiftUI's `scrollDisabled`.
    ///
    /// A disabled scroll view does not join the pointer arena, so a press on it goes to the buttons
    /// inside and the gestures around it (a `DragGesture` on a card holding the list moves the card);
    /// the wheel passes over it to an enclosing scroll view. `ScrollViewReader.scrollTo` still moves
    /// it. As with `disabled(_:)`, an outer `scrollDisabled(true)` wins over an inner
    /// `scrollDisabled(false)`.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environmentRule(ScrollDisabledRule(disabled: disabled))
    }
}

/// `scrollDisabled(_:)` as a value: scrolling stays enabled inside only where every enclosing one
/// says so.
struct ScrollDisabledRule: EnvironmentRule {
    let disabled: Bool
    static var keyPath: WritableKeyPath<EnvironmentValues, Bool> { \.isScrollEnabled }
    func apply(to value: inout Bool) { value = value && !disabled }
}
