import CSDL2
import Foundation

/// A window without the window manager's decorations (`.windowStyle(.hiddenTitleBar)`): SDL's
/// borderless window, moved and resized through SDL's hit test instead of a title bar and frame.
///
/// `SDLWindow.init` calls `hideTitleBar(_:)` once, right after creating the window. SDL asks the
/// hit test (on the thread handling events, with the window's coordinates) whether a press starts
/// a move or a resize: the top `dragStrip` points move the window, the outer `resizeEdge` points
/// of its other sides and its corners resize it, everything else goes to the app as usual.
extension SDLWindow {
    /// The height of the strip at the top that moves the window, in window coordinates.
    static let dragStrip: Int32 = 8
    /// The width of the edges that resize the window, in window coordinates.
    static let resizeEdge: Int32 = 6

    /// Takes `window`'s decorations away and installs the move and resize areas.
    static func hideTitleBar(_ window: OpaquePointer) {
        SDL_SetWindowBordered(window, SDL_FALSE)
        if SDL_SetWindowHitTest(window, borderlessHitTest, nil) != 0 {
            FileHandle.standardError.write(
                Data(
                    "Plume: the borderless window cannot be moved or resized: \(String(cString: SDL_GetError()))\n".utf8
                ))
        }
    }

    /// Which area of a borderless window of `size` a press at `point` is in.
    static func hitArea(at point: (x: Int32, y: Int32), size: (width: Int32, height: Int32)) -> SDL_HitTestResult {
        let edge = resizeEdge
        let left = point.x < edge
        let right = point.x >= size.width - edge
        let top = point.y < edge
        let bottom = point.y >= size.height - edge
        switch (left, right, top, bottom) {
        case (true, _, true, _): return SDL_HITTEST_RESIZE_TOPLEFT
        case (_, true, true, _): return SDL_HITTEST_RESIZE_TOPRIGHT
        case (true, _, _, true): return SDL_HITTEST_RESIZE_BOTTOMLEFT
        case (_, true, _, true): return SDL_HITTEST_RESIZE_BOTTOMRIGHT
        case (true, _, _, _): return SDL_HITTEST_RESIZE_LEFT
        case (_, true, _, _): return SDL_HITTEST_RESIZE_RIGHT
        case (_, _, _, true): return SDL_HITTEST_RESIZE_BOTTOM
        default: return point.y < dragStrip ? SDL_HITTEST_DRAGGABLE : SDL_HITTEST_NORMAL
        }
    }
}

/// SDL's hit test for borderless windows (a C function: it captures nothing).
private func borderlessHitTest(
    _ window: OpaquePointer?, _ point: UnsafePointer<SDL_Point>?, _ data: UnsafeMutableRawPointer?
) -> SDL_HitTestResult {
    guard let window, let point else { return SDL_HITTEST_NORMAL }
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    return SDLWindow.hitArea(at: (point.pointee.x, point.pointee.y), size: (width, height))
}
