import CoreData
import Foundation
import PlumeTesting
import SwiftUI
import Testing

// Entities and requests as Xcode generates them and Core Data apps write them (attributes in PlumeStore's
// spelling: `@NSManaged` needs Objective-C).

final class Memo: NSManagedObject {
    @Attribute var text: String = ""
    @Attribute var timestamp: Date = Date(timeIntervalSince1970: 0)
}

// The last line of Xcode's generated Memo+CoreDataProperties.swift.
extension Memo: Identifiable {}

/// A data-controller helper as apps write it: the request is a `let` and is configured by assignment.
func latestMemoRequest() -> NSFetchRequest<Memo> {
    let request: NSFetchRequest<Memo> = Memo.fetchRequest()
    request.sortDescriptors = [SortDescriptor(\Memo.timestamp, order: .reverse)]
    request.fetchLimit = 1
    return request
}

/// A view showing the latest memo through `@FetchRequest(fetchRequest:)`, with an Add button.
struct LatestMemoView: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(fetchRequest: latestMemoRequest()) private var memos: FetchedResults<Memo>

    var body: some View {
        VStack {
            ForEach(memos) { memo in Text("Latest: \(memo.text)") }
            Button("Add") {
                let memo = Memo(context: context)
                memo.text = "fourth"
                memo.timestamp = Date(timeIntervalSince1970: 600)
                try? context.save()
            }
        }
    }
}

@Suite("NSFetchRequest is a class, as Core Data's") struct CoreDataFetchRequestClassTests {
    private func context() throws -> NSManagedObjectContext {
        let container = NSPersistentContainer(name: "Memos", entities: [Memo.self], storeURL: nil)
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        let context = container.viewContext
        for (index, text) in ["first", "second", "third"].enumerated() {
            let memo = Memo(context: context)
            memo.text = text
            memo.timestamp = Date(timeIntervalSince1970: Double(index) * 60)
        }
        try context.save()
        return context
    }

    @Test func aRequestHeldInALetIsConfiguredByAssigningItsProperties() throws {
        let context = try context()
        #expect(try context.fetch(latestMemoRequest()).map(\.text) == ["third"])
        #expect(try context.count(for: latestMemoRequest()) == 1)
    }

    @Test func aRequestSharedByTwoHoldersChangesForBoth() throws {
        let context = try context()
        let request = NSFetchRequest<Memo>(entityName: "Memo")
        let alias = request
        alias.predicate = #Predicate { $0.text != "second" }
        request.sortDescriptors = [SortDescriptor(\Memo.text)]
        #expect(try context.fetch(request).map(\.text) == ["first", "third"])
        #expect(request.entityName == "Memo")
    }

    @Test func entityNameMustNameTheRequestsClass() throws {
        let context = try context()
        let request = NSFetchRequest<Memo>(entityName: "Note")
        let error = try #require(throws: StoreError.self) { try context.fetch(request) }
        guard case .unknownEntity(let name) = error else {
            Issue.record("expected unknownEntity, got \(error)")
            return
        }
        #expect(name.contains("Note") && name.contains("Memo"), "\(name)")
    }

    @MainActor @Test func fetchRequestPropertyWrapperTakesTheClass() throws {
        let context = try context()
        let host = ViewHost(
            LatestMemoView().environment(\.managedObjectContext, context), size: CGSize(width: 300, height: 200))
        #expect(host.find(text: "Latest: third") != nil)
        #expect(host.tap("Add"))
        host.advance(by: 0.1)
        #expect(host.find(text: "Latest: fourth") != nil)
        #expect(host.find(text: "Latest: third") == nil)
    }

    /// `extension Memo: Identifiable {}` compiles (above) and `id` is the object's identity.
    @Test func anEntitysIdentifiableIdIsItsObjectIdentifier() throws {
        let context = try context()
        let memo = try #require(try context.fetch(latestMemoRequest()).first)
        func identity<Item: Identifiable>(_ item: Item) -> Item.ID { item.id }
        let id: ObjectIdentifier = identity(memo)
        #expect(id == ObjectIdentifier(memo))
    }
}
