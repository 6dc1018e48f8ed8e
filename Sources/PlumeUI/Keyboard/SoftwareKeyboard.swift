import Foundation
import PlumeAnimation
import PlumeGraphics

/// The on-screen keyboard of a graph in touch mode (`ViewGraph.softwareKeyboardMode`).
///
/// It slides up (0.25 s, ease-in-out) when a view that takes text gets keyboard focus and slides
/// down when the focus leaves it or the hide key is tapped. While it shows, the window's bottom
/// safe-area inset follows its visible height frame by frame, so content laid out in the safe area
/// rises with it (`.ignoresSafeArea(.keyboard)` opts out), and a scroll view holding the focused field
/// scrolls it into view once the keyboard is up. It posts `UIResponder`'s keyboard
/// notifications on `NotificationCenter.default` (see `UIResponder`). Tapping keys inserts text
/// through the graph's text input (`insertText`, `keyDown(.backspace)`, `keyDown(.enter)`).
@MainActor
final class SoftwareKeyboard {
    unowned let graph: ViewGraph
    /// The keyboard view's node (child 1 of the root), which draws the keys and ticks the slide.
    weak var node: ViewNode?
    /// The keyboard view's behaviour (it knows where the keys are).
    weak var keysBehavior: SoftwareKeyboardBehavior?

    enum State { case hidden, showing, shown, hiding }
    private(set) var state = State.hidden
    private var slide: AnimatedValue<Double>?
    /// How far up the keyboard is (0 hidden … 1 fully shown).
    private(set) var presented: Double = 0
    /// The host's own bottom inset, kept while the keyboard overrides it.
    private(set) var containerBottom: CGFloat = 0

    static let duration: TimeInterval = 0.25
    static let animation = Animation.easeInOut(duration: duration)

    var shifted = false
    var symbols = false

    init(graph: ViewGraph) {
        self.graph = graph
        containerBottom = graph.safeAreaInsets.bottom
    }

    var height: CGFloat { KeyboardLayout.height }

    /// The part of the window the keyboard covers now (window coordinates).
    var visibleFrame: CGRect {
        frame(at: presented)
    }

    /// The keyboard's frame when `presented` of it is up.
    func frame(at presented: Double) -> CGRect {
        let size = graph.size
        return CGRect(x: 0, y: size.height - height * CGFloat(presented), width: size.width, height: height)
    }

    /// The height of the window's bottom taken by the keyboard now.
    var occupiedHeight: CGFloat { height * CGFloat(presented) }

    /// Keyboard focus moved: show for a view that takes text (text fields and editors), hide
    /// otherwise (buttons and toggles focused with Tab need no keyboard).
    func focusChanged() {
        if graph.focusedNode?.behavior.textField != nil { show() } else { hide() }
    }

    /// Hides the keyboard when the focused view went away (its node is gone or destroyed).
    func checkFocus() {
        if let focused = graph.focusedNode, focused.isDestroyed { graph.focusedNode = nil }
        if graph.focusedNode == nil, state == .shown || state == .showing { hide() }
    }

    func show() {
        guard state == .hidden || state == .hiding else { return }
        if state == .hidden {
            containerBottom = graph.safeAreaInsets.bottom
            shifted = false
            symbols = false
        }
        state = .showing
        start(to: 1, notification: UIResponder.keyboardWillShowNotification)
    }

    func hide() {
        guard state == .shown || state == .showing else { return }
        state = .hiding
        start(to: 0, notification: UIResponder.keyboardWillHideNotification)
    }

    private func start(to target: Double, notification: Notification.Name) {
        let time = graph.time
        slide = AnimatedValue(from: presented, to: target, animation: Self.animation, startTime: time)
        post(notification, from: presented, to: target)
        if let node { graph.startAnimating(node) }
        graph.needsFrame = true
    }

