import CSQLite
import Foundation
import Testing

@testable import PlumeStore

/// One attribute of every storage type, optional and not, for the fetch's compact row storage.
final class RowCacheSpecimen: ManagedObject {
    @Attribute var text: String = ""
    @Attribute var note: String?
    @Attribute var count: Int = 0
    @Attribute var maybe: Int?
    @Attribute var ratio: Double = 0
    @Attribute var bytes: Data = Data()
    @Attribute var when: Date?
    @Attribute var flag: Bool = false
}

/// A fetch keeps the rows it read compactly (``FetchedRows``: each column its own payload type) until
/// each object is first touched; what an object then reads is exactly what the store holds.
@Suite struct FetchedRowStorageTests {
    /// A file store holding `count` specimens saved by another context; specimen `i` has `count == i`.
    private func savedSpecimens(_ count: Int) throws -> (PersistentContainer, URL) {
        let url = temporaryStoreURL()
        let container = PersistentContainer(name: "RowCache", entities: [RowCacheSpecimen.self], storeURL: url)
        try container.loadPersistentStores()
        let writer = container.newBackgroundContext()
        try writer.performAndWait {
            for index in 0..<count {
                let specimen = RowCacheSpecimen(context: writer)
                specimen.text = "Specimen \(index) ✓"
                specimen.note = index % 3 == 0 ? nil : "note \(index)"
                specimen.count = index
                specimen.maybe = index % 2 == 0 ? nil : -index
                specimen.ratio = Double(index) / 7
                specimen.bytes = Data([UInt8(index % 256), 0, 255])
                specimen.when = index % 5 == 0 ? nil : Date(timeIntervalSince1970: Double(index))
                specimen.flag = index % 2 == 1
            }
            try writer.save()
        }
        return (container, url)
    }

    private func fetchAll(_ context: ManagedObjectContext) throws -> [RowCacheSpecimen] {
        try context.fetch(FetchRequest<RowCacheSpecimen>(sortDescriptors: [SortDescriptor(\.count)]))
    }

