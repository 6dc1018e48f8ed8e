import Foundation
import PlumeTesting
import SwiftData
import SwiftUI
import Testing

// A list of companies written as for Apple's platforms: "Import" inserts a company whose code is
// already stored, as an app that imports a feed does.
private struct CompanyList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Company.code) private var companies: [Company]

    var body: some View {
        VStack {
            Text("\(companies.count) companies")
            List {
                ForEach(companies) { company in
                    Text("\(company.code): \(company.name)")
                }
            }
            Button("Import") {
                modelContext.insert(Company(code: "AC", name: "Acme Imported"))
            }
        }
    }
}

/// SwiftData's upsert: inserting a model whose `.unique` value is already stored updates the stored
/// model when the context saves. (Not on the main actor: the main context's autosave runs on the main
/// queue, which the host's clock drains.)
@Suite("SwiftData upsert on unique values")
struct UpsertTests {
    private func container() throws -> ModelContainer {
        try ModelContainer(for: Company.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    @Test func insertingTwiceWithOneValueSavesOneRowWithTheSecondValues() throws {
        let context = ModelContext(try container())
        let first = Company(code: "AC", name: "Acme")
        let second = Company(code: "AC", name: "Acme Corp")
        context.insert(first)
        context.insert(second)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Company>()) == 1)
        #expect(try ModelContext(context.container).fetch(FetchDescriptor<Company>()).map(\.name) == ["Acme Corp"])
        // Both references are one model now.
        #expect(first == second)
        #expect(first.persistentModelID == second.persistentModelID)
        #expect(first.name == "Acme Corp")
        #expect(try context.fetch(FetchDescriptor<Company>()).map { $0 === first } == [true])
        second.name = "Acme Inc"
        #expect(first.name == "Acme Inc")
        try context.save()
        #expect(try ModelContext(context.container).fetch(FetchDescriptor<Company>()).map(\.name) == ["Acme Inc"])
    }

    @Test func aModelStoredOnlyOnDiskIsTakenOverByTheInsertedModel() throws {
        let container = try container()
        let writer = ModelContext(container)
        let stored = Company(code: "AC", name: "Acme")
        writer.insert(stored)
        try writer.save()

        let context = ModelContext(container)
        let imported = Company(code: "AC", name: "Acme Imported")
        context.insert(imported)
        try context.save()
        #expect(imported.persistentModelID == stored.persistentModelID, "the stored row's identifier")
        #expect(imported.modelContext === context)
        #expect(try context.fetch(FetchDescriptor<Company>()).map { $0 === imported } == [true])
        #expect(try context.fetchCount(FetchDescriptor<Company>()) == 1)
        #expect(try ModelContext(container).fetch(FetchDescriptor<Company>()).map(\.name) == ["Acme Imported"])
    }

    @Test func aModelTheContextFetchedIsUpdatedInPlace() throws {
        let container = try container()
        let writer = ModelContext(container)
        writer.insert(Company(code: "AC", name: "Acme"))
        writer.insert(Company(code: "GX", name: "Globex"))
        try writer.save()

        let context = ModelContext(container)
        let fetched = try context.fetch(FetchDescriptor<Company>(sortBy: [SortDescriptor(\.code)]))
        let imported = Company(code: "AC", name: "Acme Imported")
        context.insert(imported)
        try context.save()
        #expect(fetched[0].name == "Acme Imported")
        #expect(imported == fetched[0])
        let again = try context.fetch(FetchDescriptor<Company>(sortBy: [SortDescriptor(\.code)]))
        #expect(again.map { ObjectIdentifier($0) } == fetched.map { ObjectIdentifier($0) })
        #expect(try context.fetchCount(FetchDescriptor<Company>()) == 2)
    }

    @Test func relationshipsSetOnTheInsertedDuplicateSurvive() throws {
        let container = try container()
        let writer = ModelContext(container)
        let acme = Company(code: "AC", name: "Acme")
        acme.employees = [Employee(name: "Ann", salary: 10)]
        writer.insert(acme)
        try writer.save()

        let context = ModelContext(container)
        let imported = Company(code: "AC", name: "Acme Imported")
        imported.employees = [Employee(name: "Bo", salary: 20)]
        let cy = Employee(name: "Cy", salary: 30, company: imported)
        context.insert(imported)
        context.insert(cy)
        try context.save()
        #expect(cy.company == imported)
        #expect(Set(imported.employees.map(\.name)) == ["Ann", "Bo", "Cy"])
        let fresh = ModelContext(container)
        #expect(try fresh.fetchCount(FetchDescriptor<Company>()) == 1)
        let staff = try fresh.fetch(FetchDescriptor<Employee>(sortBy: [SortDescriptor(\.name)]))
        #expect(staff.map { $0.company?.name } == ["Acme Imported", "Acme Imported", "Acme Imported"])
    }

    @Test func aFileStoreReopenedHasTheUpdatedRow() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("upsert-\(UUID()).store")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let context = ModelContext(
                try ModelContainer(for: Company.self, configurations: ModelConfiguration(url: url)))
            context.insert(Company(code: "AC", name: "Acme"))
            try context.save()
        }
        do {
            let context = ModelContext(
                try ModelContainer(for: Company.self, configurations: ModelConfiguration(url: url)))
            context.insert(Company(code: "AC", name: "Acme Reopened"))
            try context.save()
        }
        let context = ModelContext(try ModelContainer(for: Company.self, configurations: ModelConfiguration(url: url)))
        #expect(try context.fetch(FetchDescriptor<Company>()).map(\.name) == ["Acme Reopened"])
    }

    @Test func aQueryListShowsOneRowWithTheImportedText() throws {
        let container = try container()
        let writer = ModelContext(container)
        writer.insert(Company(code: "AC", name: "Acme"))
        writer.insert(Company(code: "GX", name: "Globex"))
        try writer.save()
        let host = ViewHost(CompanyList().modelContainer(container), size: CGSize(width: 320, height: 480))
        #expect(host.texts.contains("AC: Acme"))
        #expect(host.find(text: "2 companies") != nil)
        #expect(host.tap("Import"))
        host.advance(by: 0.5)  // the main context autosaves
        #expect(host.find(text: "2 companies") != nil)
        #expect(host.texts.contains("AC: Acme Imported"))
        #expect(!host.texts.contains("AC: Acme"))
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Company>()) == 2)
        // Importing again changes nothing more.
        #expect(host.tap("Import"))
        host.advance(by: 0.5)
        #expect(host.texts.filter { $0.hasPrefix("AC:") } == ["AC: Acme Imported"])
    }
}
