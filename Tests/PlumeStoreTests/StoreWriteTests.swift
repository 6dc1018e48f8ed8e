import Foundation
import Testing

@testable import PlumeStore

private struct Abandon: Error {}

/// ``SQLiteStore/write(_:)`` owns the transaction: all of its body's writes land, or none.
@Suite struct StoreWriteTests {
    private func companyCount(_ store: SQLiteStore) throws -> Int64 {
        var count: Int64 = 0
        try store.forEachRow(#"SELECT COUNT(*) FROM "Company""#, []) { count = $0.int64(at: 0) }
        return count
    }

    private func insertCompany(_ key: Int64, on connection: SQLiteConnection, entity: EntityDescription) throws {
        try connection.run(
            StoreSQL.insert(entity), [.integer(key), .integer(1), .blob(Data(count: 16)), .text("Acme"), .null])
    }

    @Test func aThrowingBodyRollsBackEveryWrite() throws {
        let container = try makeMemoryContainer()
        let store = try #require(container.persistentStore)
        let entity = try #require(container.managedObjectModel?.entity(for: Company.self))
        #expect(throws: Abandon.self) {
            try store.write { connection in
                try insertCompany(100, on: connection, entity: entity)
                try insertCompany(101, on: connection, entity: entity)
                throw Abandon()
            }
        }
        #expect(try companyCount(store) == 0)
        try store.write { connection in try insertCompany(102, on: connection, entity: entity) }
        #expect(try companyCount(store) == 1)
    }

    @Test func aFailingStatementRollsBackTheEarlierOnes() throws {
        let container = try makeMemoryContainer()
        let store = try #require(container.persistentStore)
        let entity = try #require(container.managedObjectModel?.entity(for: Company.self))
        do {
            try store.write { connection in
                try insertCompany(7, on: connection, entity: entity)
                try insertCompany(7, on: connection, entity: entity)
            }
            Issue.record("inserting one primary key twice succeeded")
        } catch StoreError.constraintViolation {}
        #expect(try companyCount(store) == 0)
    }
}
