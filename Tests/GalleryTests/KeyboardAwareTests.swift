import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

/// Where the field is drawn now (its text's frame in the display list; mid-animation too).
private func drawnField(_ host: ViewHost, showing text: String) -> CGRect? {
    func search(_ list: DisplayList) -> CGRect? {
        for item in list.items {
            switch item {
            case .text(let request, let frame, _) where request.runs.first?.text == text: return frame
            case .effect(_, let inner): if let found = search(inner) { return found }
            default: continue
            }
        }
        return nil
    }
    return search(host.displayList)
}

@Suite("keyboard-aware") struct KeyboardAwareTests {
    @Test func theFieldRisesAboveTheKeyboardAndGoesBack() throws {
        try ViewHost.withExclusiveKeyboard {
            let host = try mount("keyboard-aware")
            host.usesSoftwareKeyboard = true
            let placeholder = "Enter some text"
            let resting = try #require(drawnField(host, showing: placeholder))
            #expect(resting.maxY > 600)  // at the bottom of the 640-point screen

            #expect(host.tap(placeholder))
            // The keyboard slides up (0.25 s); the tutorial's model hears "did show" at the end.
            host.advance(by: 0.25)
            let keyboard = try #require(host.softwareKeyboardFrame)
            #expect(keyboard.minY < resting.minY)  // the keyboard now covers where the field was
            #expect(drawnField(host, showing: placeholder) == resting)  // not moved yet
            host.advance(by: 0.1)
            let midway = try #require(drawnField(host, showing: placeholder))
            #expect(midway.minY < resting.minY - 10 && midway.minY > resting.minY - keyboard.height + 10)
            host.advance(by: 0.2)
            let risen = try #require(drawnField(host, showing: placeholder))
            #expect(abs(risen.minY - (resting.minY - keyboard.height)) < 0.5)
            #expect(risen.maxY < keyboard.minY)  // sits above the keyboard

            // Typing on the software keyboard fills the field.
            #expect(host.typeOnKeyboard("Hi"))
            #expect(drawnField(host, showing: "Hi") != nil)

            // Hiding the keyboard brings the field back down.
            #expect(host.tapKey("hide"))
            host.advance(by: 0.25)
            #expect(host.softwareKeyboardFrame == nil)
            host.advance(by: 0.3)
            let back = try #require(drawnField(host, showing: "Hi"))
            #expect(abs(back.minY - resting.minY) < 0.5)
        }
    }

    @Test func picture() throws {
        try ViewHost.withExclusiveKeyboard {
            let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("keyboard-aware"))
            let keyboard = try #require(host.softwareKeyboardFrame)
            let field = try #require(drawnField(host, showing: "Enter some text"))
            #expect(field.maxY < keyboard.minY)
            #expect(host.typeOnKeyboard("Hello"))
            try host.assertSnapshot(named: "keyboard-aware", in: snapshotDirectory)
        }
    }
}
