import Foundation
import PlumeTesting
import SwiftData
import SwiftUI
import Testing

/// A model with its own `id` attribute, as many SwiftData models declare: that `id` is the model's
/// `Identifiable` id (it wins over `PersistentModel`'s default, as in SwiftData) and is stored.
@Model final class Ticket {
    var id: UUID
    var title: String

    init(id: UUID = UUID(), title: String) {
        self.id = id
        self.title = title
    }
}

/// Tickets in a `@Query` list, keyed by their own ids; tapping a row counts taps in the row's state.
private struct TicketList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Ticket.title) private var tickets: [Ticket]

    var body: some View {
        VStack {
            List(tickets) { ticket in TicketRow(ticket: ticket) }
            Button("Add") { modelContext.insert(Ticket(title: "Aisle seat")) }
        }
    }
}

private struct TicketRow: View {
    let ticket: Ticket
    @State private var taps = 0
    var body: some View {
        Button("\(ticket.title) ×\(taps)") { taps += 1 }
    }
}

@Suite("@Model with its own id") struct ModelOwnIdTests {
    @Test func theModelsOwnIdIsItsIdentifiableIdAndIsStored() throws {
        let container = try ModelContainer(
            for: Ticket.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let id = UUID()
        context.insert(Ticket(id: id, title: "Window seat"))
        try context.save()
        func identity<Item: Identifiable>(_ item: Item) -> Item.ID { item.id }
        let fetched = try #require(try ModelContext(container).fetch(FetchDescriptor<Ticket>()).first)
        let identified: UUID = identity(fetched)
        #expect(identified == id)
        let matching = try ModelContext(container).fetch(FetchDescriptor<Ticket>(predicate: #Predicate { $0.id == id }))
        #expect(matching.map(\.title) == ["Window seat"])
    }

    @Test func aQueryListKeysRowsByTheModelsIds() throws {
        let container = try ModelContainer(
            for: Ticket.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        context.insert(Ticket(title: "Window seat"))
        try context.save()
        let host = ViewHost(TicketList().modelContainer(container), size: CGSize(width: 320, height: 300))
        #expect(host.tap("Window seat ×0"))
        host.advance(by: 0.1)
        // The new ticket sorts first; the window seat's row keeps its count as it moves down.
        #expect(host.tap("Add"))
        host.advance(by: 0.5)
        #expect(host.texts.prefix(3) == ["Aisle seat ×0", "Window seat ×1", "Add"])
    }
}
