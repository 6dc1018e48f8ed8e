import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A chat: a field over a scrolling list of messages, as apps write it.
private struct Chat: View {
    let mode: ScrollDismissesKeyboardMode
    @State private var draft = ""

    var body: some View {
        VStack(spacing: 0) {
            TextField("Message", text: $draft)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40) { Text("Message \($0)").frame(maxWidth: .infinity, minHeight: 40) }
                }
            }
            .scrollDismissesKeyboard(mode)
        }
    }
}

private let window = CGSize(width: 390, height: 640)

@Suite("Scroll dismisses keyboard") struct ScrollDismissesKeyboardTests {
    private func isEditing(_ host: ViewHost) -> Bool {
        host.withGraph { $0.focusedNode?.behavior.textField != nil }
    }

    /// A chat in touch mode with the message field focused and the on-screen keyboard fully up.
    private func editingChat(_ mode: ScrollDismissesKeyboardMode) -> ViewHost {
        let host = ViewHost(Chat(mode: mode), size: window)
        host.usesSoftwareKeyboard = true
        #expect(host.tap("Message"))
        host.advance(by: 0.3)
        return host
    }

    @Test func immediatelyTakesTheFocusWhenADragStartsScrolling() throws {
        try ViewHost.withExclusiveKeyboard {
            let host = editingChat(.immediately)
            #expect(isEditing(host))
            #expect(host.softwareKeyboardFrame != nil)
            host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 100), steps: 4, duration: 0.1)
            #expect(!isEditing(host))
            host.advance(by: 0.3)
            #expect(host.softwareKeyboardFrame == nil, "the keyboard slid away")
        }
    }

    @Test func theWheelDoesNotDismissAndNeitherDoesNever() throws {
        try ViewHost.withExclusiveKeyboard {
            let wheel = ViewHost(Chat(mode: .immediately), size: window)
            #expect(wheel.tap("Message"))
            #expect(wheel.scroll(at: CGPoint(x: 200, y: 200), by: CGSize(width: 0, height: 120)))
            #expect(isEditing(wheel))

            let never = editingChat(.never)
            never.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 100), steps: 4, duration: 0.1)
            #expect(isEditing(never))
        }
    }

    @Test func interactivelyDismissesWhenTheDragReachesTheKeyboard() throws {
        try ViewHost.withExclusiveKeyboard {
            let host = editingChat(.interactively)
            let keyboard = try #require(host.softwareKeyboardFrame)
            host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 160), steps: 4, duration: 0.1)
            #expect(isEditing(host), "a drag above the keyboard scrolls only")
            host.drag(
                from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: keyboard.minY + 20), steps: 6, duration: 0.2)
            #expect(!isEditing(host))
        }
    }
}
