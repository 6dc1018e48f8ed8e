import CSDL2
import Foundation
import PlumeUI

extension SDLWindowHost {
    /// Feeds a drop from another application to the graph. SDL reports a drop of files as
    /// `SDL_DROPBEGIN`, one `SDL_DROPFILE` per file (a path, which SDL allocated and we free) and
    /// `SDL_DROPCOMPLETE`; text comes as `SDL_DROPTEXT`. SDL 2 says nothing of where the drop
    /// happened, nor of the drag's movement before it, so the drop goes where the pointer is when
    /// it completes (`dropLocation()`), and destinations see no `isTargeted` for such drags.
    func handleDrop(_ drop: SDL_DropEvent, graph: ViewGraph) {
        let data = drop.file.map { pointer -> String in
            defer { SDL_free(pointer) }
            let length = strlen(pointer)
            let bytes = pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
                Array(UnsafeBufferPointer(start: $0, count: length))
            }
            return UTF8Input.decode(bytes).text
        }
        switch drop.type {
        case SDL_DROPBEGIN.rawValue:
            arrivingDrop = []
        case SDL_DROPFILE.rawValue:
            if let data, !data.isEmpty { arrivingDrop.append(URL(fileURLWithPath: data)) }
        case SDL_DROPTEXT.rawValue:
            if let data, !data.isEmpty { graph.dropText(data, at: dropLocation()) }
        case SDL_DROPCOMPLETE.rawValue:
            let files = arrivingDrop
            arrivingDrop = []
            if !files.isEmpty, !graph.dropFiles(files, at: dropLocation()) {
                FileHandle.standardError.write(
                    Data("plume: no view here takes dropped files (\(files.map(\.lastPathComponent)))\n".utf8))
            }
        default:
            break
        }
    }

    /// Where the pointer is over the window, in points: from the desktop's pointer and the window's
    /// position (a drag from another application holds the pointer, so no motion reached us), or
    /// the last known pointer without a window.
    func dropLocation() -> CGPoint {
        guard let window else { return pointer ?? .zero }
        var (mouseX, mouseY, windowX, windowY): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        SDL_GetGlobalMouseState(&mouseX, &mouseY)
        SDL_GetWindowPosition(window.window, &windowX, &windowY)
        return point(x: mouseX - windowX, y: mouseY - windowY)
    }
}
