import Foundation
import PlumeGraphics
import PlumeUI

extension ViewHost {
    /// Does `event` to the hosted view the way a person (or a window system) would, running frames.
    ///
    /// Typing taps the point first, to focus a field there; typing with nothing focused does
    /// nothing. A clock jump of 0 runs one frame at the same instant; negative and non-finite jumps
    /// are passed to `advance(by:)`, which ignores them.
    public func apply(_ event: SoakEvent) {
        switch event {
        case .tap(let point): tap(at: point)
        case .drag(let from, let to, let steps, let duration):
            drag(from: from, to: to, steps: steps, duration: duration)
        case .longPress(let point, let duration): longPress(at: point, duration: duration)
        case .wheel(let point, let delta): scroll(at: point, by: delta)
        case .type(let point, let text):
            tap(at: point)
            type(text)
        case .typeBytes(let point, let bytes):
            tap(at: point)
            type(utf8: bytes)
        case .key(let key): press(key)
        case .advance(let seconds):
            if seconds == 0 {
                runFrame()
                settle()
            } else {
                advance(by: seconds)
            }
        case .resize(let size): resize(to: size)
        }
    }
}
