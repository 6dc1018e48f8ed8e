import Foundation
import Testing

@testable import PlumeStore

/// A lexical sort on a text attribute orders by the column's bytes while every fetched value is ASCII,
/// and by the sort key once a value is not (``TextSortOrder``): the order is `String`'s either way.
@Suite struct TextSortOrderTests {
    /// A file store of words saved by another context, `Word.index` numbering them in `texts`' order.
    private func savedWords(_ texts: [String]) throws -> (PersistentContainer, URL) {
        let url = temporaryStoreURL()
        let container = PersistentContainer(name: "SortOrder", entities: [Word.self], storeURL: url)
        try container.loadPersistentStores()
        try save(texts, into: container, from: 0)
        return (container, url)
    }

    private func save(_ texts: [String], into container: PersistentContainer, from first: Int) throws {
        let writer = container.newBackgroundContext()
        try writer.performAndWait {
            for (offset, text) in texts.enumerated() {
                let word = Word(context: writer)
                word.index = first + offset
                word.text = text
                word.note = text
            }
            try writer.save()
        }
    }

    private func store(_ container: PersistentContainer) throws -> SQLiteStore {
        try #require(container.persistentStore)
    }

    private func textColumn(_ container: PersistentContainer) throws -> (EntityDescription, Int) {
        let entity = try #require(container.managedObjectModel?.entity(for: Word.self))
        return (entity, try #require(entity.attributes.first { $0.name == "text" }).column)
    }

    private func fetchTexts(_ container: PersistentContainer, _ request: FetchRequest<Word>) throws -> [String] {
        let context = container.newBackgroundContext()
        return try context.performAndWait { try context.fetch(request).map(\.text) }
    }

    @Test func asciiTextIsOrderedByItsBytesWithoutTheSortKey() throws {
        let texts = ["pear", "Apple", "apple", "", "apple pie", "Zebra", "10", "9", "a\u{7F}", "a~"]
        let (container, url) = try savedWords(texts)
        defer { removeStore(at: url) }
        let (entity, column) = try textColumn(container)
        let request = FetchRequest<Word>(sortDescriptors: [SortDescriptor(\.text)])
        let query = try SelectQuery(ObjectQuery(request), entity: entity, applyLimits: true) { _ in true }
        #expect(query.byteOrderedTextColumns == [column])
        #expect(query.sql.hasSuffix("ORDER BY t0.\"text\" ASC, t0.Z_PK ASC"))
        #expect(try fetchTexts(container, request) == texts.sorted())
        #expect(
            try fetchTexts(container, FetchRequest(sortDescriptors: [SortDescriptor(\.text, order: .reverse)]))
                == texts.sorted(by: >))
        #expect(try store(container).ordersTextByBytes(entity, column: column))
    }

    @Test func aNonASCIIValueFetchesAgainBySortKeyAndIsRemembered() throws {
        let ascii = ["e", "f", "cafe", "caff", "E"]
        let (container, url) = try savedWords(ascii)
        defer { removeStore(at: url) }
        let (entity, column) = try textColumn(container)
        let request = FetchRequest<Word>(sortDescriptors: [SortDescriptor(\.text)])
        // A context that holds some of the objects already, with their rows taken.
        let context = container.newBackgroundContext()
        let held = try context.performAndWait {
            let held = try context.fetch(request)
            #expect(held.map(\.text) == ascii.sorted())
            return held
        }
        // Non-ASCII text whose bytes sort elsewhere than its characters: "é" (C3 A9) after "f" by bytes,
        // "e\u{301}" equal to it, "café" between "cafe" and "caff".
        let accented = ["é", "e\u{301}", "café", "Éa"]
        try save(accented, into: container, from: ascii.count)
        let all = ascii + accented
        let fetched = try context.performAndWait { try context.fetch(request) }
        #expect(fetched.map(\.text) == fetchedOrder(all))
        // The objects the context held are the ones returned, once each.
        #expect(Set(fetched.map(ObjectIdentifier.init)).count == all.count)
        for object in held { #expect(fetched.contains { $0 === object }) }
        #expect(try !store(container).ordersTextByBytes(entity, column: column))
        let query = try SelectQuery(ObjectQuery(request), entity: entity, applyLimits: true) {
            (try? store(container))?.ordersTextByBytes(entity, column: $0) ?? false
        }
        #expect(query.byteOrderedTextColumns.isEmpty)
        #expect(query.sql.contains("COALESCE(PLUME_SORT_KEY(t0.\"text\"), t0.\"text\")"))
        #expect(try fetchTexts(container, request) == fetchedOrder(all))
    }

    @Test func aLimitOrOffsetAlwaysOrdersBySortKey() throws {
        let (container, url) = try savedWords(["b", "e\u{301}", "a", "f"])
        defer { removeStore(at: url) }
        let (entity, _) = try textColumn(container)
        let limited = FetchRequest<Word>(sortDescriptors: [SortDescriptor(\.text)], fetchLimit: 2)
        let query = try SelectQuery(ObjectQuery(limited), entity: entity, applyLimits: true) { _ in true }
        #expect(query.byteOrderedTextColumns.isEmpty)
        // By bytes, "e\u{301}" (65 CC 81) comes before "f"; as a `String` it is "é", after "f".
        var offset = FetchRequest<Word>(sortDescriptors: [SortDescriptor(\.text)])
        offset.fetchOffset = 2
        #expect(try fetchTexts(container, limited) == ["a", "b"])
        #expect(try fetchTexts(container, offset) == ["f", "e\u{301}"])
    }

    @Test func onlyTheColumnsTheStoreAllowsAreOrderedByBytes() throws {
        let (container, url) = try savedWords(["b", "a"])
        defer { removeStore(at: url) }
        let (entity, textColumn) = try textColumn(container)
        let request = FetchRequest<Word>(
            sortDescriptors: [SortDescriptor(\.note), SortDescriptor(\.index), SortDescriptor(\.text, order: .reverse)])
        let query = try SelectQuery(ObjectQuery(request), entity: entity, applyLimits: true) { $0 != textColumn }
        let noteColumn = try #require(entity.attributes.first { $0.name == "note" }).column
        #expect(query.byteOrderedTextColumns == [noteColumn])
        #expect(
            query.sql.hasSuffix(
                "ORDER BY t0.\"note\" ASC, t0.\"index\" ASC, "
                    + "COALESCE(PLUME_SORT_KEY(t0.\"text\"), t0.\"text\") DESC, t0.Z_PK ASC"))
    }

    /// `String`'s order, equal strings by insertion (primary key) order, as a fetch returns them.
    private func fetchedOrder(_ texts: [String]) -> [String] {
        texts.enumerated().sorted { lhs, rhs in
            lhs.element != rhs.element ? lhs.element < rhs.element : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
