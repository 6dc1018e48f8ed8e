import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("toggles") struct TogglesTests {
    @Test func removingAToggleKeepsTheOthersStateByID() throws {
        let host = try mount("toggles")
        #expect(host.tap("bar"))
        #expect(host.tap("baz"))
        #expect(host.find(text: "On: bar, baz") != nil)
        #expect(host.tap("remove bar"))
        // baz keeps its state although its index changed.
        #expect(host.find(text: "On: baz") != nil)
        #expect(host.find(text: "bar") == nil)
        #expect(host.tap("foo"))
        #expect(host.find(text: "On: foo, baz") != nil)
        #expect(host.tap("Add toggle"))
        #expect(host.tap("new 1"))
        #expect(host.find(text: "On: foo, baz, new 1") != nil)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("toggles"))
        try host.assertSnapshot(named: "toggles", in: snapshotDirectory)
    }
}

@Suite("fave-dishes") struct FaveDishesTests {
    private func order(_ host: ViewHost) -> [String] {
        host.texts.filter { ["Ramen", "Tacos", "Paella"].contains($0) }
    }

    @Test func pinningMovesADishToTheTopAndUnpinningBack() throws {
        let data = UserData()
        let host = ViewHost(FaveDishes(data: data), size: CGSize(width: 390, height: 640))
        #expect(order(host) == ["Ramen", "Tacos", "Paella"])
        #expect(host.find(text: "📌") == nil)
        #expect(host.tap("Pin Paella"))
        #expect(order(host) == ["Paella", "Ramen", "Tacos"])
        #expect(host.find(text: "📌") != nil)
        #expect(data.pinnedDish?.name == "Paella")
        #expect(host.tap("Unpin Paella"))  // the optional binding: no dish pinned
        #expect(order(host) == ["Ramen", "Tacos", "Paella"])
        #expect(data.pinnedId == nil)
    }

    @Test func heartsWriteThroughBindingsToComputedAndArrayElements() throws {
        let data = UserData()
        let host = ViewHost(FaveDishes(data: data), size: CGSize(width: 390, height: 640))
        #expect(host.tap("Favorite Ramen"))  // through $dishes[i]
        #expect(data.dishes[0].isFavorite)
        #expect(host.tap("Pin Tacos"))
        #expect(host.tap("Favorite Tacos"))  // through Binding<Dish>($data.pinnedDish)!
        #expect(data.dishes[1].isFavorite)
        #expect(host.texts.filter { $0 == "💗" }.count == 2)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("fave-dishes"))
        try host.assertSnapshot(named: "fave-dishes", in: snapshotDirectory)
    }
}
