import Foundation
import Plume
import PlumeTesting
import Testing

@testable import Gallery

@Suite("company-employees") struct CompanyEmployeesTests {
    private func companyTitles(_ host: ViewHost) -> [String] {
        let known = ["Acme", "Blue Sun", "Cyberdyne", "Globex", "Initech", "Umbrella", "Hooli", "Stark Industries"]
        return host.texts.filter { known.contains($0) }
    }

    @Test func sortOrderAndSearchChosenByTheUser() throws {
        let host = try mount("company-employees")
        #expect(companyTitles(host) == ["Acme", "Blue Sun", "Cyberdyne"])
        #expect(host.tap("Z–A"))
        #expect(companyTitles(host) == ["Cyberdyne", "Blue Sun", "Acme"])
        #expect(host.tap("Search “cy”"))
        #expect(companyTitles(host) == ["Cyberdyne"])
        #expect(host.tap("Show all"))
        #expect(host.tap("A–Z"))
        #expect(host.tap("Add company"))
        #expect(companyTitles(host) == ["Acme", "Blue Sun", "Cyberdyne", "Globex"])
    }

    @Test func tappingACompanyShowsItsEmployeesSortedAndAddAddsOne() throws {
        let host = try mount("company-employees")
        #expect(host.tap("Acme"))
        #expect(host.find(text: "Add employee") != nil)
        let names = ["Coyote", "Margaret", "Road Runner", "Ada"]
        #expect(host.texts.filter { names.contains($0) } == ["Coyote", "Road Runner"])
        #expect(host.tap("New employee"))
        #expect(host.type("Margaret"))
        #expect(host.tap("Add employee"))
        #expect(host.type("Ada"))  // the field keeps the focus
        #expect(host.press(.enter))  // Return adds too
        #expect(host.tap("Add employee"))  // an empty field adds nobody
        #expect(host.texts.filter { names.contains($0) } == ["Ada", "Coyote", "Margaret", "Road Runner"])
        #expect(host.tap("‹ Companies"))
        #expect(host.find(text: "4") != nil)  // Acme's employee count
    }

    /// In a window the scene keeps its companies in a SQLite file of its own: what the user adds is
    /// there after a restart, and the sample companies are added only to a new file.
    @Test func inAWindowWhatTheUserAddsSurvivesARestart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plume-companies-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("companies.sqlite")
        do {
            let host = ViewHost(
                CompanyListView(context: CompanyEmployeesScene.windowContext(storeURL: url)),
                size: CGSize(width: 390, height: 640))
            #expect(companyTitles(host) == ["Acme", "Blue Sun", "Cyberdyne"])
            #expect(host.tap("Add company"))
            #expect(host.tap("Acme"))
            #expect(host.tap("New employee"))
            #expect(host.type("Margaret"))
            #expect(host.tap("Add employee"))
        }
        // The gallery restarts: a new context on the same file.
        let host = ViewHost(
            CompanyListView(context: CompanyEmployeesScene.windowContext(storeURL: url)),
            size: CGSize(width: 390, height: 640))
        #expect(companyTitles(host) == ["Acme", "Blue Sun", "Cyberdyne", "Globex"], "not seeded twice")
        #expect(host.tap("Acme"))
        #expect(host.find(text: "Margaret") != nil)
    }

    /// A file that is not a store of ours is left byte for byte; the scene shows the sample instead.
    @Test func aFileThatIsNotAStoreIsLeftAloneAndTheSampleShows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plume-companies-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("companies.sqlite")
        let foreign = Data("my own notes, not a database".utf8)
        try foreign.write(to: url)
        let host = ViewHost(
            CompanyListView(context: CompanyEmployeesScene.windowContext(storeURL: url)),
            size: CGSize(width: 390, height: 640))
        #expect(companyTitles(host) == ["Acme", "Blue Sun", "Cyberdyne"])
        #expect(host.tap("Add company"))
        #expect(try Data(contentsOf: url) == foreign)
    }

    /// The window's file is the gallery's own (never a `CoreDataDemo` store of another app).
    @Test func theWindowStoreIsAFileOfTheGallerysOwn() throws {
        #expect(
            CompanyEmployeesScene.windowStoreURL.path.hasSuffix(
                "plume-gallery-company-employees/plume-gallery-company-employees.sqlite"))
    }

    @Test func viewModelsPersistInAnSQLiteFileAcrossReopening() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("companies-\(UUID()).sqlite")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let container = try CompanyStore.container(storeURL: url)
            let companies = CompanyViewModel(context: container.viewContext)
            companies.addCompany(title: "Acme", owner: "Wile E.")
            companies.addCompany(title: "Initech", owner: nil)
            companies.rename(companies.companies[1], to: "Initrode")
            let employees = EmployeesViewModel(company: companies.companies[0], context: container.viewContext)
            employees.addEmployee(name: "Zed")
            employees.addEmployee(name: "  ")  // ignored
            employees.addEmployee(name: "Amy")
            #expect(employees.employees.map(\.name) == ["Amy", "Zed"])
        }
        let reopened = try CompanyStore.container(storeURL: url)
        let companies = CompanyViewModel(context: reopened.viewContext)
        #expect(companies.companies.map(\.title) == ["Acme", "Initrode"])
        #expect(companies.companies[0].owner == "Wile E.")
        let employees = EmployeesViewModel(company: companies.companies[0], context: reopened.viewContext)
        #expect(employees.employees.map(\.name) == ["Amy", "Zed"])
        companies.delete(companies.companies[0])  // cascades to its employees
        let count = try reopened.viewContext.count(for: FetchRequest<Employee>())
        #expect(count == 0)
        #expect(companies.lastError == nil)
    }

    @Test func picture() throws {
        let host = try GalleryRenderer.host(for: try GalleryRenderer.scene("company-employees"))
        try host.assertSnapshot(named: "company-employees", in: snapshotDirectory)
    }
}
