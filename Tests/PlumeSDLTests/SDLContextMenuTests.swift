import CSDL2
import Foundation
import PlumeTesting
import PlumeUI
import Testing

@testable import PlumeSDL

private struct Card: View {
    @State private var copies = 0
    var body: some View {
        VStack {
            Text("copies \(copies)")
                .contextMenu { Button("Duplicate") { copies += 1 } }
            Spacer()
        }
        .padding(40)
    }
}

/// The window's right button opens context menus (fed SDL events as the window receives them).
@MainActor
@Suite struct SDLContextMenuTests {
    let host = ViewHost(Card(), size: CGSize(width: 300, height: 300))
    let window = SDLWindowHost()

    private func click(_ button: Int32, _ type: SDL_EventType, at point: CGPoint) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.x = Int32(point.x)
        event.button.y = Int32(point.y)
        host.withGraph { graph in
            window.attach(graph, extraScale: window.extraScale)
            window.handle(event)
        }
        host.runFrame()
    }

    @Test func theRightButtonOpensTheContextMenuAndTheLeftChoosesAnItem() throws {
        let card = try #require(host.find(text: "copies 0"))
        click(SDL_BUTTON_RIGHT, SDL_MOUSEBUTTONDOWN, at: CGPoint(x: card.frame.midX, y: card.frame.midY))
        click(SDL_BUTTON_RIGHT, SDL_MOUSEBUTTONUP, at: CGPoint(x: card.frame.midX, y: card.frame.midY))
        host.advance(by: 0.4)
        let item = try #require(host.find(text: "Duplicate"))
        #expect(item.frame.minY > card.frame.midY, "the menu opens at the pointer")
        let point = CGPoint(x: item.frame.midX, y: item.frame.midY)
        click(SDL_BUTTON_LEFT, SDL_MOUSEBUTTONDOWN, at: point)
        click(SDL_BUTTON_LEFT, SDL_MOUSEBUTTONUP, at: point)
        host.advance(by: 0.4)
        #expect(host.find(text: "copies 1") != nil)
        #expect(host.find(text: "Duplicate") == nil)
    }
}
