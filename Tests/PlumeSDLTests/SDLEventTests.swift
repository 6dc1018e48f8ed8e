import CSDL2
import Foundation
import PlumeTesting
import PlumeUI
import Testing

@testable import PlumeSDL

/// Shows whether its button is held down.
private struct PressStateStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(configuration.isPressed ? "held" : "not held").padding(8)
    }
}

/// A view with one of everything the window's events reach.
private struct Probe: View {
    @State private var taps = 0
    @State private var hovering = false
    @State private var name = ""

    var body: some View {
        VStack(spacing: 8) {
            Text("taps \(taps)")
            Button("Tap me") { taps += 1 }
            Button("Hold") { taps += 100 }.buttonStyle(PressStateStyle())
            Color.blue.frame(width: 100, height: 40).onHover { hovering = $0 }
            Text(hovering ? "hovering" : "not hovering")
            TextField("Name", text: $name)
            Text("name: \(name)")
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Text("row \($0)").frame(height: 20) } }
            }
            .frame(height: 100)
        }
    }
}

/// Feeds SDL events, as the window would receive them, to a graph mounted in a test host.
@MainActor
@Suite struct SDLEventTests {
    let host = ViewHost(Probe(), size: CGSize(width: 300, height: 500))
    let window = SDLWindowHost()

    private func send(_ build: (inout SDL_Event) -> Void) {
        var event = SDL_Event()
        build(&event)
        host.withGraph { graph in
            window.attach(graph, extraScale: window.extraScale)
            window.handle(event)
        }
        host.runFrame()
    }

    private func mouse(_ type: SDL_EventType, at point: CGPoint, scale: CGFloat = 1) {
        send { event in
            event.type = type.rawValue
            if type == SDL_MOUSEMOTION {
                event.motion.x = Int32(point.x * scale)
                event.motion.y = Int32(point.y * scale)
            } else {
                event.button.button = UInt8(SDL_BUTTON_LEFT)
                event.button.x = Int32(point.x * scale)
                event.button.y = Int32(point.y * scale)
            }
        }
    }

    private func windowEvent(_ id: SDL_WindowEventID) {
        send { event in
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(id.rawValue)
        }
    }

    private func center(_ text: String) throws -> CGPoint {
        let view = try #require(host.find(text: text))
        return CGPoint(x: view.frame.midX, y: view.frame.midY)
    }

    @Test func aClickTapsTheButton() throws {
        let button = try center("Tap me")
        mouse(SDL_MOUSEBUTTONDOWN, at: button)
        mouse(SDL_MOUSEBUTTONUP, at: button)
        #expect(host.find(text: "taps 1") != nil)
    }

    @Test func clicksAreInPointsOnScaledWindows() throws {
        let button = try center("Tap me")
        host.withGraph { window.attach($0, extraScale: 2) }
        mouse(SDL_MOUSEBUTTONDOWN, at: button, scale: 2)
        mouse(SDL_MOUSEBUTTONUP, at: button, scale: 2)
        #expect(host.find(text: "taps 1") != nil)
    }

    @Test func losingFocusMidPressCancelsIt() throws {
        let button = try center("not held")
        mouse(SDL_MOUSEBUTTONDOWN, at: button)
        #expect(host.find(text: "held") != nil)
        windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)
        #expect(host.find(text: "not held") != nil)
        mouse(SDL_MOUSEBUTTONUP, at: button)
        #expect(host.find(text: "taps 0") != nil)
    }

    @Test func motionWithoutAButtonHoversAndLeavingEndsIt() throws {
        let area = try #require(host.views.first { $0.typeName == "Color" && $0.frame.height == 40 })
        mouse(SDL_MOUSEMOTION, at: CGPoint(x: area.frame.midX, y: area.frame.midY))
        #expect(host.find(text: "hovering") != nil)
        windowEvent(SDL_WINDOWEVENT_LEAVE)
        #expect(host.find(text: "not hovering") != nil)
    }

    @Test func typedTextGoesToTheFocusedFieldWithoutInvalidBytes() throws {
        let field = try #require(host.views.first { $0.typeName.hasPrefix("TextField") })
        let point = CGPoint(x: field.frame.midX, y: field.frame.midY)
        mouse(SDL_MOUSEBUTTONDOWN, at: point)
        mouse(SDL_MOUSEBUTTONUP, at: point)
        send { event in
            event.type = SDL_TEXTINPUT.rawValue
            withUnsafeMutableBytes(of: &event.text.text) { bytes in
                for (i, byte) in [0x68, 0xFF, 0x69, 0xC3, 0xA9].enumerated() { bytes[i] = UInt8(byte) }
            }
        }
        #expect(host.find(text: "name: hié") != nil)
        send { event in
            event.type = SDL_KEYDOWN.rawValue
            event.key.keysym.sym = SDL_Keycode(bitPattern: SDLK_BACKSPACE.rawValue)
        }
        #expect(host.find(text: "name: hi") != nil)
    }

    @Test func theWheelScrollsTheScrollViewUnderThePointer() throws {
        let before = try #require(host.find(text: "row 0")).frame.minY
        let row = try center("row 1")
        send { event in
            event.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.mouseX = Int32(row.x)
            event.wheel.mouseY = Int32(row.y)
            event.wheel.y = -1
            event.wheel.preciseY = -1
        }
        let after = try #require(host.find(text: "row 0")).frame.minY
        #expect(after == before - SDLWindowHost.wheelStep)
    }

    @Test func quitAndWindowCloseAskToClose() {
        #expect(!window.isCloseRequested)
        send { $0.type = SDL_QUIT.rawValue }
        #expect(window.isCloseRequested)
        let other = SDLWindowHost()
        host.withGraph { other.attach($0) }
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        host.withGraph { _ in other.handle(event) }
        #expect(other.isCloseRequested)
    }

    @Test func resizingLaysTheContentOutAgain() {
        send { event in
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            event.window.data1 = 640
            event.window.data2 = 480
        }
        #expect(host.size == CGSize(width: 640, height: 480))
    }
}
