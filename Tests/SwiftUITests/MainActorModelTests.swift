// Main-actor view models, as SwiftUI apps write them since Swift concurrency: `View`, `ViewModifier`,
// `ButtonStyle`, `App` and the other SwiftUI protocols are `@MainActor @preconcurrency`, so a body, a
// view's methods, a button's action and a property's default value may use `@MainActor` code. Without
// that isolation this file does not compile ("call to main actor-isolated instance method … in a
// synchronous nonisolated context").
import PlumeTesting
import SwiftUI
import Testing

/// A main-actor `ObservableObject`, the common shape of a view model.
@MainActor final class ReadingListModel: ObservableObject {
    @Published private(set) var titles: [String] = []

    func add(_ title: String) { titles.append(title) }

    var summary: String { titles.isEmpty ? "Nothing to read" : "\(titles.count) to read" }
}

/// A main-actor `@Observable` model.
@MainActor @Observable final class ShelfModel {
    var shelves = 1
    func addShelf() { shelves += 1 }
}

/// A modifier whose body reads a main-actor model.
struct FinishedBadge: ViewModifier {
    let model: ReadingListModel

    func body(content: Content) -> some View {
        content.overlay(alignment: .topTrailing) {
            if model.titles.count >= 2 { Text("Two or more") }
        }
    }
}

/// A button style whose body reads a main-actor model through the environment-free path: the
/// style is main-actor isolated like SwiftUI's.
struct ShelfButtonStyle: ButtonStyle {
    let shelf: ShelfModel

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(shelf.shelves > 1 ? 8 : 4)
    }
}

struct ReadingListView: View {
    // A main-actor initialiser as a property's default value.
    @StateObject private var model = ReadingListModel()
    @State private var shelf = ShelfModel()

    var body: some View {
        VStack(spacing: 8) {
            Text(model.summary)
            Text(shelfLine)
            Button("Add Dune") { model.add("Dune") }
            Button("Add Emma") { model.add("Emma") }
            // A main-actor method passed as the action.
            Button("Add shelf", action: shelf.addShelf)
                .buttonStyle(ShelfButtonStyle(shelf: shelf))
        }
        .modifier(FinishedBadge(model: model))
        .padding()
    }

    /// A view's own method calling main-actor code.
    private var shelfLine: String { shelf.shelves == 1 ? "1 shelf" : "\(shelf.shelves) shelves" }
}

/// An app whose state object is a main-actor model, as the Xcode template writes it.
struct ReadingListApp: App {
    @StateObject private var model = ReadingListModel()

    var body: some Scene {
        WindowGroup { ReadingListView() }
    }
}

@MainActor
@Suite struct MainActorModelTests {
    @Test func aViewUsingMainActorModelsRunsAsWritten() {
        let host = ViewHost(ReadingListView(), size: CGSize(width: 320, height: 300))
        #expect(host.find(text: "Nothing to read") != nil)
        #expect(host.tap("Add Dune"))
        #expect(host.find(text: "1 to read") != nil)
        #expect(host.find(text: "Two or more") == nil)
        #expect(host.tap("Add Emma"))
        #expect(host.find(text: "2 to read") != nil)
        #expect(host.find(text: "Two or more") != nil)
        #expect(host.tap("Add shelf"))
        #expect(host.find(text: "2 shelves") != nil)
    }

    @Test func anAppWithAMainActorStateObjectMakesItsWindow() {
        let app = AppHost(ReadingListApp.self, size: CGSize(width: 320, height: 300))
        let window = app.frontmost
        #expect(window?.find(text: "Nothing to read") != nil)
        #expect(window?.tap("Add Dune") == true)
        #expect(window?.find(text: "1 to read") != nil)
    }
}
