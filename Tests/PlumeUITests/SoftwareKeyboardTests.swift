import Foundation
import PlumeStreams
import PlumeTesting
import Testing

@testable import PlumeUI

/// A form whose field sits at the bottom of the safe area, and a footer that ignores the keyboard.
private struct KeyboardForm: View {
    @State var text = ""
    @State var submitted = ""
    var body: some View {
        ZStack {
            VStack {
                Spacer()
                TextField("Name", text: $text).onSubmit { submitted = text }
                Text("Typed: \(text)")
                Text("Submitted: \(submitted)")
            }
            VStack {
                Spacer()
                Text("Footer")
            }
            .ignoresSafeArea(.keyboard)
        }
    }
}

private final class KeyboardEventRecorder {
    var events: [(String, CGRect?)] = []
    var cancellables: [AnyCancellable] = []
    init() {
        let names = [
            ("willShow", UIResponder.keyboardWillShowNotification),
            ("didShow", UIResponder.keyboardDidShowNotification),
            ("willHide", UIResponder.keyboardWillHideNotification),
            ("didHide", UIResponder.keyboardDidHideNotification),
        ]
        for (label, name) in names {
            NotificationCenter.default.publisher(for: name)
                .sink { [unowned self] in
                    events.append((label, $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect))
                }
                .store(in: &cancellables)
        }
    }
}

private let window = CGSize(width: 390, height: 640)

@Suite("Software keyboard")
struct SoftwareKeyboardTests {
    @Test func focusingAFieldSlidesTheKeyboardUpAndTheContentRises() throws {
        try ViewHost.withExclusiveKeyboard {
            let recorder = KeyboardEventRecorder()
            let host = ViewHost(KeyboardForm(), size: window)
            host.usesSoftwareKeyboard = true
            let fieldBefore = try #require(host.find(text: "Typed: ")).frame
            let footerBefore = try #require(host.find(text: "Footer")).frame
            #expect(host.softwareKeyboardFrame == nil)
            #expect(host.tap("Name"))
            #expect(recorder.events.map(\.0) == ["willShow"])
            let height = KeyboardLayout.height
            #expect(recorder.events.first?.1 == CGRect(x: 0, y: 640 - height, width: 390, height: height))
            host.advance(by: 0.1)
            let sliding = try #require(host.softwareKeyboardFrame)
            #expect(sliding.minY > 640 - height && sliding.minY < 640)
            #expect(host.withGraph { $0.hasPendingWork })
            host.advance(by: 0.2)
            #expect(host.softwareKeyboardFrame == CGRect(x: 0, y: 640 - height, width: 390, height: height))
            #expect(recorder.events.map(\.0) == ["willShow", "didShow"])
            let fieldAfter = try #require(host.find(text: "Typed: ")).frame
            #expect(abs((fieldBefore.minY - fieldAfter.minY) - height) < 0.5)
            #expect(host.find(text: "Footer")?.frame == footerBefore)  // ignores the keyboard
            #expect(host.withGraph { $0.safeAreaInsets.bottom } == height)

            // Typing on the keys goes to the field; return submits.
            #expect(host.typeOnKeyboard("Hi 42"))
            #expect(host.find(text: "Typed: Hi 42") != nil)
            #expect(host.tapKey("delete"))
            #expect(host.find(text: "Typed: Hi 4") != nil)
            #expect(host.tapKey("return"))
            #expect(host.find(text: "Submitted: Hi 4") != nil)

            // The hide key drops the focus; the keyboard slides away and the content comes back.
            #expect(host.tapKey("hide"))
            #expect(recorder.events.map(\.0) == ["willShow", "didShow", "willHide"])
            #expect(recorder.events.last?.1?.minY == 640)
            host.advance(by: 0.3)
            #expect(recorder.events.map(\.0) == ["willShow", "didShow", "willHide", "didHide"])
            #expect(host.softwareKeyboardFrame == nil)
            #expect(host.find(text: "Typed: Hi 4")?.frame.minY == fieldBefore.minY)
            #expect(host.withGraph { $0.safeAreaInsets.bottom } == 0)
            #expect(host.focusedFrame == nil)
        }
    }

