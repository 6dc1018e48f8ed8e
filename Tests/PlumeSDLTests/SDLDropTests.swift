import CSDL2
import Foundation
import PlumeTesting
import PlumeUI
import Testing

@testable import PlumeSDL

/// A file well and a text well, as an app writes them.
private struct Wells: View {
    @State private var files: [String] = []
    @State private var texts: [String] = []
    var body: some View {
        VStack(spacing: 0) {
            Text(files.isEmpty ? "no files" : files.joined(separator: ", "))
                .frame(width: 300, height: 100)
                .dropDestination(for: URL.self) { urls, _ in
                    files += urls.map(\.path)
                    return true
                }
            Text(texts.isEmpty ? "no text" : texts.joined(separator: ", "))
                .frame(width: 300, height: 100)
                .dropDestination(for: String.self) { strings, _ in
                    texts += strings
                    return true
                }
        }
    }
}

/// SDL's drop events, as the window receives them when files or text are dragged in from the
/// desktop, reach the drop destination under the pointer.
@MainActor
@Suite struct SDLDropTests {
    let host = ViewHost(Wells(), size: CGSize(width: 300, height: 200))
    let window = SDLWindowHost()

    private func send(_ type: SDL_EventType, data: String? = nil, pointer: CGPoint? = nil) {
        var event = SDL_Event()
        if let pointer {
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.x = Int32(pointer.x)
            event.motion.y = Int32(pointer.y)
        } else {
            event.type = type.rawValue
            event.drop.file = data.map { SDL_strdup($0) } ?? nil
        }
        host.withGraph { graph in
            window.attach(graph, extraScale: 1)
            window.handle(event)
        }
        host.runFrame()
    }

    @Test func droppedFilesGoToTheWellUnderThePointer() {
        send(SDL_MOUSEMOTION, pointer: CGPoint(x: 150, y: 40))
        send(SDL_DROPBEGIN)
        send(SDL_DROPFILE, data: "/home/me/Notes/a b.txt")
        send(SDL_DROPFILE, data: "/home/me/photo.png")
        #expect(host.find(text: "no files") != nil, "nothing until the drop completes")
        send(SDL_DROPCOMPLETE)
        #expect(host.find(text: "/home/me/Notes/a b.txt, /home/me/photo.png") != nil)
    }

    @Test func droppedTextGoesToTheTextWell() {
        send(SDL_MOUSEMOTION, pointer: CGPoint(x: 150, y: 150))
        send(SDL_DROPTEXT, data: "a quote")
        #expect(host.find(text: "a quote") != nil)
    }

    @Test func filesOverTheTextWellAreRefusedAndForgotten() {
        send(SDL_MOUSEMOTION, pointer: CGPoint(x: 150, y: 150))
        send(SDL_DROPBEGIN)
        send(SDL_DROPFILE, data: "/tmp/x.txt")
        send(SDL_DROPCOMPLETE)
        #expect(host.find(text: "no text") != nil)
        send(SDL_MOUSEMOTION, pointer: CGPoint(x: 150, y: 40))
        send(SDL_DROPBEGIN)
        send(SDL_DROPCOMPLETE)
        #expect(host.find(text: "no files") != nil, "the refused files do not come back with a later drop")
    }

    @Test func aFileNameThatIsNotUTF8IsLeftOutRatherThanNamingAnotherFile() {
        send(SDL_MOUSEMOTION, pointer: CGPoint(x: 150, y: 40))
        send(SDL_DROPBEGIN)
        // Latin-1 "é" (0xE9) where UTF-8 would have two bytes: decoding it lossily would give
        // "/tmp/caf.txt", another file.
        let raw: [UInt8] = Array("/tmp/caf".utf8) + [0xE9] + Array(".txt".utf8) + [0]
        var event = SDL_Event()
        event.type = SDL_DROPFILE.rawValue
        event.drop.file = raw.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: raw.count) { SDL_strdup($0) }
        }
        host.withGraph { graph in
            window.attach(graph, extraScale: 1)
            window.handle(event)
        }
        send(SDL_DROPFILE, data: "/tmp/plain.txt")
        send(SDL_DROPCOMPLETE)
        #expect(host.find(text: "/tmp/plain.txt") != nil, "only the file a URL can name")
    }
}
