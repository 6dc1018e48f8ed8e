#if os(Linux)
    import Foundation
    import Plume
    import PlumeTesting
    import SwiftData
    import Testing

    @testable import Gallery

    /// The SwiftData twin of `company-employees`, driven as a person would: the same screens over
    /// `@Model` classes, `@Query` and `\.modelContext`.
    @Suite("company-employees-swiftdata") struct SwiftDataEmployeesTests {
        static let known = [
            "Acme", "Blue Sun", "Cyberdyne", "Globex", "Initech", "Umbrella", "Hooli", "Stark Industries",
        ]
        static let people = ["Ada", "Coyote", "Margaret", "Road Runner", "Sarah", "Zed"]

        private func companyTitles(_ host: ViewHost) -> [String] { host.texts.filter { Self.known.contains($0) } }
        private func employeeNames(_ host: ViewHost) -> [String] { host.texts.filter { Self.people.contains($0) } }

        private func windowHost(_ url: URL) -> ViewHost {
            ViewHost(
                SwiftDataEmployees.CompanyListView().modelContainer(SwiftDataEmployees.Store.windowContainer(url: url)),
                size: CGSize(width: 390, height: 640))
        }

        @Test func isRegisteredAsAnAppStructureScene() throws {
            let scene = try #require(SceneRegistry.scene(id: "company-employees-swiftdata"))
            #expect(scene.seed == "app")
            #expect(scene.isBuilt)
        }

        @Test func sortOrderSearchAndAddingACompany() throws {
            let host = try mount("company-employees-swiftdata")
            #expect(companyTitles(host) == ["Acme", "Blue Sun", "Cyberdyne"])
            #expect(host.tap("Z–A"))
            #expect(companyTitles(host) == ["Cyberdyne", "Blue Sun", "Acme"])
            #expect(host.tap("Search “cy”"))
            #expect(companyTitles(host) == ["Cyberdyne"])
            #expect(host.tap("Show all"))
            #expect(host.tap("A–Z"))
            #expect(host.tap("Add company"))
            #expect(companyTitles(host) == ["Acme", "Blue Sun", "Cyberdyne", "Globex"])
            #expect(host.find(text: "Owner: Hank") != nil)
        }

        @Test func employeesAreSortedByNameAddedAndDeleted() throws {
            let host = try mount("company-employees-swiftdata")
            #expect(host.tap("Acme"))
            #expect(host.find(text: "Add employee") != nil)
            #expect(employeeNames(host) == ["Coyote", "Road Runner"])
            #expect(host.tap("New employee"))
            #expect(host.type("Margaret"))
            #expect(host.tap("Add employee"))
            #expect(host.type("Ada"))  // the field keeps the focus
            #expect(host.press(.enter))  // Return adds too
            #expect(host.type("   "))
            #expect(host.tap("Add employee"))  // a blank name adds nobody
            #expect(employeeNames(host) == ["Ada", "Coyote", "Margaret", "Road Runner"])
            #expect(host.tap("Delete Coyote"))
            #expect(employeeNames(host) == ["Ada", "Margaret", "Road Runner"])
            #expect(host.tap("‹ Companies"))
            #expect(host.find(text: "3") != nil)  // Acme's employee count, from the inverse relationship
            // Another company's list holds only its own people.
            #expect(host.tap("Cyberdyne"))
            #expect(employeeNames(host) == ["Sarah"])
        }

        @Test func deletingACompanyDeletesItsEmployees() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plume-sd-companies-\(UUID())")
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("companies.sqlite")
            let host = windowHost(url)
            #expect(host.tap("Acme"))
            #expect(host.tap("Delete company"))
            #expect(companyTitles(host) == ["Blue Sun", "Cyberdyne"])
            let context = ModelContext(SwiftDataEmployees.Store.windowContainer(url: url))
            let names = try context.fetch(
                FetchDescriptor<SwiftDataEmployees.Employee>(sortBy: [SortDescriptor(\.name)])
            )
            .map(\.name)
            #expect(names == ["Sarah"])
        }

        /// In a window the scene keeps its models in a SQLite file: reopening the container on the
        /// same file (the gallery restarted) shows what the user added, and the sample only once.
        @Test func aRestartReopensTheSameFileAndShowsTheData() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plume-sd-companies-\(UUID())")
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("companies.sqlite")
            do {
                let host = windowHost(url)
                #expect(companyTitles(host) == ["Acme", "Blue Sun", "Cyberdyne"])
                #expect(host.tap("Add company"))
                #expect(host.tap("Globex"))
                #expect(host.tap("New employee"))
                #expect(host.type("Zed"))
                #expect(host.tap("Add employee"))
                #expect(host.type("Ada"))
                #expect(host.tap("Add employee"))
            }
            let host = windowHost(url)
            #expect(companyTitles(host) == ["Acme", "Blue Sun", "Cyberdyne", "Globex"], "not seeded twice")
            #expect(host.tap("Globex"))
            #expect(employeeNames(host) == ["Ada", "Zed"])
        }

        /// A file that is not a store is left byte for byte; the scene shows the sample in memory.
        @Test func aFileThatIsNotAStoreIsLeftAlone() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plume-sd-companies-\(UUID())")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("companies.sqlite")
            let foreign = Data("my own notes, not a database".utf8)
            try foreign.write(to: url)
            let host = windowHost(url)
            #expect(companyTitles(host) == ["Acme", "Blue Sun", "Cyberdyne"])
            #expect(host.tap("Add company"))
            #expect(try Data(contentsOf: url) == foreign)
        }

        @Test func theWindowStoreIsAFileOfTheGallerysOwn() {
            #expect(
                SwiftDataEmployees.Store.windowConfiguration.url.path.hasSuffix(
                    "plume-gallery-company-employees-swiftdata/plume-gallery-company-employees-swiftdata.sqlite"))
        }

        @Test(arguments: [ColorScheme.light, .dark]) func pictures(scheme: ColorScheme) throws {
            let name = scheme == .dark ? "dark" : "light"
            let host = try mount("company-employees-swiftdata")
            host.setColorScheme(scheme)
            host.advance(by: 0.5)
            try host.assertSnapshot(named: "company-employees-swiftdata-\(name)", in: snapshotDirectory)
            #expect(host.tap("Acme"))
            host.advance(by: 0.5)
            try host.assertSnapshot(named: "company-employees-swiftdata-acme-\(name)", in: snapshotDirectory)
        }
    }
#endif