    @Test func keysDoNotReachTheContentBehindAndTheKeyboardNeedsTouchMode() throws {
        try ViewHost.withExclusiveKeyboard {
            let host = ViewHost(KeyboardForm(), size: window)
            #expect(host.tap("Name"))
            host.advance(by: 0.5)
            #expect(host.softwareKeyboardFrame == nil)  // desktop: no software keyboard
            #expect(!host.tapKey("a"))
            host.usesSoftwareKeyboard = true  // turning touch mode on with a focused field shows it
            host.advance(by: 0.5)
            let keyboard = try #require(host.softwareKeyboardFrame)
            host.tap(at: CGPoint(x: keyboard.midX, y: keyboard.maxY - 2))  // on the keyboard's edge
            #expect(host.focusedFrame != nil)
            host.usesSoftwareKeyboard = false
            #expect(host.softwareKeyboardFrame == nil)
            #expect(host.withGraph { $0.safeAreaInsets.bottom } == 0)
        }
    }

    @Test func shiftTypesOneCapitalAndTheKeyboardIsDrawn() throws {
        try ViewHost.withExclusiveKeyboard {
            let host = ViewHost(KeyboardForm(), size: window)
            host.usesSoftwareKeyboard = true
            #expect(host.tap("Name"))
            host.advance(by: 0.5)
            #expect(host.tapKey("shift"))
            #expect(host.tapKey("a"))
            #expect(host.tapKey("b"))
            #expect(host.find(text: "Typed: Ab") != nil)
            // The key caps are drawn: one text item per key of the letters page.
            let caps = host.displayList.items.filter {
                if case .text(let request, let frame, _) = $0 {
                    return frame.minY > 640 - KeyboardLayout.height && request.runs.first?.text != "Footer"
                }
                return false
            }
            #expect(caps.count == KeyboardLayout.keys(width: 390, symbols: false).count)
        }
    }
}

@Suite("Software keyboard, field removed")
struct SoftwareKeyboardRemovalTests {
    private struct Toggled: View {
        @State var showsField = true
        @State var text = ""
        var body: some View {
            VStack {
                Button("Remove field") { showsField = false }
                if showsField { TextField("Field", text: $text) }
                Spacer()
            }
        }
    }

    @Test func removingTheFocusedFieldHidesTheKeyboard() throws {
        try ViewHost.withExclusiveKeyboard {
            let host = ViewHost(Toggled(), size: CGSize(width: 390, height: 640))
            host.usesSoftwareKeyboard = true
            #expect(host.tap("Field"))
            host.advance(by: 0.5)
            #expect(host.softwareKeyboardFrame != nil)
            #expect(host.tap("Remove field"))
            host.advance(by: 0.5)
            #expect(host.softwareKeyboardFrame == nil)
            #expect(host.withGraph { $0.safeAreaInsets.bottom } == 0)
        }
    }
}

@Suite("Software keyboard and scroll views")
struct SoftwareKeyboardScrollTests {
    private struct LongForm: View {
        @State var text = ""
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<12) { i in Text("Row \(i)").frame(width: 390, height: 40) }
                    TextField("Deep field", text: $text).frame(height: 30)
                    ForEach(12..<14) { i in Text("Row \(i)").frame(width: 390, height: 40) }
                }
            }
        }
    }

    @Test func theScrollViewBringsTheFocusedFieldAboveTheKeyboard() throws {
        try ViewHost.withExclusiveKeyboard {
            let host = ViewHost(LongForm(), size: CGSize(width: 390, height: 640))
            host.usesSoftwareKeyboard = true
            #expect(host.tap("Deep field"))
            host.advance(by: 0.3)
            let keyboard = try #require(host.softwareKeyboardFrame)
            let field = try #require(host.find(label: "Deep field")).frame
            #expect(field.maxY > keyboard.minY)  // covered when the keyboard arrives
            host.advance(by: 0.5)
            let shown = try #require(host.find(label: "Deep field")).frame
            #expect(shown.maxY <= keyboard.minY - 7.5 && shown.maxY >= keyboard.minY - 8.5)
        }
    }
}

@Suite("Software keyboard and other focusable views")
struct SoftwareKeyboardFocusTests {
    private struct Mixed: View {
        @State var text = ""
        var body: some View {
            VStack {
                Button("Go") {}.focusable()
                TextField("Field", text: $text)
                Spacer()
            }
        }
    }

    @Test func aFocusedButtonNeedsNoKeyboard() throws {
        try ViewHost.withExclusiveKeyboard {
            let host = ViewHost(Mixed(), size: CGSize(width: 390, height: 640))
            host.usesSoftwareKeyboard = true
            host.press(.tab)
            host.advance(by: 0.5)
            #expect(host.focusedFrame != nil)  // the button
            #expect(host.softwareKeyboardFrame == nil)
            host.press(.tab)
            host.advance(by: 0.5)
            #expect(host.softwareKeyboardFrame != nil)  // the field
            host.press(.tab, modifiers: .shift)
            host.advance(by: 0.5)
            #expect(host.softwareKeyboardFrame == nil)  // back on the button
        }
    }
}
