import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// Buttons and toggles from the keyboard, primitive button styles, and disabled controls.
@Suite("Controls: keyboard, styles, disabled")
struct ControlKeyboardTests {
    @Test func keyboardShortcutsRunTheirButtonWhereverTheFocusIs() {
        struct Editor: View {
            let log: EventLog
            @State var text = ""
            var body: some View {
                VStack {
                    TextField("Title", text: $text)
                    Button("Save") { log.record("save") }.keyboardShortcut("s")
                    Button("Cancel", role: .cancel) { log.record("cancel") }.keyboardShortcut(.cancelAction)
                    Button("Delete") { log.record("delete") }.keyboardShortcut("d").disabled(true)
                }
            }
        }
        let log = EventLog()
        let host = makeHost(Editor(log: log))
        #expect(host.press("s", modifiers: .command))
        #expect(!host.press("s", modifiers: []))  // the shortcut needs its modifiers
        #expect(host.press(.tab))  // focus in the text field
        #expect(host.type("Draft"))
        #expect(host.press("S", modifiers: .command))  // letters match either case
        #expect(host.press(.escape))
        #expect(!host.press("d", modifiers: .command))  // disabled: nothing runs
        #expect(log.events == ["save", "save", "cancel"])
        #expect(host.dump().contains("\"Draft\" focused"))  // the focus stayed in the field
    }

    @Test func focusableControlsJoinTheTabOrderAndSpaceOrReturnActivates() {
        struct Form: View {
            let log: EventLog
            @State var name = ""
            @State var on = false
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    Button("Send") { log.record("send") }
                    Toggle("Notify", isOn: $on)
                    Text(on ? "notify on" : "notify off")
                }
                .focusable()
            }
        }
        let log = EventLog()
        let host = makeHost(Form(log: log))
        #expect(host.press(.tab))
        #expect(host.dump().contains("placeholder \"Name\""))
        #expect(host.press(.tab))
        let send = host.find(text: "Send")!.frame
        #expect(host.focusedFrame.map { $0.contains(CGPoint(x: send.midX, y: send.midY)) } == true)
        #expect(host.dumpDisplayList().contains("stroke #007AFF99 w 2"))  // the focus ring
        #expect(host.press(.space))
        #expect(log.events == ["send"])
        #expect(host.press(.tab))
        #expect(host.press(.enter))
        host.advance(by: 0.3)
        #expect(host.find(text: "notify on") != nil)
        #expect(!host.press(.left))  // other keys are not used
    }

    @Test func controlsAreNotInTheTabOrderByDefault() {
        let host = makeHost(
            VStack {
                Button("A") {}
                Toggle("B", isOn: .constant(false))
            })
        #expect(!host.press(.tab))
        #expect(host.focusedFrame == nil)
    }

    @Test func aPrimitiveStyleDecidesWhenTheButtonFires() {
        struct DoubleTapStyle: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding().onTapGesture(count: 2) { configuration.trigger() }
            }
        }
        let log = EventLog()
        let host = makeHost(
            VStack {
                Button("Twice") { log.record("twice") }
                Button("Off") { log.record("off") }.disabled(true)
                Button("Plain") { log.record("plain") }.buttonStyle(.plain)  // a ButtonStyle inside wins
            }
            .buttonStyle(DoubleTapStyle()))
        #expect(host.tap("Twice"))
        #expect(log.events.isEmpty)
        #expect(host.tap("Twice"))
        #expect(log.events == ["twice"])
        #expect(host.tap("Off"))
        #expect(host.tap("Off"))
        #expect(host.tap("Plain"))
        #expect(log.events == ["twice", "plain"])
    }

    @Test func borderedStylesFillWithTheRoleColor() {
        let host = makeHost(
            VStack {
                Button("Remove", role: .destructive) {}.buttonStyle(.borderedProminent)
                Button("Keep") {}.buttonStyle(.bordered)
            })
        let list = host.dumpDisplayList()
        let red = Color.red.resolve(in: .light)
        let hex = String(format: "#%02X%02X%02X", Int(red.red * 255), Int(red.green * 255), Int(red.blue * 255))
        #expect(list.contains("fill") && list.contains(hex))
    }

    @Test func disabledTogglesAndSlidersAreDimmedAndInert() {
        struct Panel: View {
            @State var on = false
            @State var volume = 0.2
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $on)
                    Slider(value: $volume).frame(width: 200)
                    Text("\(on ? "on" : "off") \(Int(volume * 100))")
                }
                .disabled(true)
            }
        }
        let host = makeHost(Panel())
        #expect(host.tap("Wi-Fi"))
        host.advance(by: 0.3)
        let slider = host.find(label: "Slider")!.frame
        host.drag(from: CGPoint(x: slider.minX + 20, y: slider.midY), to: CGPoint(x: slider.maxX - 5, y: slider.midY))
        #expect(host.find(text: "off 20") != nil)
        #expect(host.dumpDisplayList().contains("opacity 0.5"))
    }

    @Test func indeterminateProgressMovesOnTheClock() {
        let host = makeHost(
            VStack {
                ProgressView().progressViewStyle(.linear).frame(width: 300)
                ProgressView("Loading")
                ProgressView(value: 0.25).progressViewStyle(.circular)
            })
        host.advance(by: 0.25)
        let early = host.dumpDisplayList()
        host.advance(by: 0.25)
        let later = host.dumpDisplayList()
        #expect(early != later)
        #expect(host.find(text: "Loading") != nil)
        #expect(later.contains("trim") || later.contains("stroke"))
    }

    @Test func labelStylesChooseTitleOrIcon() {
        let host = makeHost(
            VStack {
                Label("Both", systemImage: "heart")
                Label("Title only", systemImage: "heart").labelStyle(.titleOnly)
                Label("Icon only", systemImage: "heart").labelStyle(.iconOnly)
            })
        #expect(host.find(text: "Both") != nil)
        #expect(host.find(text: "Title only") != nil)
        #expect(host.find(text: "Icon only") == nil)
        #expect(lines(of: host.dump(), containing: "Image").count == 2)
    }

    @Test func togglesBoundToArrayElementsAreSkippedWhenOtherStateChanges() {
        struct Screen: View {
            @State var count = 0
            @State var flags = Array(repeating: false, count: 20)
            var body: some View {
                VStack {
                    ForEach(0..<20) { i in Toggle("Option \(i)", isOn: $flags[i]) }
                    Button("Tapped \(count)") { count += 1 }
                }
            }
        }
        let host = makeHost(Screen(), width: 400, height: 900)
        let before = host.bodyEvaluations
        #expect(host.tap("Tapped 0"))
        #expect(host.find(text: "Tapped 1") != nil)
        #expect(host.bodyEvaluations - before < 10)  // the screen and the button, not 20 toggles
        #expect(host.find(label: "On") == nil)
        #expect(host.tap("Option 3"))
        host.advance(by: 0.3)
        #expect(host.find(label: "On") != nil)
        #expect(host.findAll(text: "Option 3").count == 1)
    }
}
