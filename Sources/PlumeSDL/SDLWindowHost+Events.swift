import CSDL2
import Foundation
import PlumeGraphics
import PlumeUI

extension SDLWindowHost {
    /// Points one wheel notch scrolls.
    static let wheelStep: CGFloat = 40

    /// Feeds one SDL event to the graph (see the type's documentation for the mapping).
    func handle(_ event: SDL_Event) {
        guard let graph else { return }
        graph.time = clock.tick()
        switch event.type {
        case SDL_QUIT.rawValue:
            closeFromEvent()
        case SDL_WINDOWEVENT.rawValue:
            handleWindowEvent(event.window, graph: graph)
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_RIGHT):
            let point = point(x: event.button.x, y: event.button.y)
            pointer = point
            isPressed = false
            graph.secondaryClick(at: point)
            updateCursor(graph: graph)
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return }
            let point = point(x: event.button.x, y: event.button.y)
            pointer = point
            if isPressed { graph.pointerCancel() }
            isPressed = true
            graph.pointerDown(at: point)
        case SDL_MOUSEBUTTONUP.rawValue:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT), isPressed else { return }
            let point = point(x: event.button.x, y: event.button.y)
            pointer = point
            isPressed = false
            graph.pointerUp(at: point)
            graph.pointerHovered(at: point)
            updateCursor(graph: graph)
        case SDL_MOUSEMOTION.rawValue:
            let point = point(x: event.motion.x, y: event.motion.y)
            pointer = point
            if isPressed {
                graph.pointerMoved(to: point)
            } else {
                graph.pointerHovered(at: point)
                updateCursor(graph: graph)
            }
        case SDL_MOUSEWHEEL.rawValue:
            // The pointer position SDL reports with the wheel (2.26+), as the last motion may be stale.
            let at = point(x: event.wheel.mouseX, y: event.wheel.mouseY)
            let flip: CGFloat = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let dx = CGFloat(event.wheel.preciseX) * flip * Self.wheelStep
            let dy = -CGFloat(event.wheel.preciseY) * flip * Self.wheelStep
            // Control + wheel is pinch input (see `ViewGraph.scrollWheel(at:delta:modifiers:)`).
            let modifiers = SDLKeyMapping.modifiers(for: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
            graph.scrollWheel(at: at, delta: CGSize(width: dx, height: dy), modifiers: modifiers)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue:
            let finger = event.tfinger
            let at = CGPoint(x: CGFloat(finger.x), y: CGFloat(finger.y))
            guard let step = touchPinch.fingerMoved(id: finger.fingerId, to: at, windowSize: graph.size) else { return }
            // The second finger turns the first one's emulated press into a pinch.
            if isPressed {
                isPressed = false
                graph.pointerCancel()
            }
            graph.pinch(at: step.location, scaleBy: step.factor, rotateBy: .radians(step.radians))
        case SDL_FINGERUP.rawValue:
            let wasPinching = touchPinch.isPinching
            touchPinch.fingerLifted(id: event.tfinger.fingerId)
            if wasPinching && !touchPinch.isPinching { graph.endPinch() }
        case SDL_KEYDOWN.rawValue:
            let modifiers = SDLKeyMapping.modifiers(for: event.key.keysym.mod)
            if let key = SDLKeyMapping.key(for: event.key.keysym.sym, modifiers: modifiers) {
                graph.keyDown(key, modifiers: modifiers, isRepeat: event.key.repeat != 0)
            }
        case SDL_KEYUP.rawValue:
            let modifiers = SDLKeyMapping.modifiers(for: event.key.keysym.mod)
            if let key = SDLKeyMapping.releasedKey(for: event.key.keysym.sym, modifiers: modifiers) {
                graph.keyUp(key, modifiers: modifiers)
            }
        case SDL_DROPBEGIN.rawValue, SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue, SDL_DROPCOMPLETE.rawValue:
            handleDrop(event.drop, graph: graph)
        case SDL_TEXTINPUT.rawValue:
            let (text, dropped) = withUnsafeBytes(of: event.text.text) { UTF8Input.decode($0) }
            if dropped > 0 {
                FileHandle.standardError.write(
                    Data("plume: dropped \(dropped) bytes of invalid UTF-8 from typed text\n".utf8))
            }
            if !text.isEmpty { graph.insertText(text) }
        default:
            break
        }
    }

    /// A point in window coordinates (as SDL mouse events report them) in points.
    func point(x: Int32, y: Int32) -> CGPoint { CGPoint(x: CGFloat(x) / extraScale, y: CGFloat(y) / extraScale) }

    private func handleWindowEvent(_ event: SDL_WindowEvent, graph: ViewGraph) {
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            closeFromEvent()
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue:
            // data1 × data2 is the new size in window coordinates; it is kept within the limits.
            let size = CGSize(width: CGFloat(event.data1) / extraScale, height: CGFloat(event.data2) / extraScale)
            graph.resize(to: fitToLimits(size))
            needsRender = true
        case SDL_WINDOWEVENT_EXPOSED.rawValue:
            needsPresent = true
        case SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
            needsPresent = true
            if graph.scenePhase == .background { graph.scenePhase = .active }
        case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue:
            graph.scenePhase = .background
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
            graph.scenePhase = .active
        case SDL_WINDOWEVENT_LEAVE.rawValue:
            pointer = nil
            if !isPressed { graph.pointerHovered(at: nil) }
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            if graph.scenePhase == .active { graph.scenePhase = .inactive }
            if isPressed {
                isPressed = false
                graph.pointerCancel()
            }
        default:
            break
        }
    }
}
