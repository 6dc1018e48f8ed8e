import Foundation
import Plume
import PlumeTesting
import Testing

final class Quake: ManagedObject {
    @Attribute var place: String = ""
    @Attribute var day: String = ""
    @Attribute var magnitude: Double = 0
}

/// Quakes in sections by day (newest day first), strongest first, as in SwiftUI's documentation.
private struct QuakeDays: View {
    @SectionedFetchRequest(
        sectionIdentifier: \Quake.day,
        sortDescriptors: [
            SortDescriptor(\Quake.day, order: .reverse), SortDescriptor(\Quake.magnitude, order: .reverse),
        ]
    )
    private var quakes: SectionedFetchResults<String, Quake>
    @Environment(\.managedObjectContext) private var context

    var body: some View {
        VStack {
            Button("Add") {
                let quake = Quake(context: context)
                quake.place = "Lima"
                quake.day = "Wed"
                quake.magnitude = 4
                try? context.save()
            }
            ForEach(quakes) { day in
                Text("[\(day.id): \(day.count)]")
                ForEach(day, id: \.objectID) { quake in
                    Button(quake.place) {
                        context.delete(quake)
                        try? context.save()
                    }
                }
            }
        }
    }
}

/// A sectioned request made in `init` from the view's argument.
private struct StrongQuakes: View {
    @SectionedFetchRequest private var quakes: SectionedFetchResults<String, Quake>

    init(minimum: Double) {
        _quakes = SectionedFetchRequest(
            fetchRequest: FetchRequest(
                predicate: #Predicate { $0.magnitude >= minimum }, sortDescriptors: [SortDescriptor(\.place)]),
            sectionIdentifier: \Quake.day, animation: .default)
    }

    var body: some View {
        VStack { ForEach(quakes) { day in Text("\(day.id): \(day.map(\.place).joined(separator: ", "))") } }
    }
}

private struct QuakeFilter: View {
    @State private var minimum = 0.0
    var body: some View {
        VStack {
            Button("Strong only") { minimum = 5 }
            StrongQuakes(minimum: minimum)
        }
    }
}

@MainActor
@Suite("@SectionedFetchRequest")
struct SectionedFetchRequestTests {
    private func container() throws -> PersistentContainer {
        let container = PersistentContainer(name: "Quakes", entities: [Quake.self], inMemory: true)
        try container.loadPersistentStores()
        let context = container.viewContext
        for (place, day, magnitude) in [("Quito", "Mon", 5.5), ("Oslo", "Tue", 3.1), ("Kobe", "Mon", 6.0)] {
            let quake = Quake(context: context)
            quake.place = place
            quake.day = day
            quake.magnitude = magnitude
        }
        try context.save()
        return container
    }

    @Test func sectionsAppearAndDisappearAsObjectsAreSavedAndDeleted() throws {
        let container = try container()
        let host = ViewHost(
            QuakeDays().environment(\.managedObjectContext, container.viewContext),
            size: CGSize(width: 300, height: 400))
        #expect(host.texts == ["Add", "[Tue: 1]", "Oslo", "[Mon: 2]", "Kobe", "Quito"])
        #expect(host.tap("Add"))
        host.advance(by: 0.5)
        #expect(host.texts == ["Add", "[Wed: 1]", "Lima", "[Tue: 1]", "Oslo", "[Mon: 2]", "Kobe", "Quito"])
        #expect(host.tap("Oslo"))
        host.advance(by: 0.5)
        #expect(host.texts == ["Add", "[Wed: 1]", "Lima", "[Mon: 2]", "Kobe", "Quito"])
        // A save of another context of the store is seen too.
        let background = container.newBackgroundContext()
        try background.performAndWait {
            let quake = Quake(context: background)
            quake.place = "Bern"
            quake.day = "Tue"
            quake.magnitude = 2
            try background.save()
        }
        host.advance(by: 0.5)
        #expect(host.texts == ["Add", "[Wed: 1]", "Lima", "[Tue: 1]", "Bern", "[Mon: 2]", "Kobe", "Quito"])
    }

    @Test func aRequestMadeInInitFetchesAgainWhenTheParentMakesANewOne() throws {
        let container = try container()
        let host = ViewHost(
            QuakeFilter().environment(\.managedObjectContext, container.viewContext),
            size: CGSize(width: 300, height: 400))
        #expect(host.texts == ["Strong only", "Mon: Kobe, Quito", "Tue: Oslo"])
        #expect(host.tap("Strong only"))
        host.advance(by: 0.5)
        #expect(host.texts == ["Strong only", "Mon: Kobe, Quito"])
    }

    @Test func withoutAContextThereAreNoSections() {
        let host = ViewHost(QuakeDays(), size: CGSize(width: 300, height: 400))
        #expect(host.texts == ["Add"])
    }
}
