import Foundation
import Plume

/// A dish on the menu.
struct Dish: Identifiable, Equatable {
    let id: UUID
    var name: String
    var isFavorite = false
}

/// The menu and the pinned dish (the `fave-dishes` tutorial's store).
final class UserData: ObservableObject {
    @Published var dishes: [Dish] = [
        Dish(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Ramen"),
        Dish(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "Tacos"),
        Dish(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, name: "Paella"),
    ]
    @Published var pinnedId: UUID?

    /// The pinned dish, as a computed property whose synthesized binding (`$data.pinnedDish`) the view
    /// uses; nil when none is pinned.
    var pinnedDish: Dish? {
        get { dishes.first { $0.id == pinnedId } }
        set {
            if let newValue, let i = dishes.firstIndex(where: { $0.id == pinnedId }) {
                dishes[i] = newValue
            }
        }
    }
}

/// A dish with its pin and favourite controls, editing the dish through a binding.
struct DishRow: View {
    @Binding var dish: Dish
    @Binding var pinnedId: UUID?

    var body: some View {
        HStack {
            pinIndicator
            Text(dish.name)
            Spacer()
            favoriteIndicator
        }
    }

    var pinIndicator: some View {
        Group {
            if dish.id == pinnedId {
                Button("📌") { pinnedId = nil }.accessibilityLabel("Unpin \(dish.name)")
            } else {
                Button("Pin") { pinnedId = dish.id }.accessibilityLabel("Pin \(dish.name)")
            }
        }
    }

    var favoriteIndicator: some View {
        Button("\(dish.isFavorite ? "💗" : "🤍")") {
            self.dish.isFavorite.toggle()
        }
        .accessibilityLabel("Favorite \(dish.name)")
    }
}

/// Every dish but the pinned one, each row bound to its element of the array.
struct DishList: View {
    @Binding var dishes: [Dish]
    @Binding var pinnedId: UUID?

    var body: some View {
        VStack {
            ForEach(dishes.indices, id: \.self) { i in
                if dishes[i].id != pinnedId {
                    DishRow(dish: $dishes[i], pinnedId: $pinnedId)
                }
            }
        }
    }
}

/// The `fave-dishes` scene: the pinned dish on top (if any), then the others.
struct FaveDishes: View {
    @ObservedObject var data: UserData

    var body: some View {
        VStack {
            if data.pinnedDish != nil {
                DishRow(dish: Binding<Dish>($data.pinnedDish)!, pinnedId: $data.pinnedId)
                Divider()
            }
            DishList(dishes: $data.dishes, pinnedId: $data.pinnedId)
            Spacer()
        }
        .padding()
    }
}

enum FaveDishesScene {
    static let scene = GalleryScene(
        id: "fave-dishes", title: "Computed properties as bindings", seed: "002",
        demo: { host in
            host.tap("Pin Tacos")
            host.tap("Favorite Tacos")
            host.tap("Favorite Paella")
        },
        make: { FaveDishes(data: UserData()) })
}
