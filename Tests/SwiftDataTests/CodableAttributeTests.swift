import Foundation
import Observation
import SwiftData
import Testing

// Codable types stored in a @Model with no Plume conformance, as an app for Apple's SwiftData writes them.

enum ChorePriority: String, Codable, CaseIterable {
    case low, high
}

enum ChoreShape: Codable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case dot
}

extension ChoreShape {
    var cornerCount: Int {
        if case .rectangle = self { return 4 }
        return 0
    }
}

struct ChoreWindow: Codable, Equatable {
    var startHour: Int
    var endHour: Int
}

@Model final class Chore {
    var title: String
    var priority: ChorePriority
    var shape: ChoreShape
    var window: ChoreWindow
    var fallbackPriority: ChorePriority?
    var outline: ChoreShape?
    var preferredWindow: ChoreWindow?
    var tags: Set<String> = []
    var address: Address?

    init(title: String, priority: ChorePriority = .low, shape: ChoreShape = .dot) {
        self.title = title
        self.priority = priority
        self.shape = shape
        window = ChoreWindow(startHour: 9, endHour: 17)
    }
}

@MainActor
@Suite("@Model Codable attributes") struct CodableAttributeTests {
    private func storeURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("chores-\(UUID()).store")
    }

    @Test func enumsAndStructsRoundTripThroughAFileStore() throws {
        let url = storeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let container = try ModelContainer(for: Chore.self, configurations: ModelConfiguration(url: url))
            let context = ModelContext(container)
            let dishes = Chore(title: "Dishes", priority: .high, shape: .rectangle(width: 2, height: 1.5))
            dishes.window = ChoreWindow(startHour: 18, endHour: 20)
            dishes.fallbackPriority = .low
            dishes.outline = .circle(radius: 0.25)
            dishes.preferredWindow = ChoreWindow(startHour: 19, endHour: 19)
            dishes.tags = ["kitchen", "evening"]
            dishes.address = Address(city: "Leeds")
            context.insert(dishes)
            context.insert(Chore(title: "Bins"))
            try context.save()
        }
        let reopened = try ModelContainer(for: Chore.self, configurations: ModelConfiguration(url: url))
        let chores = try ModelContext(reopened).fetch(FetchDescriptor<Chore>(sortBy: [SortDescriptor(\.title)]))
        #expect(chores.map(\.title) == ["Bins", "Dishes"])
        let (bins, dishes) = (chores[0], chores[1])
        #expect(dishes.priority == .high)
        #expect(dishes.shape == .rectangle(width: 2, height: 1.5))
        #expect(dishes.window == ChoreWindow(startHour: 18, endHour: 20))
        #expect(dishes.fallbackPriority == .low)
        #expect(dishes.outline == .circle(radius: 0.25))
        #expect(dishes.preferredWindow == ChoreWindow(startHour: 19, endHour: 19))
        #expect(dishes.tags == ["kitchen", "evening"])
        #expect(dishes.address == Address(city: "Leeds"), "a CodableAttributeValue type is stored as before")
        #expect(bins.priority == .low && bins.shape == .dot)
        #expect(bins.fallbackPriority == nil && bins.outline == nil && bins.preferredWindow == nil)
    }

    @Test func changingAndClearingAnOptionalCodableValueIsSaved() throws {
        let container = try ModelContainer(
            for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let chore = Chore(title: "Laundry")
        chore.outline = .dot
        context.insert(chore)
        try context.save()
        chore.outline = nil
        chore.priority = .high
        chore.shape = .circle(radius: 3)
        try context.save()
        let fetched = try #require(try ModelContext(container).fetch(FetchDescriptor<Chore>()).first)
        #expect(fetched.outline == nil)
        #expect(fetched.priority == .high)
        #expect(fetched.shape == .circle(radius: 3))
    }

    /// Reading and writing a Codable property is observed like any other property.
    @Test func aCodablePropertyChangeIsObserved() throws {
        let chore = Chore(title: "Hoover")
        var changed = false
        withObservationTracking {
            _ = chore.priority
        } onChange: {
            changed = true
        }
        chore.priority = .high
        #expect(changed)
        #expect(chore.priority == .high)
    }

    /// Sorting and filtering on the model's other properties works beside Codable ones.
    @Test func aPredicateOnAnotherPropertyOfTheModelWorks() throws {
        let container = try ModelContainer(
            for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        context.insert(Chore(title: "Dishes", priority: .high))
        context.insert(Chore(title: "Bins"))
        try context.save()
        let found = try context.fetch(FetchDescriptor<Chore>(predicate: #Predicate { $0.title == "Dishes" }))
        #expect(found.map(\.priority) == [.high])
    }

    /// SwiftData (through iOS 18) cannot filter on an enum attribute in a predicate; Plume says so
    /// clearly instead of returning wrong rows.
    @Test func aPredicateOnAnEnumAttributeIsAClearError() throws {
        let container = try ModelContainer(
            for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        context.insert(Chore(title: "Dishes", priority: .high))
        try context.save()
        let high = ChorePriority.high
        let error = try #require(throws: StoreError.self) {
            try context.fetch(FetchDescriptor<Chore>(predicate: #Predicate { $0.priority == high }))
        }
        guard case .unsupportedPredicate(let reason) = error else {
            Issue.record("expected unsupportedPredicate, got \(error)")
            return
        }
        #expect(reason.contains("ChorePriority"), "\(reason)")
    }

    /// A key path that continues past an enum or other `Codable` attribute cannot be compiled to SQL
    /// (the column holds JSON): `fetch` throws `unsupportedPredicate` naming the key path and the
    /// attribute, for predicates and sort descriptors alike, and the context stays usable.
    @Test func aKeyPathPastACodableAttributeIsAClearError() throws {
        let container = try ModelContainer(
            for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        context.insert(Chore(title: "Dishes", priority: .high, shape: .circle(radius: 2)))
        try context.save()
        func reason(_ fetch: () throws -> [Chore]) throws -> String {
            let error = try #require(throws: StoreError.self) { _ = try fetch() }
            guard case .unsupportedPredicate(let reason) = error else {
                Issue.record("expected unsupportedPredicate, got \(error)")
                return ""
            }
            return reason
        }
        let rawValue = try reason {
            try context.fetch(FetchDescriptor<Chore>(predicate: #Predicate { $0.priority.rawValue == "high" }))
        }
        #expect(rawValue.contains("KeyPath<ChorePriority, String>") && rawValue.contains("priority"), "\(rawValue)")
        let sorted = try reason {
            try context.fetch(FetchDescriptor<Chore>(sortBy: [SortDescriptor(\.priority.rawValue)]))
        }
        #expect(sorted.contains("KeyPath<Chore, String>") && sorted.contains("'priority'"), "\(sorted)")
        let structField = try reason {
            try context.fetch(FetchDescriptor<Chore>(predicate: #Predicate { $0.window.startHour > 8 }))
        }
        #expect(structField.contains("startHour") && structField.contains("window"), "\(structField)")
        let optional = try reason {
            try context.fetch(FetchDescriptor<Chore>(predicate: #Predicate { $0.fallbackPriority?.rawValue == "low" }))
        }
        #expect(optional.contains("fallbackPriority"), "\(optional)")
        let payload = try reason {
            try context.fetch(FetchDescriptor<Chore>(sortBy: [SortDescriptor(\.shape.cornerCount)]))
        }
        #expect(payload.contains("'shape'"), "\(payload)")
        // The attribute itself still reads, and a supported fetch still works.
        #expect(try context.fetch(FetchDescriptor<Chore>()).map(\.priority) == [.high])
    }
}
