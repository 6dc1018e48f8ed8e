import Foundation
import Plume

/// The `pickers` scene: a form in a navigation view titled "Pickers" with a segmented fruit picker
/// (a `CaseIterable` enum, options tagged with their case) and a planet picker in the default
/// navigation-link style, which pushes the list of planets (options tagged by their `ForEach` id).
struct PickersView: View {
    enum Fruit: String, CaseIterable {
        case apple, banana, orange, pear
    }

    @State private var selectedFruit = Fruit.apple
    @State private var selectedPlanet = "Earth"
    let planets = ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Neptune", "Uranus"]

    var body: some View {
        NavigationView {
            Form {
                Section {
                    makeFruitPicker()
                    makePlanetPicker()
                } footer: {
                    Text("You picked \(selectedFruit.rawValue) and \(selectedPlanet).")
                }
                .navigationBarTitle("Pickers")
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }

    func makeFruitPicker() -> some View {
        Picker("Fruits", selection: $selectedFruit) {
            ForEach(Fruit.allCases, id: \.rawValue) { fruit in
                Text(fruit.rawValue.capitalized).tag(fruit)
            }
        }
        .pickerStyle(SegmentedPickerStyle())
    }

    func makePlanetPicker() -> some View {
        Picker("Planets", selection: $selectedPlanet) {
            ForEach(planets, id: \.self) { planet in
                Text(planet)
            }
            .navigationBarTitle("Planets")
        }
    }
}

enum PickersScene {
    static let scene = GalleryScene(id: "pickers", title: "Picker and segmented control", seed: "001") {
        PickersView()
    }
}
