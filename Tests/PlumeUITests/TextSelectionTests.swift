import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

/// PNG references of a selected order number, light and dark (`PLUME_RECORD=1` records them).
private let snapshotDirectory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__")

/// An order's receipt whose lines a customer can copy, except the internal note.
private struct Receipt: View {
    @State private var note = ""
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Order 4711")
            Text("Tracking ZX-9041")
            Text("Internal note").textSelection(.disabled)
            TextField("Reply", text: $note)
        }
        .textSelection(.enabled)
        .padding()
    }
}

@MainActor
@Suite("Selectable text")
struct TextSelectionTests {
    /// A host over the receipt with fixed-metric text (each character 8 points wide).
    private func receipt() -> ViewHost { makeHost(Receipt(), width: 320, height: 220) }

    /// The point at character `offset` of `text`'s line, halfway down it.
    private func point(_ host: ViewHost, _ text: String, _ offset: Int) throws -> CGPoint {
        let frame = try #require(host.frame(ofText: text))
        return CGPoint(x: frame.minX + CGFloat(offset) * 8 + 1, y: frame.midY)
    }

    /// The fills drawn now (the selection's highlight is one).
    private func fills(_ host: ViewHost) -> [String] { lines(of: host.dumpDisplayList(), containing: "fill") }

    @Test func draggingAcrossATextSelectsAndControlCCopies() throws {
        let host = receipt()
        let before = fills(host)
        host.drag(from: try point(host, "Tracking ZX-9041", 9), to: try point(host, "Tracking ZX-9041", 16))
        #expect(host.shortcut("c"))
        #expect(host.graph.clipboard.string == "ZX-9041")
        // The selection is drawn under the characters: one highlight, 7 characters (56 points) wide.
        let highlight = fills(host).filter { !before.contains($0) }
        #expect(highlight.count == 1)
        let line = try #require(host.frame(ofText: "Tracking ZX-9041"))
        #expect(highlight.first?.contains("\(Int(line.minX) + 72)") == true, "\(highlight)")
    }

    @Test func aDoubleClickSelectsAWordAndControlASelectsTheLine() throws {
        let host = receipt()
        host.doubleClick(at: try point(host, "Order 4711", 7))
        #expect(host.shortcut("c"))
        #expect(host.graph.clipboard.string == "4711")
        #expect(host.shortcut("a"))
        #expect(host.shortcut("c"))
        #expect(host.graph.clipboard.string == "Order 4711")
    }

    @Test func shiftArrowsExtendTheSelection() throws {
        let host = receipt()
        host.tap(at: try point(host, "Order 4711", 0))
        for _ in 0..<5 { #expect(host.press(.right, modifiers: .shift)) }
        #expect(host.shortcut("c"))
        #expect(host.graph.clipboard.string == "Order")
    }

    @Test func disabledSelectionInsideAnEnabledContainerSelectsNothing() throws {
        let host = receipt()
        host.graph.clipboard.string = "before"
        host.drag(from: try point(host, "Internal note", 0), to: try point(host, "Internal note", 8))
        _ = host.shortcut("c")
        #expect(host.graph.clipboard.string == "before")
    }

    @Test func anotherViewTakingTheFocusClearsTheSelectionAndTypingEditsNothing() throws {
        let host = receipt()
        let before = fills(host)
        host.drag(from: try point(host, "Order 4711", 0), to: try point(host, "Order 4711", 5))
        let highlight = try #require(fills(host).first { !before.contains($0) })
        #expect(host.type("x"))
        #expect(host.find(text: "Order 4711") != nil)
        #expect(fills(host).contains(highlight))
        #expect(host.tap("Reply"))
        #expect(host.type("Thanks"))
        #expect(!fills(host).contains(highlight), "the highlight went")
        // The field has the focus now: Control-C copies its (empty) selection, not the order.
        host.graph.clipboard.string = "kept"
        _ = host.shortcut("c")
        #expect(host.graph.clipboard.string == "kept")
    }

    @Test func aButtonsLabelStaysTheButtons() throws {
        let reorders = Recorder(0)
        let host = makeHost(
            VStack {
                Text("Order 4711")
                Button("Reorder") { reorders.record(reorders.value + 1) }
            }
            .textSelection(.enabled), width: 200, height: 120)
        let label = try #require(host.frame(ofText: "Reorder"))
        host.tap(at: CGPoint(x: label.minX + 2, y: label.midY))
        #expect(reorders.value == 1)
        host.graph.clipboard.string = "before"
        host.drag(from: CGPoint(x: label.minX + 1, y: label.midY), to: CGPoint(x: label.maxX - 1, y: label.midY))
        _ = host.shortcut("c")
        #expect(host.graph.clipboard.string == "before")
    }

    @Test func aTextOnAPushedPageSelectsWhereItStandsNow() throws {
        // The page slides in and its scroll view moves its content: the text's drawing is moved,
        // not drawn again, and presses must still find its characters.
        let host = makeHost(
            NavigationStack {
                List { NavigationLink("Open receipt", value: 4711) }
                    .navigationDestination(for: Int.self) { _ in ScrollView { Receipt() }.navigationTitle("Receipt") }
            }, width: 320, height: 400)
        #expect(host.tap("Open receipt"))
        host.advance(by: 0.6)
        host.drag(from: try point(host, "Order 4711", 6), to: try point(host, "Order 4711", 10))
        #expect(host.shortcut("c"))
        #expect(host.graph.clipboard.string == "4711")
    }

    @Test func textWithoutTheModifierIsNotSelectable() throws {
        let host = makeHost(VStack { Text("Plain label") }, width: 200, height: 80)
        host.graph.clipboard.string = "before"
        let frame = try #require(host.frame(ofText: "Plain label"))
        host.drag(from: CGPoint(x: frame.minX + 1, y: frame.midY), to: CGPoint(x: frame.maxX - 1, y: frame.midY))
        _ = host.shortcut("c")
        #expect(host.graph.clipboard.string == "before")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func snapshot(_ scheme: ColorScheme) throws {
        let host = ViewHost(Receipt(), size: CGSize(width: 300, height: 200), colorScheme: scheme, scale: 2)
        let frame = try #require(host.frame(ofText: "Tracking ZX-9041"))
        host.drag(
            from: CGPoint(x: frame.maxX - 1, y: frame.midY),
            to: CGPoint(x: frame.minX + frame.width * 0.55, y: frame.midY))
        try host.assertSnapshot(named: "text-selection-\(scheme == .dark ? "dark" : "light")", in: snapshotDirectory)
    }
}

/// The menu bar's Edit items acting on a selectable text, as a person uses them.
@MainActor
@Suite("Selectable text and the Edit menu")
struct TextSelectionEditMenuTests {
    private struct ReceiptApp: App {
        var body: some Scene {
            WindowGroup("Receipt") { Text("Order 4711").textSelection(.enabled).padding() }
                .commands { CommandMenu("Order") { Button("Reorder") {} } }
        }
    }

    @Test func selectAllAndCopyFromTheMenu() throws {
        let app = AppHost(ReceiptApp.self, size: CGSize(width: 480, height: 320))
        let window = try #require(app.window(titled: "Receipt"))
        let frame = try #require(window.find(text: "Order 4711")?.frame)
        window.tap(at: CGPoint(x: frame.minX + 2, y: frame.midY))
        #expect(window.choose("Select All", fromMenu: "Edit"))
        #expect(window.choose("Copy", fromMenu: "Edit"))
        #expect(window.graph.clipboard.string == "Order 4711")
    }
}
