import Foundation
import PlumeStore
import Testing

/// A seeded generator so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let trickyStrings = [
    "plain", "'; DROP TABLE Record; --", "\" OR \"\"=\"", "50% off_now", "back\\slash", "a\u{0}b", "🌱 emoji",
    "Robert'); DELETE FROM Record WHERE ('1'='1", "", "  spaced  ", "%", "_", "?", "?1", ":name", "$1",
]

private struct Entry: Equatable {
    var name: String
    var value: Int
    var note: String?
}

@Suite struct RandomOperationsTests {
    @Test func tenThousandRandomOperationsMatchAModel() throws {
        let url = temporaryStoreURL("Random")
        defer { removeStore(at: url) }
        var random = SplitMix64(state: 2026)
        var committed: [UUID: Entry] = [:]
        do {
            let container = PersistentContainer(name: "Random", entities: [Record.self], storeURL: url)
            try container.loadPersistentStores()
            let contexts = [container.newBackgroundContext(), container.newBackgroundContext()]
            for context in contexts { context.automaticallyMergesChangesFromParent = true }
            var pending: [[UUID: Entry?]] = [[:], [:]]
            var owned: [[UUID]] = [[], []]
            var objects: [[UUID: Record]] = [[:], [:]]
            func view(_ side: Int) -> [UUID: Entry] {
                var result = committed
                for (key, entry) in pending[side] { result[key] = entry }
                return result
            }
            for step in 0..<10_000 {
                let side = Int.random(in: 0...1, using: &random)
                let context = contexts[side]
                let roll = Int.random(in: 0..<100, using: &random)
                try context.performAndWait {
                    let current = view(side)
                    let mine = owned[side].filter { current[$0] != nil }
                    switch roll {
                    case 0..<35:
                        let entry = Entry(
                            name: trickyStrings.randomElement(using: &random)!,
                            value: Int.random(in: -50...50, using: &random),
                            note: Bool.random(using: &random) ? trickyStrings.randomElement(using: &random) : nil)
                        let record = Record(context: context)
                        let key = UUID()
                        record.key = key
                        record.name = entry.name
                        record.value = entry.value
                        record.note = entry.note
                        objects[side][key] = record
                        owned[side].append(key)
                        pending[side][key] = entry
                    case 35..<65 where !mine.isEmpty:
                        let key = mine.randomElement(using: &random)!
                        let record = try object(key, side: side, context: context, cache: &objects)
                        var entry = current[key]!
                        entry.value = Int.random(in: -50...50, using: &random)
                        record.value = entry.value
                        if Bool.random(using: &random) {
                            entry.note = Bool.random(using: &random) ? trickyStrings.randomElement(using: &random) : nil
                            record.note = entry.note
                        }
                        pending[side][key] = entry
                    case 65..<80 where !mine.isEmpty:
                        let key = mine.randomElement(using: &random)!
                        context.delete(try object(key, side: side, context: context, cache: &objects))
                        objects[side][key] = nil
                        pending[side][key] = .some(nil)
                    case 80..<92:
                        try context.save()
                        for (key, entry) in pending[side] { committed[key] = entry }
                        pending[side] = [:]
                    case 92..<97:
                        context.rollback()
                        pending[side] = [:]
                        objects[side] = [:]
                    default:
                        let fetched = try context.fetch(FetchRequest<Record>())
                        var seen: [UUID: Entry] = [:]
                        for record in fetched {
                            seen[record.key] = Entry(name: record.name, value: record.value, note: record.note)
                        }
                        let expected = current
                        if seen != expected {
                            let missing = expected.keys.filter { seen[$0] == nil }
                            let extra = seen.keys.filter { expected[$0] == nil }
                            let different = seen.keys.filter { expected[$0] != nil && seen[$0] != expected[$0] }
                            let detail = different.prefix(3).map { "\(seen[$0]!) vs \(expected[$0]!) " }
                            let summary =
                                "context \(side) at step \(step): missing \(missing.count), extra \(extra.count), "
                                + "different \(different.count) \(detail)"
                            Issue.record(Comment(rawValue: summary))
                        }
                    }
                }
            }
            for side in 0...1 {
                try contexts[side].performAndWait { try contexts[side].save() }
                for (key, entry) in pending[side] { committed[key] = entry }
            }
        }
        let container = PersistentContainer(name: "Random", entities: [Record.self], storeURL: url)
        try container.loadPersistentStores()
        var stored: [UUID: Entry] = [:]
        for record in try container.viewContext.fetch(FetchRequest<Record>()) {
            stored[record.key] = Entry(name: record.name, value: record.value, note: record.note)
        }
        #expect(stored == committed)
        #expect(stored.count > 100)
    }

    private func object(
        _ key: UUID, side: Int, context: ManagedObjectContext, cache: inout [[UUID: Record]]
    ) throws -> Record {
        if let record = cache[side][key], record.managedObjectContext === context { return record }
        let record = try #require(
            try context.fetch(FetchRequest<Record>(predicate: #Predicate { $0.key == key })).first)
        cache[side][key] = record
        return record
    }

    @Test func injectionStringsAreStoredAndMatchedVerbatim() throws {
        let container = try makeMemoryContainer([Record.self])
        let context = container.viewContext
        for text in trickyStrings {
            let record = Record(context: context)
            record.key = UUID()
            record.name = text
            record.note = text
        }
        try context.save()
        context.reset()
        let all = try context.fetch(FetchRequest<Record>())
        #expect(all.count == trickyStrings.count)
        for text in trickyStrings {
            let exact = try context.fetch(FetchRequest<Record>(predicate: #Predicate { $0.name == text }))
            #expect(exact.map(\.name) == [text], "equality for \(text.debugDescription)")
            #expect(exact.first?.note == text)
            for predicate in [
                #Predicate<Record> { $0.name.contains(text) }, #Predicate<Record> { $0.name.starts(with: text) },
                #Predicate<Record> { $0.note != text },
            ] {
                let matched = try context.fetch(FetchRequest<Record>(predicate: predicate)).map(\.name)
                let expected = try all.filter { try predicate.evaluate($0) }.map(\.name)
                #expect(Set(matched) == Set(expected), "\(predicate) with \(text.debugDescription)")
            }
        }
    }
}
