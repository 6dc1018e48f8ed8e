import Foundation
import PlumeTesting
import Testing

@testable import PlumeUI

private final class Counter {
    var composed = 0
    var cancelled = 0
    var saved = 0
}

private struct Inbox: View {
    let counter: Counter
    var body: some View {
        NavigationStack {
            VStack {
                Text("No messages")
                Spacer()
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Compose") { counter.composed += 1 } }
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { counter.cancelled += 1 } }
            }
        }
    }
}

private struct Editor: View {
    let counter: Counter
    @State private var text = ""
    @State private var editing = false
    var body: some View {
        NavigationStack {
            VStack {
                Button("Fill") { text = "Hello" }
                Button("Toggle editing") { editing.toggle() }
                Spacer()
            }
            .navigationTitle("Note")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { counter.saved += 1 }.disabled(text.isEmpty)
                }
                if editing {
                    ToolbarItem(placement: .navigation) { Button("Stop") { editing = false } }
                } else {
                    ToolbarItem(placement: .navigation) { Button("Edit") { editing = true } }
                }
            }
        }
    }
}

private struct EditorActions: ToolbarContent {
    let onShare: () -> Void
    var body: some ToolbarContent {
        ToolbarItem(id: "share", placement: .topBarTrailing) { Button("Share", action: onShare) }
    }
}

private struct Login: View {
    @State private var name = ""
    @FocusState private var focused: Bool
    var body: some View {
        NavigationStack {
            VStack {
                Spacer()
                TextField("Name", text: $name).focused($focused)
            }
            .toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Help") {} }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Close Keyboard") { focused = false }
                }
            }
        }
    }
}

@Suite("Toolbars") struct ToolbarTests {
    private let size = CGSize(width: 390, height: 600)

    @Test func itemsGoToTheEdgesOfTheNavigationBarAndTheirActionsRun() throws {
        let counter = Counter()
        let host = ViewHost(Inbox(counter: counter), size: size)
        let compose = try #require(host.find(text: "Compose"))
        let cancel = try #require(host.find(text: "Cancel"))
        #expect(compose.frame.maxY <= NavigationBarView.height, "in the bar: \(compose.frame)")
        #expect(compose.frame.maxX > size.width - 30, "trailing: \(compose.frame)")
        #expect(cancel.frame.minX < 30, "leading: \(cancel.frame)")
        let title = try #require(host.find(text: "Inbox"))
        #expect(title.frame.minY >= NavigationBarView.height, "the large title stays below the bar")
        #expect(host.tap("Compose"))
        #expect(host.tap("Compose"))
        #expect(host.tap("Cancel"))
        #expect(counter.composed == 2)
        #expect(counter.cancelled == 1)
    }

    @Test func itemsFollowThePageStateAndBuilderConditionals() throws {
        let counter = Counter()
        let host = ViewHost(Editor(counter: counter), size: size)
        #expect(host.tap("Done"))
        #expect(counter.saved == 0, "disabled while the text is empty")
        #expect(host.drawnColor(ofText: "Done") == Color.gray.resolve(in: .light))
        #expect(host.tap("Fill"))
        #expect(host.drawnColor(ofText: "Done") == Color.accentColor.resolve(in: .light))
        #expect(host.tap("Done"))
        #expect(counter.saved == 1)

        #expect(host.find(text: "Edit") != nil)
        #expect(host.find(text: "Stop") == nil)
        #expect(host.tap("Edit"))
        #expect(host.find(text: "Edit") == nil)
        let stop = try #require(host.find(text: "Stop"))
        #expect(stop.frame.minX < 30 && stop.frame.maxY <= NavigationBarView.height)
        #expect(host.tap("Stop"))
        #expect(host.find(text: "Edit") != nil)
    }

    @Test func aConfirmationItemIsBold() throws {
        let host = ViewHost(Editor(counter: Counter()), size: size)
        func weight(_ text: String) -> Font.Weight? {
            var found: Font.Weight?
            func walk(_ list: DisplayList) {
                for item in list.items {
                    switch item {
                    case .text(let request, _, _) where request.string == text: found = request.runs.first?.font.weight
                    case .effect(_, let inner): walk(inner)
                    default: break
                    }
                }
            }
            walk(host.displayList)
            return found
        }
        #expect(weight("Done") == .semibold)
        #expect(weight("Edit") != .semibold)
    }

