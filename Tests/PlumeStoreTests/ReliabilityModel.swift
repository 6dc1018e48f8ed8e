import Foundation
import PlumeStore

final class Batch: ManagedObject {
    @Attribute var number: Int = 0
    @Attribute var expectedItems: Int = 0
    @Relationship(inverse: \Item.batch, deleteRule: .cascade) var items: Set<Item>
}

final class Item: ManagedObject {
    @Attribute var number: Int = 0
    @Attribute var payload: String = ""
    @Relationship var batch: Batch?
}

final class Tally: ManagedObject {
    @Attribute var lastBatch: Int = 0
    @Attribute var totalItems: Int = 0
}

final class Record: ManagedObject {
    @Attribute(unique: true) var key: UUID
    @Attribute var name: String
    @Attribute var value: Int = 0
    @Attribute var note: String?
}

let reliabilityEntities: [ManagedObject.Type] = [Batch.self, Item.self, Tally.self]

/// Runs the crash test's child: saves batches in a loop until killed, printing "saved N" after each save.
func runSaveLoopUntilKilled(storePath: String) throws -> Never {
    let container = PersistentContainer(
        name: "Crash", entities: reliabilityEntities, storeURL: URL(fileURLWithPath: storePath))
    try container.loadPersistentStores()
    let context = container.newBackgroundContext()
    var generator = SystemRandomNumberGenerator()
    while true {
        try context.performAndWait {
            let tally =
                try context.fetch(FetchRequest<Tally>()).first ?? Tally(context: context)
            let batch = Batch(context: context)
            batch.number = tally.lastBatch + 1
            let count = Int.random(in: 1...40, using: &generator)
            batch.expectedItems = count
            for index in 0..<count {
                let item = Item(context: context)
                item.number = index
                item.payload = String(repeating: "x", count: Int.random(in: 0...200, using: &generator))
                item.batch = batch
            }
            tally.lastBatch = batch.number
            tally.totalItems += count
            if batch.number % 7 == 0,
                let old = try context.fetch(
                    FetchRequest<Batch>(predicate: #Predicate { $0.number < 5 }, fetchLimit: 1)
                ).first
            {
                tally.totalItems -= old.items.count
                context.delete(old)
            }
            try context.save()
            context.reset()
            print("saved \(batch.number)")
            fflush(stdout)
        }
    }
}
