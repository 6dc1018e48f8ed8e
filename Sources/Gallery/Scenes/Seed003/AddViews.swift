import Foundation
import Plume
import PlumeTesting

/// One added item: a picture and the text typed into its field.
final class AddViewsItem: ObservableObject, Identifiable {
    let id: Int
    @Published var text = ""
    init(id: Int) { self.id = id }

    /// The item's picture: a few symbols in turn, each in its own tint.
    var symbol: String { ["photo", "star.fill", "heart.fill", "camera.fill"][id % 4] }
    var tint: Color { [Color.blue, .orange, .pink, .green][id % 4] }
}

/// The items the "Add" button appends to, as the tutorial's `@State var images` array.
final class AddViewsModel: ObservableObject {
    @Published private(set) var items: [AddViewsItem] = []

    /// Appends one item.
    func add() { items.append(AddViewsItem(id: items.count)) }

    /// Appends items until there are `count`.
    func fill(to count: Int) {
        guard count > items.count else { return }
        items += (items.count..<count).map { AddViewsItem(id: $0) }
    }
}

/// The `add-views` scene: a button adds an image and a text field to a list at run time; another
/// fills the list to 50,000 rows, which scroll smoothly because the list is a `LazyVStack` (only
/// the rows in view exist as views).
struct AddViewsView: View {
    @StateObject private var model = AddViewsModel()

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 12) {
                Button("Add") { model.add() }
                    .buttonStyle(.borderedProminent)
                Button("Fill 50,000") { model.fill(to: 50_000) }
                    .buttonStyle(.bordered)
                    .fixedSize()
                Spacer()
                Text("\(model.items.count) items")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .fixedSize()
            }
            .padding()
            Divider()
            if model.items.isEmpty {
                Spacer()
                Text("Tap Add to add a view")
                    .foregroundColor(.secondary)
                Spacer()
            } else {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 10) {
                        ForEach(model.items) { item in AddViewsRow(item: item) }
                    }
                    .padding()
                }
            }
        }
    }
}

/// One added row: the item's picture and a text field bound to its text.
struct AddViewsRow: View {
    @ObservedObject var item: AddViewsItem

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: item.symbol)
                .resizable()
                .scaledToFit()
                .foregroundColor(.white)
                .padding(8)
                .frame(width: 40, height: 40)
                .background(RoundedRectangle(cornerRadius: 8).fill(item.tint))
            TextField("Item \(item.id + 1)", text: $item.text)
                .textFieldStyle(.roundedBorder)
        }
    }
}

enum AddViewsScene {
    static let scene = GalleryScene(
        id: "add-views", title: "Adding views at run time", seed: "003", demo: demo
    ) {
        AddViewsView()
    }

    /// Adds three rows and types into the second.
    static func demo(_ host: ViewHost) {
        for _ in 0..<3 { host.tap("Add") }
        if host.tap("Item 2") { host.type("A view added at run time") }
    }
}