    @Test func everyValueOfEveryTypeIsReadBackAcrossManyChunks() throws {
        let count = FetchedRows.rowsPerChunk * 2 + 37
        let (container, url) = try savedSpecimens(count)
        defer { removeStore(at: url) }
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let specimens = try fetchAll(context)
            #expect(specimens.count == count)
            #expect(specimens.allSatisfy { $0.isFault })
            // Read in reverse, so rows are taken from the last chunk first.
            for (index, specimen) in specimens.enumerated().reversed() {
                #expect(specimen.text == "Specimen \(index) ✓")
                #expect(specimen.note == (index % 3 == 0 ? nil : "note \(index)"))
                #expect(specimen.count == index)
                #expect(specimen.maybe == (index % 2 == 0 ? nil : -index))
                #expect(specimen.ratio == Double(index) / 7)
                #expect(specimen.bytes == Data([UInt8(index % 256), 0, 255]))
                #expect(specimen.when == (index % 5 == 0 ? nil : Date(timeIntervalSince1970: Double(index))))
                #expect(specimen.flag == (index % 2 == 1))
                #expect(!specimen.hasChanges)
            }
        }
    }

    @Test func aValueOfAnotherTypeThanItsColumnIsKeptAsStored() throws {
        let (container, url) = try savedSpecimens(4)
        defer { removeStore(at: url) }
        // Another program stores values of other types than the columns' (SQLite keeps them: a text
        // that is no number in a numeric column, a blob anywhere).
        let raw = try RawDatabase(url)
        try raw.execute(
            """
            UPDATE RowCacheSpecimen SET count = 'forty', ratio = X'0102', text = X'00FF', maybe = 2.5 WHERE count = 1;
            UPDATE RowCacheSpecimen SET bytes = 'text', note = X'07' WHERE count = 2;
            """)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let specimens = try context.fetch(FetchRequest<RowCacheSpecimen>())
            #expect(specimens.count == 4)
            let entity = specimens[0].entity
            func column(_ name: String) throws -> Int {
                try #require(entity.attributes.first { $0.name == name }).column
            }
            let odd = try #require(specimens.first { $0.columnValue(try! column("count")) == .text("forty") })
            #expect(odd.isFault)
            #expect(odd.columnValue(try column("ratio")) == .blob(Data([1, 2])))
            #expect(odd.columnValue(try column("text")) == .blob(Data([0, 255])))
            #expect(odd.columnValue(try column("maybe")) == .real(2.5))
            #expect(odd.columnValue(try column("note")) == .text("note 1"))
            // Taking the row keeps every value as stored.
            #expect(odd.row[try column("count")] == .text("forty"))
            #expect(odd.row[try column("ratio")] == .blob(Data([1, 2])))
            let other = try #require(specimens.first { $0.columnValue(try! column("bytes")) == .text("text") })
            #expect(other.columnValue(try column("note")) == .blob(Data([7])))
            #expect(other.count == 2)
        }
    }

    @Test func invalidUTF8InATextColumnIsRepairedAsBefore() throws {
        let (container, url) = try savedSpecimens(1)
        defer { removeStore(at: url) }
        let raw = try RawDatabase(url)
        // "A", a lone continuation byte, "B", a truncated two-byte sequence.
        try raw.execute("UPDATE RowCacheSpecimen SET text = CAST(X'418042C3' AS TEXT)")
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let specimen = try #require(try fetchAll(context).first)
            #expect(specimen.text == "A\u{FFFD}B\u{FFFD}")
            #expect(specimen.count == 0)
        }
    }

    /// Short ASCII text is kept as the fetch's own bytes and made a `String` when read: the value read
    /// is what the fetch read, at every length around the slot's 15 bytes, whatever happened since.
    @Test func shortASCIITextIsReadAsFetchedAfterChangesRollbackAndDeletionElsewhere() throws {
        let lengths = [0, 1, 7, 8, 14, 15, 16, 17, 40]
        let texts = lengths.map { length in String((0..<length).map { Character(UnicodeScalar(0x21 + $0 % 94)!) }) }
        let (container, url) = try savedSpecimens(lengths.count)
        defer { removeStore(at: url) }
        let setup = container.newBackgroundContext()
        try setup.performAndWait {
            for specimen in try fetchAll(setup) {
                specimen.text = texts[specimen.count]
                specimen.note = specimen.count == 0 ? "" : "\u{7F}\(specimen.count)"
            }
            try setup.save()
        }
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let specimens = try fetchAll(context)
            // Another context changes every text and deletes the last row after the fetch.
            let other = container.newBackgroundContext()
            try other.performAndWait {
                let rows = try fetchAll(other)
                for specimen in rows { specimen.text = "changed elsewhere" }
                other.delete(rows[rows.count - 1])
                try other.save()
            }
            // A change in this context, rolled back.
            specimens[1].note = "changed here"
            context.rollback()
            for specimen in specimens {
                #expect(specimen.text == texts[specimen.count])
                #expect(specimen.note == (specimen.count == 0 ? "" : "\u{7F}\(specimen.count)"))
                #expect(!specimen.hasChanges)
            }
            // A value read through the fetch's rows directly, the way relationship loads check keys.
            let column = try #require(
                context.model.entity(for: RowCacheSpecimen.self)?.attributes.first {
                    $0.name == "text"
                }
            ).column
            let fresh = container.newBackgroundContext()
            try fresh.performAndWait {
                let untouched = try fetchAll(fresh)
                #expect(untouched.count == lengths.count - 1)
                #expect(untouched[5].columnValue(column) == .text("changed elsewhere"))
                #expect(untouched[5].isFault)
            }
        }
    }

    @Test func invalidUTF8ShortEnoughToBeKeptAsBytesIsRepairedAtTheFetch() throws {
        let (container, url) = try savedSpecimens(1)
        defer { removeStore(at: url) }
        let raw = try RawDatabase(url)
        // Fifteen bytes: fourteen ASCII letters and a lone continuation byte.
        try raw.execute("UPDATE RowCacheSpecimen SET text = CAST(X'4142434445464748494A4B4C4D4E80' AS TEXT)")
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let specimen = try #require(try fetchAll(context).first)
            #expect(specimen.text == "ABCDEFGHIJKLMN\u{FFFD}")
        }
    }

    @Test func fetchedValuesAreReadAfterRollbackResetOfOthersAndDeletionElsewhere() throws {
        let (container, url) = try savedSpecimens(3)
        defer { removeStore(at: url) }
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let specimens = try fetchAll(context)
            // A change to one object, rolled back, leaves the others' fetched rows alone.
            specimens[0].text = "changed"
            context.rollback()
            #expect(specimens[0].text == "Specimen 0 ✓")
            #expect(specimens[1].isFault)
            // Another context deletes a row: the fetched values are still what the fetch read.
            let id = specimens[2].objectID
            let remover = container.newBackgroundContext()
            try remover.performAndWait {
                remover.delete(try remover.existingObject(with: id))
                try remover.save()
            }
            #expect(specimens[2].isFault)
            #expect(specimens[2].text == "Specimen 2 ✓")
            #expect(specimens[2].count == 2)
            // A second fetch returns the same objects; the untouched one still reads its row.
            let again = try fetchAll(context)
            #expect(again.count == 2)
            #expect(again[0] === specimens[0] && again[1] === specimens[1])
            #expect(again[1].text == "Specimen 1 ✓")
        }
    }

    @Test func objectsOfTwoEntitiesWithTheSameKeysAreKeptApart() throws {
        let url = temporaryStoreURL()
        defer { removeStore(at: url) }
        let container = PersistentContainer(
            name: "Keys", entities: [Company.self, Employee.self, RowCacheSpecimen.self], storeURL: url)
        try container.loadPersistentStores()
        let writer = container.newBackgroundContext()
        try writer.performAndWait {
            for index in 0..<50 {
                let company = Company(context: writer)
                company.id = UUID()
                company.title = "C\(index)"
                let specimen = RowCacheSpecimen(context: writer)
                specimen.count = index
            }
            try writer.save()
        }
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let companies = try context.fetch(FetchRequest<Company>(sortDescriptors: [SortDescriptor(\.title)]))
            let specimens = try fetchAll(context)
            #expect(Set(companies.map(\.objectID.primaryKey)) == Set(specimens.map(\.objectID.primaryKey)))
            for specimen in specimens {
                #expect(context.registeredObject(for: specimen.objectID) === specimen)
            }
            for company in companies {
                #expect(context.registeredObject(for: company.objectID) === company)
            }
            #expect(context.registeredObjects.count == 100)
        }
    }

    @Test func aWrapperStoresOnlyItsSlot() {
        // Objects are made per fetched row: a wrapper's declaration options live in the entity, not in
        // every object.
        #expect(MemoryLayout<Attribute<String>>.size == 2)
        #expect(MemoryLayout<Relationship<Company?>>.size == 2)
    }
}
