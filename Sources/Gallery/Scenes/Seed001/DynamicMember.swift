import Foundation
import Plume

/// A chemical element, the model of the `dynamic-member` tutorial.
struct ChemicalElement {
    let name: String
    let symbol: String
    let atomicNumber: Int
    let atomicWeight: Double
}

/// Exposes every property of the element by key path and adds formatted descriptions.
@dynamicMemberLookup
struct ChemicalElementViewModel {
    private let chemicalElement: ChemicalElement

    init(chemicalElement: ChemicalElement) {
        self.chemicalElement = chemicalElement
    }

    subscript<T>(dynamicMember keyPath: KeyPath<ChemicalElement, T>) -> T {
        chemicalElement[keyPath: keyPath]
    }

    var numberDescription: String { "Number: \(chemicalElement.atomicNumber)" }

    var weightDescription: String {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 3
        formatter.maximumFractionDigits = 3
        formatter.decimalSeparator = "."
        let weight =
            formatter.string(from: NSNumber(value: chemicalElement.atomicWeight)) ?? "\(chemicalElement.atomicWeight)"
        return "Weight: \(weight)"
    }
}

/// The `dynamic-member` scene: an element's symbol, name, number and weight through the view model.
struct ChemicalElementView: View {
    let viewModel: ChemicalElementViewModel

    var body: some View {
        VStack(spacing: 4) {
            Text(viewModel.symbol).font(.system(size: 42)).fontWeight(.bold)
            VStack(spacing: 4) {
                Text(viewModel.name)
                Group {
                    Text(viewModel.numberDescription)
                    Text(viewModel.weightDescription)
                }
                .font(.footnote)
            }
        }
    }
}

enum DynamicMemberScene {
    static let hydrogen = ChemicalElement(name: "Hydrogen", symbol: "H", atomicNumber: 1, atomicWeight: 1.008)
    static let scene = GalleryScene(id: "dynamic-member", title: "MVVM with @dynamicMemberLookup", seed: "001") {
        ChemicalElementView(viewModel: ChemicalElementViewModel(chemicalElement: hydrogen))
    }
}
