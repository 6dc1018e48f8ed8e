import Foundation
@testable import PlumeStore
import Testing

final class Playlist: ManagedObject {
    @Attribute var name: String = ""
    @Relationship(inverse: \Track.playlist, deleteRule: .deny) var tracks: [Track]
}

final class Track: ManagedObject {
    @Attribute var title: String = ""
    @Relationship var playlist: Playlist?
}

final class Person: ManagedObject {
    @Attribute var name: String = ""
    @Relationship(inverse: \Passport.holder, deleteRule: .cascade) var passport: Passport?
    @Relationship(inverse: \Note.author, deleteRule: .noAction) var notes: Set<Note>
}

final class Passport: ManagedObject {
    @Attribute var number: String = ""
    @Relationship var holder: Person?
}

final class Note: ManagedObject {
    @Attribute var text: String = ""
    @Relationship var author: Person?
}

private func employee(_ name: String, in context: ManagedObjectContext) -> Employee {
    let employee = Employee(context: context)
    employee.id = UUID()
    employee.name = name
    return employee
}

private func company(_ title: String, in context: ManagedObjectContext) -> Company {
    let company = Company(context: context)
    company.id = UUID()
    company.title = title
    return company
}

@Suite struct RelationshipTests {
    @Test func inversesStayInSyncBothWays() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        let acme = company("Acme", in: context)
        let bolt = company("Bolt", in: context)
        let ada = employee("Ada", in: context)
        let bob = employee("Bob", in: context)
        acme.addToEmployees(ada)
        bob.company = acme
        #expect(acme.employees == [ada, bob])
        ada.company = bolt
        #expect(acme.employees == [bob])
        #expect(bolt.employees == [ada])
        acme.removeFromEmployees(bob)
        #expect(bob.company == nil)
        #expect(acme.employees.isEmpty)
        bolt.employees = [bob]
        #expect(ada.company == nil)
        #expect(bob.company === bolt)
        try context.save()
        context.reset()
        let fetched = try context.fetch(FetchRequest<Company>(sortDescriptors: [SortDescriptor(\.title)]))
        #expect(fetched.map { $0.employees.map(\.name).sorted() } == [[], ["Bob"]])
    }

    @Test func toManyLoadsLazilyAndSeesUnsavedChanges() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        let acme = company("Acme", in: context)
        for name in ["A", "B", "C"] { acme.addToEmployees(employee(name, in: context)) }
        try context.save()
        let second = container.newBackgroundContext()
        try second.performAndWait {
            let company = try #require(try second.fetch(FetchRequest<Company>()).first)
            #expect(company.loadedToManyCache(company.entity.relationship(named: "employees")!) == nil)
            let extra = employee("D", in: second)
            extra.company = company
            let removed = try #require(
                try second.fetch(FetchRequest<Employee>(predicate: #Predicate { $0.name == "A" })).first)
            removed.company = nil
            #expect(Set(company.employees.map(\.name)) == ["B", "C", "D"])
        }
    }

    /// A to-many keeps the members its query returned without checking each again only while every
    /// one took its row from that query: a member whose row this context read before another context
    /// moved it is still judged by the row it holds, as it was before the members were kept whole.
    @Test func toManyMembersHoldingAnOlderRowAreCheckedAgain() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        let acme = company("Acme", in: context)
        let bolt = company("Bolt", in: context)
        for name in ["A", "C"] { acme.addToEmployees(employee(name, in: context)) }
        let moved = employee("B", in: context)
        bolt.addToEmployees(moved)
        try context.save()
        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            let early = try #require(
                try reader.fetch(FetchRequest<Employee>(predicate: #Predicate { $0.name == "B" })).first)
            #expect(early.company?.title == "Bolt")
        }
        moved.company = acme
        try context.save()
        try reader.performAndWait {
            // The store now puts B in Acme, but this context's B still holds the row it read (Bolt).
            let readerAcme = try #require(reader.object(with: acme.objectID) as? Company)
            #expect(Set(readerAcme.employees.map(\.name)) == ["A", "C"])
            // A context that read nothing before takes every member the query returns.
            let fresh = container.newBackgroundContext()
            try fresh.performAndWait {
                let freshAcme = try #require(fresh.object(with: acme.objectID) as? Company)
                #expect(Set(freshAcme.employees.map(\.name)) == ["A", "B", "C"])
            }
        }
    }

    @Test func orderedToManyKeepsOrderAcrossSaves() throws {
        let url = temporaryStoreURL()
        defer { removeStore(at: url) }
        do {
            let container = PersistentContainer(name: "Music", entities: [Playlist.self, Track.self], storeURL: url)
            try container.loadPersistentStores()
            let context = container.viewContext
            let list = Playlist(context: context)
            list.name = "Mix"
            let tracks = ["one", "two", "three"].map { title -> Track in
                let track = Track(context: context)
                track.title = title
                return track
            }
            list.tracks = [tracks[2], tracks[0], tracks[1]]
            #expect(list.tracks.map(\.title) == ["three", "one", "two"])
            list.add(tracks[0], to: \.tracks)
            let four = Track(context: context)
            four.title = "four"
            list.add(four, to: \.tracks)
            #expect(list.tracks.map(\.title) == ["three", "one", "two", "four"])
            list.remove(tracks[0], from: \.tracks)
            try context.save()
        }
        let container = PersistentContainer(name: "Music", entities: [Playlist.self, Track.self], storeURL: url)
        try container.loadPersistentStores()
        let list = try #require(try container.viewContext.fetch(FetchRequest<Playlist>()).first)
        #expect(list.tracks.map(\.title) == ["three", "two", "four"])
    }

    @Test func cascadeDeletesAndNullifyClears() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        let acme = company("Acme", in: context)
        let ada = employee("Ada", in: context)
        acme.addToEmployees(ada)
        try context.save()
        context.delete(ada)
        #expect(acme.employees.isEmpty)
        try context.save()
        let bob = employee("Bob", in: context)
        acme.addToEmployees(bob)
        try context.save()
        context.delete(acme)
        #expect(bob.isDeleted)
        #expect(context.deletedObjects.count == 2)
        try context.save()
        #expect(try context.count(for: FetchRequest<Employee>()) == 0)
        #expect(try context.count(for: FetchRequest<Company>()) == 0)
    }

    @Test func oneToOneCascadeAndNoAction() throws {
        let container = try makeMemoryContainer([Person.self, Passport.self, Note.self])
        let context = container.viewContext
        let person = Person(context: context)
        let passport = Passport(context: context)
        let other = Passport(context: context)
        person.passport = passport
        #expect(passport.holder === person)
        other.holder = person
        #expect(person.passport === other)
        #expect(passport.holder == nil)
        let note = Note(context: context)
        note.author = person
        try context.save()
        context.delete(person)
        #expect(other.isDeleted)
        #expect(!note.isDeleted)
        #expect(note.author === person)
        try context.save()
        #expect(try context.count(for: FetchRequest<Passport>()) == 1)
        #expect(try context.count(for: FetchRequest<Note>()) == 1)
    }

    @Test func denyRuleBlocksSaveUntilEmptied() throws {
        let container = try makeMemoryContainer([Playlist.self, Track.self])
        let context = container.viewContext
        let list = Playlist(context: context)
        let track = Track(context: context)
        list.add(track, to: \.tracks)
        try context.save()
        context.delete(list)
        #expect(throws: StoreError.deleteDenied(entity: "Playlist", relationship: "tracks")) { try context.save() }
        track.playlist = nil
        try context.save()
        #expect(try context.count(for: FetchRequest<Playlist>()) == 0)
    }

    @Test func objectsAreUniquedAndFaultLazily() throws {
        let container = try makeMemoryContainer()
        let context = container.viewContext
        let acme = company("Acme", in: context)
        acme.addToEmployees(employee("Ada", in: context))
        try context.save()
        let other = container.newBackgroundContext()
        try other.performAndWait {
            let first = try other.fetch(FetchRequest<Employee>())
            let second = try other.fetch(FetchRequest<Employee>())
            #expect(first[0] === second[0])
            let relationship = first[0].entity.relationship(named: "company")!
            let target = try #require(first[0].toOneTarget(relationship))
            #expect(target.isFault)
            #expect((target as! Company).title == "Acme")
            #expect(!target.isFault)
            #expect(other.object(with: acme.objectID) === target)
        }
    }
}
