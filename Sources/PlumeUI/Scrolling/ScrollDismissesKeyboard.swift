import Foundation
import PlumeGraphics

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`
/// (`scrollDismissesKeyboard(_:)`).
///
/// - `immediately`: a drag that starts scrolling takes the focus from the text field that has it,
///   so the on-screen keyboard (touch mode) slides away.
/// - `interactively`: the focus goes when a scrolling drag reaches the top of the on-screen
///   keyboard (the finger pulls it down). Without an on-screen keyboard (a physical one), nothing
///   is dismissed.
/// - `never` and `automatic`: scrolling keeps the focus (SwiftUI's `automatic` dismisses in some
///   containers on iOS; Plume keeps the desktop's behaviour).
///
/// Only dragging counts: the wheel and the keyboard scroll without dismissing, as a trackpad does
/// on iPadOS.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, immediately, interactively, never }
    let kind: Kind

    public static let automatic = ScrollDismissesKeyboardMode(kind: .automatic)
    public static let immediately = ScrollDismissesKeyboardMode(kind: .immediately)
    public static let interactively = ScrollDismissesKeyboardMode(kind: .interactively)
    public static let never = ScrollDismissesKeyboardMode(kind: .never)

    public var description: String { "\(kind)" }
}

struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

extension EnvironmentValues {
    /// How scroll views below dismiss the keyboard (`scrollDismissesKeyboard(_:)`).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the scroll views inside dismiss the keyboard when the user drags them, as SwiftUI's
    /// `scrollDismissesKeyboard(_:)`.
    ///
    /// ```swift
    /// List(messages) { MessageRow($0) }.scrollDismissesKeyboard(.immediately)
    /// ```
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}

extension ScrollBehavior {
    /// Called by the drag handling when a drag starts scrolling (`began`) and at each move after:
    /// takes the focus from a text field as the scroll view's `scrollDismissesKeyboardMode` says.
    func dismissKeyboardForDrag(at point: CGPoint, began: Bool) {
        let graph = node.graph
        guard graph.focusedNode?.behavior.textField != nil else { return }
        switch node.environment.scrollDismissesKeyboardMode.kind {
        case .immediately:
            if began { graph.setFocus(nil) }
        case .interactively:
            guard let keyboard = graph.softwareKeyboard, keyboard.occupiedHeight > 0,
                point.y >= keyboard.visibleFrame.minY
            else { return }
            graph.setFocus(nil)
        case .automatic, .never:
            return
        }
    }
}
