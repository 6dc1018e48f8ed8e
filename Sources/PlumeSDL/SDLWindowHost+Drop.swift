import CSDL2
import Foundation
import PlumeUI

extension SDLWindowHost {
    /// Feeds a drop from another application to the graph. SDL reports a drop of files as
    /// `SDL_DROPBEGIN`, one `SDL_DROPFILE` per file (a path, which SDL allocated and we free) and
    /// `SDL_DROPCOMPLETE`; text comes as `SDL_DROPTEXT`. SDL 2 says nothing of where the drop
    /// happened, nor of the drag's movement before it, so the drop goes where the pointer is when
    /// it completes (`dropLocation()`), and destinations see no `isTargeted` for such drags. A file
    /// whose name is not valid UTF-8 is left out with a message (a URL cannot name it on Linux).
    func handleDrop(_ drop: SDL_DropEvent, graph: ViewGraph) {
        defer { if let file = drop.file { SDL_free(file) } }
        switch drop.type {
        case SDL_DROPBEGIN.rawValue:
            arrivingDrop = []
        case SDL_DROPFILE.rawValue:
            guard let file = drop.file, file.pointee != 0 else { return }
            let (path, dropped) = UTF8Input.decode(cString: file)
            guard dropped == 0 else {
                // Foundation's URLs hold UTF-8 paths only: a lossy one would name another file.
                FileHandle.standardError.write(
                    Data("plume: a dropped file is left out: its name is not valid UTF-8 (\(path))\n".utf8))
                return
            }
            arrivingDrop.append(URL(fileURLWithPath: path))
        case SDL_DROPTEXT.rawValue:
            guard let file = drop.file else { return }
            let (text, dropped) = UTF8Input.decode(cString: file)
            if dropped > 0 {
                FileHandle.standardError.write(
                    Data("plume: dropped \(dropped) bytes of invalid UTF-8 from dropped text\n".utf8))
            }
            if !text.isEmpty { graph.dropText(text, at: dropLocation()) }
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
