import Foundation
import Plume

/// The `toggles` scene: toggles made from an array of models, each removable, their bindings made on
/// demand by id so that removing an item never leaves a binding pointing at the wrong index.
struct Toggles: View {
    struct Model: Identifiable {
        var id: String  // Also used as label
        var on = false
    }

    @State var items = [
        Model(id: "foo"),
        Model(id: "bar"),
        Model(id: "baz"),
    ]
    @State private var added = 0

    func makeBinding(_ item: Model) -> Binding<Bool> {
        .init(
            get: { self.items.first { $0.id == item.id }?.on ?? false },
            set: { value in
                if let i = self.items.firstIndex(where: { $0.id == item.id }) { self.items[i].on = value }
            }
        )
    }

    var body: some View {
        VStack(spacing: 12) {
            ForEach(items) { item in
                HStack {
                    Toggle(item.id, isOn: self.makeBinding(item))
                    Button("remove") {
                        self.items.removeAll { $0.id == item.id }
                    }
                    .accessibilityLabel("remove \(item.id)")
                }
            }
            Button("Add toggle") {
                added += 1
                items.append(Model(id: "new \(added)"))
            }
            .buttonStyle(.bordered)
            Text("On: \(items.filter(\.on).map(\.id).joined(separator: ", "))").font(.footnote)
        }
        .padding()
    }
}

enum TogglesScene {
    static let scene = GalleryScene(
        id: "toggles", title: "On-demand bindings", seed: "002",
        demo: { host in
            host.tap("bar")
            host.tap("remove foo")
        },
        make: { Toggles() })
}
