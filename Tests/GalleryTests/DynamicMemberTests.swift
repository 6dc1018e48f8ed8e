import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("dynamic-member") struct DynamicMemberTests {
    @Test func viewModelForwardsModelPropertiesAndFormats() {
        let vm = ChemicalElementViewModel(
            chemicalElement: ChemicalElement(name: "Carbon", symbol: "C", atomicNumber: 6, atomicWeight: 12.011))
        #expect(vm.name == "Carbon")
        #expect(vm.symbol == "C")
        #expect(vm.atomicNumber == 6)
        #expect(vm.numberDescription == "Number: 6")
        #expect(vm.weightDescription == "Weight: 12.011")
    }

    @Test func showsTheElementInOrder() throws {
        let host = try mount("dynamic-member")
        #expect(host.texts == ["H", "Hydrogen", "Number: 1", "Weight: 1.008"])
        let symbol = try #require(host.find(text: "H"))
        let number = try #require(host.find(text: "Number: 1"))
        #expect(symbol.frame.height > 45)  // 42-point bold symbol
        #expect(number.frame.height < 20)  // footnote
        #expect(host.dumpDisplayList().contains("\"Number: 1\" Inter 13"))
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("dynamic-member"))
        try host.assertSnapshot(named: "dynamic-member", in: snapshotDirectory)
    }
}