    private func post(_ name: Notification.Name, from: Double, to: Double) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: frame(at: from),
            UIResponder.keyboardFrameEndUserInfoKey: frame(at: to),
            UIResponder.keyboardAnimationDurationUserInfoKey: Self.duration,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ]
        NotificationCenter.default.post(name: name, object: graph, userInfo: info)
    }

    /// Advances the slide to `time`; returns whether it still runs.
    func tick(at time: TimeInterval) -> Bool {
        guard let slide else { return false }
        presented = slide.value(at: time)
        applySafeArea()
        node?.invalidateRender()
        guard slide.isComplete(at: time) else { return true }
        self.slide = nil
        if state == .showing {
            state = .shown
            post(UIResponder.keyboardDidShowNotification, from: 0, to: 1)
            // Once this frame's layout has the final safe area, bring the field into view.
            graph.afterFrame { [weak self] in self?.revealFocusedField() }
        } else if state == .hiding {
            state = .hidden
            post(UIResponder.keyboardDidHideNotification, from: 1, to: 0)
        }
        return false
    }

    /// Scrolls the nearest scroll view holding the focused field just enough to show it (with 8
    /// points to spare) above the keyboard, as SwiftUI does, animated.
    func revealFocusedField() {
        guard state == .shown, let focused = graph.focusedNode, !focused.isDestroyed else { return }
        var node = focused.parent
        while let n = node, n.behavior.scrollTarget == nil { node = n.parent }
        guard let scrollable = node?.behavior.scrollTarget else { return }
        withTransaction(Transaction(animation: .easeInOut(duration: 0.25))) {
            scrollable.scroll(toShow: focused.frame.insetBy(dx: 0, dy: -8), anchor: nil)
        }
    }

    private func applySafeArea() {
        var insets = graph.safeAreaInsets
        insets.bottom = max(containerBottom, occupiedHeight)
        graph.safeAreaInsets = insets
    }

    /// Puts the safe area back as the host had it (the keyboard mode was turned off).
    func remove() {
        var insets = graph.safeAreaInsets
        insets.bottom = containerBottom
        graph.safeAreaInsets = insets
    }

    /// Runs a key's action.
    func perform(_ key: KeyboardKey) {
        switch key.action {
        case .text(let s):
            graph.insertText(shifted ? s.uppercased() : s)
            shifted = false
        case .space: graph.insertText(" ")
        case .backspace: graph.keyDown(.backspace)
        case .enter: graph.keyDown(.enter)
        case .shift: shifted.toggle()
        case .symbols: symbols = true
        case .letters: symbols = false
        case .hide: graph.setFocus(nil)
        }
        node?.invalidateRender()
        graph.needsFrame = true
    }
}

extension ViewGraph {
    /// Touch mode: a software keyboard drawn by Plume at the bottom of the window shows while a text
    /// field has focus (see `UIResponder` for its notifications). Off by default (desktop windows
    /// type with the hardware keyboard). Turning it off hides the keyboard at once, without
    /// notifications, and restores the bottom safe-area inset.
    public var softwareKeyboardMode: Bool {
        get { softwareKeyboard != nil }
        set {
            guard newValue != softwareKeyboardMode else { return }
            if newValue {
                focus.softwareKeyboard = SoftwareKeyboard(graph: self)
            } else {
                focus.softwareKeyboard?.remove()
                focus.softwareKeyboard = nil
            }
            root.behavior.update(changed: true)
            root.invalidateLayout()
            if newValue { softwareKeyboard?.focusChanged() }
        }
    }

    /// The part of the window the software keyboard covers now (window coordinates), or nil when it
    /// is hidden or the graph is not in touch mode.
    public var softwareKeyboardFrame: CGRect? {
        guard let keyboard = softwareKeyboard, keyboard.presented > 0 else { return nil }
        return keyboard.visibleFrame
    }

    /// The frame (window coordinates) of the software keyboard's key named `name` on the page showing
    /// now: a character ("q", "7", "?"), or "shift", "delete", "123", "ABC", "space", "return", "hide".
    /// Nil when there is no such key or the keyboard is hidden.
    public func softwareKeyboardKeyFrame(_ name: String) -> CGRect? {
        guard let keyboard = softwareKeyboard, keyboard.presented > 0,
            let behavior = keyboard.keysBehavior,
            let key = behavior.keys.first(where: { $0.name == name })
        else { return nil }
        return key.frame.offsetBy(dx: keyboard.visibleFrame.minX, dy: keyboard.visibleFrame.minY)
    }

    /// Whether the software keyboard shows its symbols page.
    public var softwareKeyboardShowsSymbols: Bool { softwareKeyboard?.symbols ?? false }
}
