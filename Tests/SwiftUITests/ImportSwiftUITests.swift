// Code as it is written for Apple's platforms: `import SwiftUI`, `import Combine` and `import CoreData`,
// nothing Plume-specific but the test host. If Apple's module names or what they re-export drift from
// Apple's, these files stop compiling.
import Combine
import CoreData
import PlumeTesting
import SwiftUI
import Testing

/// A view model in the style of countless SwiftUI tutorials: `ObservableObject` and `@Published` come
/// with `import SwiftUI`, as on Apple's platforms (SwiftUI re-exports Combine there).
final class TodoStore: ObservableObject {
    @Published var items: [String] = []
    @Published var draft = ""
    var cancellables = Set<AnyCancellable>()

    func add() {
        guard !draft.isEmpty else { return }
        items.append(draft)
        draft = ""
    }
}

/// An `@Observable` model: Observation comes with `import SwiftUI` too.
@Observable final class Counter {
    var value = 0
}

struct TodoView: View {
    @StateObject private var store = TodoStore()
    @State private var counter = Counter()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("New item", text: $store.draft)
            Button("Add") { store.add() }
            Button("Count") { counter.value += 1 }
            Text("\(store.items.count) items, counted \(counter.value)")
            ForEach(store.items, id: \.self) { item in
                Text(item)
            }
        }
        .padding()
    }
}

@MainActor
@Suite struct ImportSwiftUITests {
    @Test func aViewWrittenForAppleRunsUnchanged() {
        let host = ViewHost(TodoView(), size: CGSize(width: 320, height: 400))
        #expect(host.find(text: "0 items, counted 0") != nil)
        #expect(host.tap("New item"))
        #expect(host.type("Milk"))
        #expect(host.tap("Add"))
        #expect(host.tap("Count"))
        #expect(host.find(text: "Milk") != nil)
        #expect(host.find(text: "1 items, counted 1") != nil)
    }

    @Test func combineFromImportCombineIsTheSameAsFromSwiftUI() {
        // `Just`, `sink` and `AnyCancellable` from `import Combine` meet `@Published` from SwiftUI.
        let store = TodoStore()
        var seen: [Int] = []
        store.$items.map(\.count).sink { seen.append($0) }.store(in: &store.cancellables)
        store.draft = "a"
        store.add()
        let just: Just<Int> = Just(3)
        just.sink { seen.append($0) }.store(in: &store.cancellables)
        #expect(seen == [0, 1, 3])
    }

    @Test func foundationNetworkingComesWithSwiftUI() {
        // Apple's Foundation has URLSession; on Linux it is FoundationNetworking, which SwiftUI
        // re-exports, so a SwiftUI file that makes a request compiles with its usual imports.
        let session: URLSession = .shared
        let request = URLRequest(url: URL(string: "http://127.0.0.1:9/")!)
        #expect(request.url?.host == "127.0.0.1")
        #expect(session.configuration.timeoutIntervalForRequest > 0)
    }

    @Test func appleOnlyFoundationAdditionsAreThere() {
        // What Linux's Foundation lacks and SwiftUI code uses: PlumeFoundation, through SwiftUI.
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        #expect(String(localized: "Hello, \("Ada")") == "Hello, Ada")
        #expect(ListFormatter.localizedString(byJoining: ["a", "b"]).contains("b"))
    }
}

/// Previews as Xcode's templates write them.
struct TodoView_Previews: PreviewProvider {
    static var previews: some View {
        TodoView()
        TodoView()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Compact")
    }
}

@Suite struct PreviewsFromSwiftUITests {
    @Test func previewProviderFromImportSwiftUIRenders() throws {
        let rendered = try PreviewRenderer.render(TodoView_Previews.self, colorSchemes: [.dark])
        #expect(rendered.map(\.name) == ["TodoView_Previews 1", "Compact"])
        #expect(rendered[0].size == CGSize(width: 390, height: 844))
        #expect(rendered[1].size.width < 390)
    }
}

// The modern spellings: `#Preview`, `@Previewable` and `@Entry` with only `import SwiftUI`.
extension EnvironmentValues {
    @Entry var todoTint: Color = .orange
}

#Preview("Todo list") {
    TodoView()
}

#Preview("Toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = true
    Toggle("Done", isOn: $isOn)
        .environment(\.todoTint, .green)
}

@Suite struct MacrosFromSwiftUITests {
    @Test func previewMacroFromImportSwiftUI() throws {
        let names = Preview.all.map(\.displayName)
        #expect(names.contains("Todo list"))
        let toggle = try #require(Preview.named("Toggle"))
        let rendered = try PreviewRenderer.render(toggle, colorSchemes: [.light])
        #expect(rendered[0].size.width < 390)
    }

    @Test func previewsWriteAFolderWithAnIndex() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plume-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previews = Preview.all.filter { $0.fileID.hasSuffix("ImportSwiftUITests.swift") }
        let rendered = try PreviewRenderer.writeAll(previews, to: folder)
        #expect(rendered.count == 4)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            files == ["Todo-list-dark.png", "Todo-list-light.png", "Toggle-dark.png", "Toggle-light.png", "index.html"])
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("Todo list · dark · 390 × 844"))
    }

    @Test func entryMacroFromImportSwiftUI() {
        var environment = EnvironmentValues()
        #expect(environment.todoTint == .orange)
        environment.todoTint = .blue
        #expect(environment.todoTint == .blue)
    }
}
