import Foundation
import Testing

@testable import PlumeStore

/// Pins the text of every statement ``StoreSQL`` generates, for the test model's `Company` (id, title,
/// owner; to-many `employees`) and `Employee` (id, name, age, company).
@Suite struct StoreSQLTests {
    private let company: EntityDescription
    private let employee: EntityDescription

    init() throws {
        let model = try ManagedObjectModel(entities: [Company.self, Employee.self])
        company = try #require(model.entity(for: Company.self))
        employee = try #require(model.entity(for: Employee.self))
    }

    @Test func rowReads() throws {
        #expect(StoreSQL.rowColumns(company) == #"t0."Z_PK", t0."Z_OPT", t0."id", t0."title", t0."owner""#)
        #expect(
            StoreSQL.rowByKey(employee)
                == #"SELECT t0."Z_PK", t0."Z_OPT", t0."id", t0."name", t0."age", t0."company" FROM "Employee" t0 "#
                + "WHERE t0.Z_PK = ?")
        #expect(
            StoreSQL.rows(company, whereColumn: "title", in: 3)
                == #"SELECT t0."Z_PK", t0."Z_OPT", t0."id", t0."title", t0."owner" FROM "Company" t0 "#
                + #"WHERE t0."title" IN (?, ?, ?)"#)
    }

    @Test func relationshipLoads() throws {
        let employees = try #require(company.relationship(named: "employees"))
        let inverse = try #require(employees.inverse)
        #expect(
            StoreSQL.toManyMembers(employee, inverse: inverse)
                == #"SELECT t0."Z_PK", t0."Z_OPT", t0."id", t0."name", t0."age", t0."company" FROM "Employee" t0 "#
                + #"WHERE t0."company" = ?"#)
    }

    @Test func manyToManyLoadsAndLinks() throws {
        let model = try ManagedObjectModel(entities: [Student.self, Course.self])
        let student = try #require(model.entity(for: Student.self))
        let course = try #require(model.entity(for: Course.self))
        let courses = try #require(student.relationship(named: "courses"))
        let table = try #require(courses.joinTable)
        let (mine, theirs) = courses.joinColumns
        #expect(
            StoreSQL.manyToManyMembers(course, relationship: courses)
                == "SELECT \(StoreSQL.rowColumns(course)) FROM \"Course\" t0 JOIN \"\(table)\" j ON j.\(theirs) = t0.Z_PK "
                + "WHERE j.\(mine) = ?")
        #expect(StoreSQL.link(joinTable: table) == "INSERT OR IGNORE INTO \"\(table)\" (owner, other) VALUES (?, ?)")
        #expect(StoreSQL.unlink(joinTable: table) == "DELETE FROM \"\(table)\" WHERE owner = ? AND other = ?")
        #expect(StoreSQL.unlinkAll(courses) == "DELETE FROM \"\(table)\" WHERE \(mine) = ?")
    }

    @Test func writes() {
        #expect(
            StoreSQL.insert(company)
                == #"INSERT INTO "Company" ("Z_PK", "Z_OPT", "id", "title", "owner") VALUES (?, ?, ?, ?, ?)"#)
        // A save's inserts write the first version as a literal: one bind fewer a row.
        #expect(
            StoreSQL.insert(company, firstVersion: true)
                == #"INSERT INTO "Company" ("Z_PK", "Z_OPT", "id", "title", "owner") VALUES (?, 1, ?, ?, ?)"#)
        #expect(
            StoreSQL.update(company)
                == #"UPDATE "Company" SET "id" = ?, "title" = ?, "owner" = ?, "Z_OPT" = ? WHERE Z_PK = ? AND Z_OPT = ?"#
        )
        #expect(
            StoreSQL.forcedUpdate(company)
                == #"UPDATE "Company" SET "id" = ?, "title" = ?, "owner" = ?, "Z_OPT" = ? WHERE Z_PK = ?"#)
        #expect(StoreSQL.delete(company) == #"DELETE FROM "Company" WHERE Z_PK = ? AND Z_OPT = ?"#)
        #expect(StoreSQL.forcedDelete(company) == #"DELETE FROM "Company" WHERE Z_PK = ?"#)
    }

    @Test func countsWithoutLimitCountRowsDirectly() throws {
        let query = ObjectQuery<Employee>(
            predicate: #Predicate { $0.age > 40 }, sortDescriptors: [SortDescriptor(\.name)], fetchLimit: 0,
            fetchOffset: 0)
        let select = try SelectQuery(query, entity: employee, applyLimits: true)
        #expect(StoreSQL.count(select) == #"SELECT COUNT(*) FROM "Employee" t0 WHERE (t0."age" > ?)"#)
        #expect(select.bindings == [.integer(40)])
    }

    @Test func countsWithLimitCountTheLimitedRows() throws {
        let query = ObjectQuery<Employee>(
            predicate: nil, sortDescriptors: [SortDescriptor(\.age)], fetchLimit: 5, fetchOffset: 2)
        let select = try SelectQuery(query, entity: employee, applyLimits: true)
        #expect(
            StoreSQL.count(select)
                == #"SELECT COUNT(*) FROM (SELECT t0.Z_PK FROM "Employee" t0 ORDER BY t0."age" ASC, t0.Z_PK ASC "#
                + "LIMIT ? OFFSET ?)")
        #expect(select.bindings == [.integer(5), .integer(2)])
    }

    @Test func identifiersAreQuoted() {
        #expect(quoted(#"odd"name"#) == #""odd""name""#)
    }
}
