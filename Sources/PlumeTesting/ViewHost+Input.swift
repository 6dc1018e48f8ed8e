import Foundation
import PlumeGraphics
import PlumeUI

/// Finding views and using them like a person: tapping, pressing, dragging.
extension ViewHost {
    /// Every view on screen with its frame, text and labels, in drawing order.
    public var views: [ViewInfo] { onMain { graph.views() } }

    /// The frontmost view whose text is `text`.
    public func find(text: String) -> ViewInfo? { views.last { $0.text == text } }
    /// Every view whose text is `text`, in drawing order.
    public func findAll(text: String) -> [ViewInfo] { views.filter { $0.text == text } }
    /// The frontmost view with accessibility label `label`.
    public func find(label: String) -> ViewInfo? { views.last { $0.label == label } }
    /// The frontmost view with accessibility identifier `identifier`.
    public func find(identifier: String) -> ViewInfo? { views.last { $0.identifier == identifier } }
    /// The texts on screen, in drawing order.
    public var texts: [String] { views.compactMap(\.text) }

    /// Taps the center of the view whose text or accessibility label is `label` (preferring buttons),
    /// then runs a frame. Returns false, and prints the labels on screen, when there is no such view.
    @discardableResult
    public func tap(_ label: String) -> Bool {
        let candidates = views.filter { $0.text == label || $0.label == label || $0.identifier == label }
        guard let target = candidates.last(where: \.isButton) ?? candidates.last else {
            let onScreen = views.compactMap { $0.text ?? $0.label }.map { "\"\($0)\"" }.joined(separator: ", ")
            FileHandle.standardError.write(
                Data("ViewHost.tap: nothing labelled \"\(label)\"; on screen: \(onScreen)\n".utf8))
            return false
        }
        tap(at: CGPoint(x: target.frame.midX, y: target.frame.midY))
        return true
    }

    /// Presses and releases the pointer at `point` (window coordinates), then runs a frame.
    public func tap(at point: CGPoint) {
        onMain { graph.pointerDown(at: point) }
        runFrame()
        onMain { graph.pointerUp(at: point) }
        runFrame()
        settle()
    }

    /// Clicks the secondary (right) pointer button at `point` (window coordinates), then runs a frame:
    /// opens the `contextMenu` of the view there. Returns whether a view took the click.
    @discardableResult
    public func secondaryClick(at point: CGPoint) -> Bool {
        let taken = onMain { graph.secondaryClick(at: point) }
        runFrame()
        settle()
        return taken
    }

    /// Clicks the secondary (right) button on the centre of the frontmost view whose text or
    /// accessibility label is `label`; false when there is no such view or nothing took the click.
    @discardableResult
    public func secondaryClick(_ label: String) -> Bool {
        guard let target = views.last(where: { $0.text == label || $0.label == label || $0.identifier == label }) else {
            return false
        }
        return secondaryClick(at: CGPoint(x: target.frame.midX, y: target.frame.midY))
    }

    /// Puts the pointer down at `point` and runs a frame.
    public func press(at point: CGPoint) {
        onMain { graph.pointerDown(at: point) }
        runFrame()
    }

    /// Releases the pointer at `point` and runs a frame.
    public func release(at point: CGPoint) {
        onMain { graph.pointerUp(at: point) }
        runFrame()
        settle()
    }

    /// Turns the scroll wheel over `point` by `delta` points (positive moves content up / left) and
    /// runs a frame; returns whether a scroll view moved.
    @discardableResult
    public func scroll(at point: CGPoint, by delta: CGSize) -> Bool {
        let moved = onMain { graph.scrollWheel(at: point, delta: delta) }
        runFrame()
        return moved
    }

    /// Types `text` into the focused field (as a keyboard or an input method would) and runs a frame.
    /// Returns false when nothing has focus.
    @discardableResult
    public func type(_ text: String) -> Bool {
        let taken = onMain { graph.insertText(text) }
        runFrame()
        settle()
        return taken
    }

    /// Presses a key (Tab, Return, Backspace…) with `modifiers` and runs a frame; returns whether a
    /// view used it. `isRepeat` sends it as the system's repeat of a held key.
    @discardableResult
    public func press(_ key: Key, modifiers: EventModifiers = [], isRepeat: Bool = false) -> Bool {
        let used = onMain { graph.keyDown(key, modifiers: modifiers, isRepeat: isRepeat) }
        runFrame()
        settle()
        return used
    }

    /// Releases a key and runs a frame; returns whether an `onKeyPress` handler for the `.up` phase
    /// used it.
    @discardableResult
    public func release(_ key: Key, modifiers: EventModifiers = []) -> Bool {
        let used = onMain { graph.keyUp(key, modifiers: modifiers) }
        runFrame()
        settle()
        return used
    }

    /// Presses a character key with command modifiers (Command-S…) and runs a frame; returns whether
    /// a button's `keyboardShortcut` ran.
    @discardableResult
    public func press(_ character: Character, modifiers: EventModifiers = .command) -> Bool {
        let used = onMain { graph.keyDown(character: character, modifiers: modifiers) }
        runFrame()
        settle()
        return used
    }

    /// The frame of the view holding keyboard focus, if any.
    public var focusedFrame: CGRect? { onMain { graph.focusedFrame } }

    /// Drags from `start` to `end` in `steps` moves spread over `duration` seconds of the clock
    /// (each move comes `duration / steps` after the previous one, so gestures see a velocity), then
    /// releases.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.2) {
        onMain { graph.pointerDown(at: start) }
        runFrame()
        move(from: start, to: end, steps: steps, duration: duration)
        onMain { graph.pointerUp(at: end) }
        runFrame()
        settle()
    }

    /// Moves the pressed pointer from `start` to `end` in `steps` timed moves over `duration`
    /// seconds, running frames, without pressing or releasing (for drags after a long press).
    public func move(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.2) {
        let n = max(1, steps)
        for i in 1...n {
            let t = CGFloat(i) / CGFloat(n)
            advance(by: duration / Double(n))
            let p = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            onMain { graph.pointerMoved(to: p) }
            runFrame()
        }
    }

    /// Presses at `point`, holds still for `duration` seconds of the clock (frames run, so long
    /// presses recognise), and releases there.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) {
        press(at: point)
        advance(by: duration)
        release(at: point)
    }

    /// Presses at `point` and holds still for `duration` seconds without releasing (follow with
    /// `move` and `release` to drag after a long press).
    public func pressAndHold(at point: CGPoint, duration: TimeInterval = 1) {
        press(at: point)
        advance(by: duration)
    }

    /// Moves the pointer over `point` with no button down (nil: it left the window), then runs a
    /// frame.
    public func hover(at point: CGPoint?) {
        onMain { graph.pointerHovered(at: point) }
        runFrame()
    }
}
