import Foundation
import PlumeStore
import Testing

final class Student: ManagedObject {
    @Attribute var name: String = ""
    @Relationship(inverse: \Course.students) var courses: Set<Course>
}

final class Course: ManagedObject {
    @Attribute var title: String = ""
    @Relationship var students: Set<Student>
}

extension Student {
    func addToCourses(_ course: Course) { add(course, to: \.courses) }
    func removeFromCourses(_ course: Course) { remove(course, from: \.courses) }
}

@Suite struct ManyToManyTests {
    private func seeded(_ url: URL) throws -> PersistentContainer {
        let container = PersistentContainer(name: "School", entities: [Student.self, Course.self], storeURL: url)
        try container.loadPersistentStores()
        return container
    }

    @Test func linksAreKeptInSyncAndSaved() throws {
        let url = temporaryStoreURL("School")
        defer { removeStore(at: url) }
        do {
            let context = try seeded(url).viewContext
            let ada = Student(context: context)
            ada.name = "Ada"
            let bob = Student(context: context)
            bob.name = "Bob"
            let math = Course(context: context)
            math.title = "Math"
            let art = Course(context: context)
            art.title = "Art"
            ada.addToCourses(math)
            ada.addToCourses(art)
            bob.courses = [math]
            #expect(math.students == [ada, bob])
            #expect(art.students == [ada])
            try context.save()
            ada.removeFromCourses(art)
            #expect(art.students.isEmpty)
            #expect(context.hasChanges)
            try context.save()
        }
        let container = try seeded(url)
        let context = container.viewContext
        let students = try context.fetch(FetchRequest<Student>(sortDescriptors: [SortDescriptor(\.name)]))
        #expect(students.map { $0.courses.map(\.title).sorted() } == [["Math"], ["Math"]])
        let math = try #require(
            try context.fetch(FetchRequest<Course>(predicate: #Predicate { $0.title == "Math" })).first)
        #expect(Set(math.students.map(\.name)) == ["Ada", "Bob"])
        let takingArt = FetchRequest<Student>(predicate: #Predicate { $0.courses.contains { $0.title == "Art" } })
        #expect(try context.fetch(takingArt).isEmpty)
        let enrolled = FetchRequest<Course>(predicate: #Predicate { $0.students.count >= 2 })
        #expect(try context.fetch(enrolled).map(\.title) == ["Math"])
        #expect(try context.count(for: FetchRequest<Course>(predicate: #Predicate { $0.students.isEmpty })) == 1)
    }

    @Test func pendingLinksShowInOtherSideAndRollbackUndoesThem() throws {
        let url = temporaryStoreURL("School")
        defer { removeStore(at: url) }
        let context = try seeded(url).viewContext
        let ada = Student(context: context)
        ada.name = "Ada"
        let math = Course(context: context)
        math.title = "Math"
        try context.save()
        context.reset()
        let student = try #require(try context.fetch(FetchRequest<Student>()).first)
        let course = try #require(try context.fetch(FetchRequest<Course>()).first)
        student.addToCourses(course)
        #expect(course.students == [student])
        context.rollback()
        #expect(student.courses.isEmpty)
        #expect(course.students.isEmpty)
        #expect(!context.hasChanges)
    }

    @Test func deletingAnObjectRemovesItsLinks() throws {
        let url = temporaryStoreURL("School")
        defer { removeStore(at: url) }
        let container = try seeded(url)
        let context = container.viewContext
        let ada = Student(context: context)
        ada.name = "Ada"
        let math = Course(context: context)
        math.title = "Math"
        ada.addToCourses(math)
        try context.save()
        context.delete(ada)
        #expect(math.students.isEmpty)
        try context.save()
        let other = container.newBackgroundContext()
        try other.performAndWait {
            let course = try #require(try other.fetch(FetchRequest<Course>()).first)
            #expect(course.students.isEmpty)
        }
    }
}

enum SchoolV1 {
    final class Student: ManagedObject {
        @Attribute var name: String = ""
    }
    final class Course: ManagedObject {
        @Attribute var title: String = ""
    }
}

@Suite struct ManyToManyMigrationTests {
    @Test func addingAManyToManyMigratesAndUndoWorks() throws {
        let url = temporaryStoreURL("School")
        defer { removeStore(at: url) }
        do {
            let container = PersistentContainer(
                name: "School", entities: [SchoolV1.Student.self, SchoolV1.Course.self], storeURL: url)
            try container.loadPersistentStores()
            SchoolV1.Student(context: container.viewContext).name = "Ada"
            SchoolV1.Course(context: container.viewContext).title = "Math"
            try container.viewContext.save()
        }
        let container = PersistentContainer(name: "School", entities: [Student.self, Course.self], storeURL: url)
        try container.loadPersistentStores()
        let context = container.viewContext
        let undoManager = UndoManager()
        undoManager.groupsByEvent = false
        context.undoManager = undoManager
        let ada = try #require(try context.fetch(FetchRequest<Student>()).first)
        let math = try #require(try context.fetch(FetchRequest<Course>()).first)
        #expect(ada.courses.isEmpty)
        undoManager.beginUndoGrouping()
        ada.addToCourses(math)
        undoManager.endUndoGrouping()
        #expect(math.students == [ada])
        context.undo()
        #expect(ada.courses.isEmpty && math.students.isEmpty)
        context.redo()
        try context.save()
        context.reset()
        #expect(try context.fetch(FetchRequest<Course>()).first?.students.map(\.name) == ["Ada"])
    }
}
