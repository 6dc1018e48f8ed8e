import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private struct Attachments: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Attachments")
            Button("Close attachments") { dismiss() }
        }
    }
}

private struct Composer: View {
    @State var attaching = false
    var body: some View {
        VStack {
            Text("Composer")
            Button("Attach") { attaching = true }
        }
        .sheet(isPresented: $attaching) { Attachments() }
    }
}

private struct Inbox: View {
    @State var composing = false
    var body: some View {
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing) { Composer() }
    }
}

private struct Note: Identifiable {
    let id: String
}

private struct NoteEditor: View {
    let note: Note
    @Binding var selected: Note?
    @State var edits = 0
    var body: some View {
        VStack {
            Text("Editing \(note.id), \(edits) edits")
            Button("Edit") { edits += 1 }
            Button("Next note") { selected = Note(id: "B") }
        }
    }
}

private struct Notes: View {
    @State var selected: Note?
    @State var closed = 0
    var body: some View {
        VStack {
            Button("Open A") { selected = Note(id: "A") }
            Text("Closed \(closed)")
        }
        .sheet(item: $selected, onDismiss: noteClosed) { note in
            NoteEditor(note: note, selected: $selected)
        }
    }
    func noteClosed() { closed += 1 }
}

private struct FocusedForm: View {
    @State var name = "Bob"
    @State var shown = false
    @State var sheetText = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Options") { shown = true }.keyboardShortcut("o")
        }
        .sheet(isPresented: $shown) {
            VStack {
                Text("Options sheet")
                TextField("Sheet field", text: $sheetText)
            }
        }
    }
}

@MainActor
@Suite("Presentation stack") struct PresentationStackTests {
    @Test func aSheetFromASheetStacksAndEscapeClosesTheTopOne() throws {
        let host = ViewHost(Inbox(), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Compose"))
        host.advance(by: 0.5)
        #expect(host.tap("Attach"))
        host.advance(by: 0.5)
        #expect(host.presentedLines("Sheet").count == 2)
        #expect(host.presentedLines("Dimming").count == 2, "each sheet dims what is below it")
        #expect(host.find(text: "Attachments") != nil)
        #expect(host.withGraph { $0.presentations.inputRoot?.isInside($0.presentations.entries[1].card!) } == true)
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "Attachments") == nil)
        #expect(host.find(text: "Composer") != nil)
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "Composer") == nil)
        #expect(host.presentedLines("Sheet").isEmpty)
    }

    @Test func dismissingTheLowerSheetTakesTheUpperOneWithIt() throws {
        struct Outer: View {
            @State var composing = false
            var body: some View {
                Button("Compose") { composing = true }
                    .sheet(isPresented: $composing) {
                        Composer().overlay(alignment: .top) { Button("Close all") { composing = false } }
                    }
            }
        }
        let host = ViewHost(Outer(), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Compose"))
        host.advance(by: 0.5)
        #expect(host.tap("Attach"))
        host.advance(by: 0.5)
        #expect(host.withGraph { $0.presentations.entries.count } == 2)
        // Set the outer binding from outside the sheets' input (as a timer or a model would).
        #expect(host.withGraph { $0.activateButton(labelled: "Close all") })
        host.advance(by: 0.5)
        #expect(host.presentedLines("Sheet").isEmpty)
        #expect(host.withGraph { $0.presentations.entries.isEmpty })
    }

    @Test func switchingTheItemGivesTheSheetFreshState() throws {
        let host = ViewHost(Notes(), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Open A"))
        host.advance(by: 0.5)
        #expect(host.tap("Edit"))
        #expect(host.tap("Edit"))
        #expect(host.find(text: "Editing A, 2 edits") != nil, "state inside the sheet lives while it is up")
        #expect(host.tap("Next note"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Editing B, 0 edits") != nil, "a new item is a new identity")
        #expect(host.find(text: "Editing A, 2 edits") == nil)
        #expect(host.find(text: "Closed 1") != nil, "the sheet for A was dismissed")
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "Closed 2") != nil)
        #expect(host.tap("Open A"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Editing A, 0 edits") != nil, "presenting again starts fresh")
    }

    @Test func focusIsTrappedInTheSheetAndRestoredAfterwards() throws {
        let host = ViewHost(FocusedForm(), size: CGSize(width: 800, height: 600))
        #expect(host.tap("Name"))
        #expect(host.type("!"))
        #expect(host.focusedText == "Bob!")
        #expect(host.press("o"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Options sheet") != nil)
        #expect(!host.type("x"), "the field behind lost the focus")
        #expect(host.press(.tab))
        #expect(host.type("in sheet"))
        #expect(host.focusedText == "in sheet", "Tab reaches only the sheet's field")
        #expect(host.press(.tab))
        #expect(host.focusedText == "in sheet", "and stays in the sheet")
        #expect(!host.press("o"), "shortcuts behind the sheet do not run")
        #expect(host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "Options sheet") == nil)
        #expect(host.type("?"))
        #expect(host.focusedText == "Bob!?", "the focus went back to the field")
    }

    @Test func presentationModeDismissesAsTheOldAPIDid() throws {
        struct Old: View {
            @Environment(\.presentationMode) var presentationMode
            var body: some View {
                VStack {
                    Text(presentationMode.wrappedValue.isPresented ? "Old presented" : "Old not presented")
                    Button("Close") { presentationMode.wrappedValue.dismiss() }
                }
            }
        }
        struct Host: View {
            @State var shown = false
            var body: some View {
                VStack {
                    Button("Show") { shown = true }
                    Old()
                }
                .sheet(isPresented: $shown) { Old() }
            }
        }
        let host = ViewHost(Host(), size: CGSize(width: 800, height: 600))
        #expect(host.find(text: "Old not presented") != nil)
        #expect(host.tap("Show"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Old presented") != nil)
        #expect(host.tap("Close"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Old presented") == nil)
    }

    @Test func interactiveDismissDisabledKeepsEscapeFromClosing() throws {
        struct Locked: View {
            @State var shown = true
            var body: some View {
                Text("Behind")
                    .sheet(isPresented: $shown) {
                        VStack {
                            Text("Must finish")
                            Button("Finish") { shown = false }
                        }
                        .interactiveDismissDisabled()
                    }
            }
        }
        let host = ViewHost(Locked(), size: CGSize(width: 800, height: 600))
        host.advance(by: 0.5)
        #expect(host.find(text: "Must finish") != nil, "presented from the first frame")
        #expect(!host.press(.escape))
        host.advance(by: 0.5)
        #expect(host.find(text: "Must finish") != nil)
        #expect(host.tap("Finish"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Must finish") == nil)
    }

    @Test func droppingTheHostWithSheetsUpFreesTheGraphAndItsNodes() throws {
        weak var graph: ViewGraph?
        let nodes: _ViewNodeCount
        do {
            let host = ViewHost(Inbox(), size: CGSize(width: 800, height: 600))
            #expect(host.tap("Compose"))
            host.advance(by: 0.5)
            #expect(host.tap("Attach"))
            host.advance(by: 0.1)
            graph = host.graph
            nodes = host.graph._liveNodes
        }
        // The suite runs on the main actor, so the graph's isolated deinit ran as the host went.
        #expect(graph == nil)
        #expect(nodes.value == 0)
    }
}