    @Test func thePrincipalItemReplacesTheInlineTitle() throws {
        let view = NavigationStack {
            Text("Body")
                .navigationTitle("Hidden Title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Text("Centre") } }
        }
        let host = ViewHost(view, size: size)
        #expect(host.find(text: "Hidden Title") == nil)
        let centre = try #require(host.find(text: "Centre"))
        #expect(abs(centre.frame.midX - size.width / 2) < 1, "centred: \(centre.frame)")
        #expect(centre.frame.maxY <= NavigationBarView.height)
    }

    @Test func hidingTheNavigationBarRemovesTitleAndItems() throws {
        let view = NavigationStack {
            Text("Body")
                .frame(maxHeight: .infinity, alignment: .top)
                .navigationTitle("Inbox")
                .toolbar { Button("Compose") {} }
                .toolbar(.hidden, for: .navigationBar)
        }
        let host = ViewHost(view, size: size)
        #expect(host.find(text: "Inbox") == nil)
        #expect(host.find(text: "Compose") == nil)
        let body = try #require(host.find(text: "Body"))
        #expect(body.frame.minY < 1, "the content starts at the top: \(body.frame)")
    }

    @Test func bottomBarItemsSpreadAroundASpacer() throws {
        var archived = 0
        let view = NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Archive") { archived += 1 }
                        Spacer()
                        Button("Flag") {}
                    }
                }
        }
        let host = ViewHost(view, size: size)
        let archive = try #require(host.find(text: "Archive"))
        let flag = try #require(host.find(text: "Flag"))
        #expect(archive.frame.minY > size.height - NavigationBarView.height)
        #expect(archive.frame.minX < 40)
        #expect(flag.frame.maxX > size.width - 40)
        #expect(host.tap("Archive"))
        #expect(archived == 1)
    }

    @Test func hidingTheBottomBar() throws {
        let view = NavigationStack {
            Text("Body")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Archive") {} } }
                .toolbar(.hidden, for: .bottomBar)
        }
        #expect(ViewHost(view, size: size).find(text: "Archive") == nil)
    }

    @Test func plainViewsAndCustomContentArePlacedTrailing() throws {
        var shared = 0
        let view = NavigationStack {
            Text("Body")
                .toolbar { Button("Plain") {} }
                .toolbar { EditorActions { shared += 1 } }
        }
        let host = ViewHost(view, size: size)
        let plain = try #require(host.find(text: "Plain"))
        let share = try #require(host.find(text: "Share"))
        #expect(plain.frame.maxY <= NavigationBarView.height && share.frame.maxY <= NavigationBarView.height)
        #expect(plain.frame.minX > size.width / 2 && share.frame.minX > plain.frame.maxX, "declaration order")
        #expect(host.tap("Share"))
        #expect(shared == 1)
    }

    @Test func outsideANavigationStackTheToolbarHasABarOfItsOwn() throws {
        var saved = 0
        let view = Text("Body")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") { saved += 1 } } }
        let host = ViewHost(view, size: size)
        let save = try #require(host.find(text: "Save"))
        let body = try #require(host.find(text: "Body"))
        #expect(save.frame.maxY <= NavigationBarView.height && save.frame.maxX > size.width - 30)
        #expect(body.frame.minY >= NavigationBarView.height, "the view starts below the bar")
        #expect(host.tap("Save"))
        #expect(saved == 1)
        #expect(host.findAll(text: "Save").count == 1)
    }

    @Test func itemsKeepTheEnvironmentOfTheirDeclaringView() throws {
        let view = NavigationStack {
            Text("Body").toolbar { Button("Tinted") {} }.tint(.green)
        }
        let host = ViewHost(view, size: size)
        #expect(host.drawnColor(ofText: "Tinted") == Color.green.resolve(in: .light))
    }

    @Test func theEditorRoleDropsTheBackTitle() throws {
        let view = NavigationStack {
            NavigationLink("Open") { Text("Detail").toolbarRole(.editor) }
                .navigationTitle("Home")
        }
        let host = ViewHost(view, size: size)
        #expect(host.tap("Open"))
        host.advance(by: 0.5)
        #expect(host.find(text: "Detail") != nil)
        #expect(host.find(identifier: "navigation.back") != nil)
        #expect(!host.findAll(text: "Home").contains { $0.isButton }, "no title beside the chevron")
    }

    @Test func aHugeLabelIsClampedAndTheOtherItemsStay() throws {
        let long = String(repeating: "Very long label ", count: 40)
        let view = NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .primaryAction) { Button(long) {} }
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            }
        }
        let host = ViewHost(view, size: size)
        let item = try #require(host.views.last { $0.text?.hasPrefix("Very long") == true })
        #expect(item.frame.width <= ToolbarItemHost.maxWidth + 0.5, "\(item.frame)")
        let cancel = try #require(host.find(text: "Cancel"))
        #expect(cancel.frame.minX >= 0 && cancel.frame.maxX < item.frame.minX)
    }

    @Test func aBarBackgroundFillsTheBar() throws {
        func fills(_ host: ViewHost, _ color: Color) -> [CGRect] {
            let resolved = color.resolve(in: .light)
            var found: [CGRect] = []
            func walk(_ list: DisplayList) {
                for item in list.items {
                    switch item {
                    case .fill(let path, .color(let c), _) where c == resolved: found.append(path.boundingRect)
                    case .effect(_, let inner): walk(inner)
                    default: break
                    }
                }
            }
            walk(host.displayList)
            return found
        }
        let view = NavigationStack {
            Text("Body")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Archive") {} } }
                .toolbarBackground(Color.yellow, for: .navigationBar)
                .toolbarBackground(.visible, for: .bottomBar)
        }
        let host = ViewHost(view, size: size)
        let bar = try #require(fills(host, .yellow).first)
        #expect(bar.minY <= 0 && bar.height >= NavigationBarView.height && bar.width >= size.width, "\(bar)")
        let bottom = try #require(fills(host, Color.gray.opacity(0.12)).first)
        #expect(bottom.maxY >= size.height && bottom.minY >= size.height - NavigationBarView.height - 2)

        let hidden = ViewHost(
            NavigationStack {
                Text("Body").toolbarBackground(Color.yellow).toolbarBackground(.hidden, for: .navigationBar)
            }, size: size)
        #expect(fills(hidden, .yellow).isEmpty, "the outermost setting hides it")
    }

    @Test func keyboardItemsShowAboveTheSoftwareKeyboardWhileItIsUp() throws {
        // Other keyboard tests count the notifications every keyboard posts: not beside them.
        try ViewHost.withExclusiveKeyboard {
            let host = ViewHost(Login(), size: size)
            host.usesSoftwareKeyboard = true
            #expect(host.find(text: "Close Keyboard") == nil)
            #expect(host.find(text: "Help") != nil)
            let field = try #require(host.views.last { $0.typeName.hasPrefix("TextField") })
            host.tap(at: CGPoint(x: field.frame.midX, y: field.frame.midY))
            host.advance(by: 0.5)
            let keyboard = try #require(host.softwareKeyboardFrame)
            let close = try #require(host.find(text: "Close Keyboard"))
            #expect(close.frame.maxY <= keyboard.minY + 0.5, "above the keyboard: \(close.frame) \(keyboard)")
            #expect(close.frame.maxX > size.width - 40, "the Spacer pushes it trailing")
            #expect(host.find(text: "Help") == nil, "the keyboard's items replace the bottom bar's")
            #expect(host.tap("Close Keyboard"))
            host.advance(by: 0.5)
            #expect(host.softwareKeyboardFrame == nil)
            #expect(host.find(text: "Close Keyboard") == nil)
            #expect(host.find(text: "Help") != nil)
        }
    }

    @Test func placementsPlumeCannotDrawAreReported() throws {
        let view = NavigationStack {
            Text("Body")
                .toolbar { ToolbarItem(placement: .keyboard) { Button("Next") {} } }
                .toolbar(.hidden, for: .tabBar)
        }
        let host = ViewHost(view, size: size)
        #expect(host.find(text: "Next") == nil)
        let diagnostics = host.withGraph { $0.diagnostics }
        #expect(diagnostics.contains { $0.contains(".keyboard") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains(".tabBar") }, "\(diagnostics)")
    }
}
