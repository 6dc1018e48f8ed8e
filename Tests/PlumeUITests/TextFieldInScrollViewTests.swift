import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// A text field among rows of a scroll view taller than the window.
private struct ScrollingForm: View {
    @State var name = "hello world"
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                ForEach(0..<5) { Text("Row \($0)").frame(height: 30) }
                TextField("Name", text: $name).frame(width: 200)
                ForEach(5..<40) { Text("Row \($0)").frame(height: 30) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

@Suite("Text field in a scroll view") struct TextFieldInScrollViewTests {
    private func isFocused(_ host: ViewHost) -> Bool {
        host.dump().split(separator: "\n").contains { $0.contains("TextField") && $0.hasSuffix(" focused") }
    }

    @Test func aDragStartingOnAnUnfocusedFieldScrolls() throws {
        let host = ViewHost(ScrollingForm(), size: CGSize(width: 300, height: 400))
        let start = try #require(host.find(label: "Name")?.frame)
        host.drag(from: CGPoint(x: start.midX, y: start.midY), to: CGPoint(x: start.midX, y: start.midY - 150))
        host.advance(by: 1)
        let after = try #require(host.find(label: "Name")?.frame)
        #expect(after.minY < start.minY - 100, "the content scrolled: \(start) → \(after)")
        #expect(!isFocused(host), "a scroll does not focus the field")
    }

    @Test func aTapFocusesTheFieldAndPlacesTheCaret() throws {
        let host = ViewHost(ScrollingForm(), size: CGSize(width: 300, height: 400))
        let frame = try #require(host.find(label: "Name")?.frame)
        host.tap(at: CGPoint(x: frame.minX + 1, y: frame.midY))
        #expect(isFocused(host))
        #expect(host.type("X"))
        #expect(host.focusedText == "Xhello world")
        #expect(host.find(label: "Name")?.frame == frame, "a tap does not scroll")
    }

    @Test func aDragInTheFocusedFieldSelectsInsteadOfScrolling() throws {
        let host = ViewHost(ScrollingForm(), size: CGSize(width: 300, height: 400))
        let frame = try #require(host.find(label: "Name")?.frame)
        host.tap(at: CGPoint(x: frame.minX + 1, y: frame.midY))
        #expect(isFocused(host))
        host.advance(by: 1)
        host.drag(from: CGPoint(x: frame.minX + 1, y: frame.midY), to: CGPoint(x: frame.maxX - 1, y: frame.midY - 60))
        host.advance(by: 1)
        #expect(host.selectedText?.hasPrefix("hello") == true, "selected: \(host.selectedText ?? "nil")")
        #expect(host.find(label: "Name")?.frame == frame, "the scroll view did not move")
    }
}
