import Foundation
import PlumeGraphics
import PlumeUI

/// Touch mode and its software keyboard, used like a person would.
extension ViewHost {
    /// Whether the host is in touch mode: focusing a text field slides up Plume's software keyboard
    /// (see `ViewGraph.softwareKeyboardMode`). Setting it runs a frame.
    public var usesSoftwareKeyboard: Bool {
        get { onMain { graph.softwareKeyboardMode } }
        set {
            onMain { graph.softwareKeyboardMode = newValue }
            runFrame()
        }
    }

    /// The part of the window the software keyboard covers now, or nil when it is hidden.
    public var softwareKeyboardFrame: CGRect? { onMain { graph.softwareKeyboardFrame } }

    /// Taps the software keyboard's key `name` ("a", "7", "shift", "delete", "123", "ABC", "space",
    /// "return", "hide") and runs a frame. Returns false, and prints why, when the keyboard is
    /// hidden or has no such key on the page showing.
    @discardableResult
    public func tapKey(_ name: String) -> Bool {
        guard let frame = onMain({ graph.softwareKeyboardKeyFrame(name) }) else {
            let why = softwareKeyboardFrame == nil ? "the software keyboard is hidden" : "no such key on this page"
            FileHandle.standardError.write(Data("ViewHost.tapKey: \"\(name)\": \(why)\n".utf8))
            return false
        }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
        return true
    }

    /// Types `text` on the software keyboard, key by key (switching to the symbols page and using
    /// shift for capitals as a person would). Returns false at the first character the keyboard has
    /// no key for (what came before stays typed).
    @discardableResult
    public func typeOnKeyboard(_ text: String) -> Bool {
        for character in text {
            let s = String(character)
            let symbols = onMain { graph.softwareKeyboardShowsSymbols }
            if s == " " {
                guard tapKey("space") else { return false }
                continue
            }
            let lower = s.lowercased()
            let onLetters = lower.count == 1 && "abcdefghijklmnopqrstuvwxyz".contains(lower)
            if onLetters {
                if symbols { guard tapKey("ABC") else { return false } }
                if s != lower { guard tapKey("shift") else { return false } }
                guard tapKey(lower) else { return false }
            } else {
                if !symbols { guard tapKey("123") else { return false } }
                guard tapKey(s) else { return false }
            }
        }
        return true
    }

    /// Runs `body` while holding a process-wide lock, for tests that observe the keyboard's
    /// notifications on `NotificationCenter.default`: keyboards of other hosts post there too, so
    /// such tests must not run beside another keyboard test.
    public static func withExclusiveKeyboard<T>(_ body: () throws -> T) rethrows -> T {
        keyboardLock.lock()
        defer { keyboardLock.unlock() }
        return try body()
    }
}

private let keyboardLock = NSRecursiveLock()
