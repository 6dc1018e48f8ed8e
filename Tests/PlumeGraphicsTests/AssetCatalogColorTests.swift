import Foundation
import Testing

@testable import PlumeGraphics

/// `Color("Name", bundle:)` reading an asset catalogue's colour sets as Xcode writes them.
@Suite("Asset catalogue colours") struct AssetCatalogColorTests {
    /// A bundle folder holding `Assets.xcassets` with the given colour sets (name → Contents.json).
    private func bundle(_ sets: [String: String]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plume-assets-\(UUID())")
        for (name, json) in sets {
            let folder = root.appendingPathComponent("Assets.xcassets/\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        return try #require(Bundle(path: root.path))
    }

    private let brand = """
        {"colors":[
          {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x80","green":"0.250","blue":"255","alpha":"1.000"}}},
          {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"0.500"}}},
          {"idiom":"universal","appearances":[{"appearance":"contrast","value":"high"}],
           "color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0","alpha":"1"}}}
        ],"info":{"author":"xcode","version":1}}
        """

    @Test func lightAndDarkAsXcodeWritesThem() throws {
        let bundle = try bundle(["Brand": brand, "Group/Nested": brand])
        let color = Color("Brand", bundle: bundle)
        let light = color.resolve(in: .light)
        #expect(abs(light.red - 128.0 / 255) < 1e-6 && abs(light.green - 0.25) < 1e-6 && light.blue == 1)
        let dark = color.resolve(in: .dark)
        #expect(dark.red == 1 && dark.opacity == 0.5)
    }

    @Test func setsInGroupsAreFound() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plume-assets-\(UUID())")
        let folder = root.appendingPathComponent("Assets.xcassets/Palette/Sky.colorset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            #"{"colors":[{"idiom":"universal","color":{"color-space":"display-p3","components":{"red":"0","green":"0.5","blue":"1","alpha":"1"}}}]}"#
                .utf8
        ).write(to: folder.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: root.path))
        let sky = Color("Sky", bundle: bundle).resolve(in: .light)
        #expect(sky.opacity == 1 && sky.blue > 0.9, "a Display P3 colour converted to sRGB")
    }

    @Test func aMissingOrBrokenSetIsClear() throws {
        let bundle = try bundle(["Broken": #"{"colors":[{"color":{"components":{"red":"lots"}}}]}"#, "Empty": "{}"])
        for name in ["Nowhere", "Broken", "Empty"] {
            #expect(Color(name, bundle: bundle).resolve(in: .light).opacity == 0, "\(name)")
        }
    }

    @Test func componentsInEveryWriting() {
        #expect(AssetCatalogColor.component("0.5") == 0.5)
        #expect(AssetCatalogColor.component("0xFF") == 1)
        #expect(AssetCatalogColor.component("51") == 0.2)
        #expect(AssetCatalogColor.component("1") == 1)
        #expect(AssetCatalogColor.component(0.25) == 0.25)
        #expect(AssetCatalogColor.component("nan") == nil)
        #expect(AssetCatalogColor.component("1e300") == 1)
        #expect(AssetCatalogColor.component("-3.0") == 0)
    }
}
