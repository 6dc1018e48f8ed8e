import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("plant-widget") struct PlantWidgetTests {
    @Test func everySaveRefreshesTheSharedFileWithTheThreePlantsDueFirst() throws {
        let setup = PlantWidgetSetup()
        let plants = WidgetPlant.load(from: setup.provider.sharedDataFileURL)
        #expect(plants.map(\.name) == ["Basil", "Fern", "Orchid"])
        #expect(plants[0].nextWateringDate.timeIntervalSince1970 == 1_795_000_000 + 86_400)
        #expect(setup.provider.fileWrites == 1)
        // The file holds plain property-list values: dates as seconds since 1970.
        let data = try Data(contentsOf: setup.provider.sharedDataFileURL)
        let raw = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]])
        #expect(raw[0]["nextWateringDate"] is Double)
    }

    /// Each run of the scene makes a folder for the shared file; it goes with the run, while a folder
    /// the caller names is left as it is.
    @Test func theFolderTheSetupMadeGoesWithIt() throws {
        var setup: PlantWidgetSetup? = PlantWidgetSetup()
        let made = try #require(setup?.provider.sharedDataFileURL.deletingLastPathComponent())
        #expect(FileManager.default.fileExists(atPath: made.path))
        setup = nil
        #expect(!FileManager.default.fileExists(atPath: made.path))

        let named = FileManager.default.temporaryDirectory.appendingPathComponent("plume-plant-widget-named-\(UUID())")
        defer { try? FileManager.default.removeItem(at: named) }
        setup = PlantWidgetSetup(directory: named)
        setup = nil
        #expect(FileManager.default.fileExists(atPath: named.appendingPathComponent("Plants.plist").path))
    }

    @Test func noRewriteWhenNothingTheWidgetShowsChanged() throws {
        let setup = PlantWidgetSetup()
        let context = setup.container.viewContext
        let cactus = try #require(try context.fetch(FetchRequest<Plant>()).first { $0.name == "Cactus" })
        cactus.lastWateringDate = cactus.lastWateringDate.addingTimeInterval(60)  // not in the top 3
        try context.save()
        setup.provider.waitUntilIdle()
        #expect(setup.provider.fileWrites == 1)
        let basil = try #require(try context.fetch(FetchRequest<Plant>()).first { $0.name == "Basil" })
        basil.nextWateringDate = basil.nextWateringDate.addingTimeInterval(30 * 86_400)
        try context.save()
        setup.provider.waitUntilIdle()
        #expect(setup.provider.fileWrites == 2)
        #expect(WidgetPlant.load(from: setup.provider.sharedDataFileURL).map(\.name) == ["Fern", "Orchid", "Cactus"])
    }

    @Test func wateringInTheAppUpdatesTheWidget() throws {
        let setup = PlantWidgetSetup()
        let host = ViewHost(PlantWidgetScene(setup: setup), size: CGSize(width: 390, height: 640))
        host.settle()
        #expect(host.find(text: "Reloads: 1") != nil)
        #expect(host.texts.contains("Basil"))
        #expect(host.tap("Water Basil"))
        setup.provider.waitUntilIdle()
        host.advance(by: 0.1)
        let widgetTexts = host.texts.drop { $0 != "Water next" }
        #expect(Array(widgetTexts.prefix(2)) == ["Water next", "Fern"])
        #expect(host.find(text: "Reloads: 2") != nil)
    }

    /// `gallery render plant-widget --tap "Water Basil"` waits for the background refresh the tap
    /// started: the picture shows the widget after it (never the stale one), however loaded the machine.
    @Test func aRenderAfterATapShowsTheRefreshedWidget() throws {
        for _ in 0..<5 {
            let host = try GalleryRenderer.host(
                for: try GalleryRenderer.scene("plant-widget"),
                options: RenderOptions(at: 0, steps: [.tap("Water Basil")]))
            let widgetTexts = host.texts.drop { $0 != "Water next" }
            #expect(Array(widgetTexts.prefix(2)) == ["Water next", "Fern"])
            #expect(host.find(text: "Reloads: 2") != nil)
        }
    }

    @Test func aMissingFileShowsNothingToWater() {
        let url = URL(fileURLWithPath: "/nonexistent/Plants.plist")
        #expect(WidgetPlant.load(from: url).isEmpty)
        let host = ViewHost(
            PlantWidgetView(widgetCenter: WidgetCenter(), fileURL: url), size: CGSize(width: 200, height: 160))
        #expect(host.find(text: "Nothing to water") != nil)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("plant-widget"))
        try host.assertSnapshot(named: "plant-widget", in: snapshotDirectory)
    }
}
