import Foundation
import SwiftData
import Testing

enum NotesSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Note.self] }

    @Model final class Note {
        var text: String
        init(text: String) { self.text = text }
    }
}

enum NotesSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Note.self] }

    @Model final class Note {
        @Attribute(originalName: "text") var body: String
        var isImportant: Bool = false
        init(body: String) { self.body = body }
    }
}

enum NotesSchemaV3: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(3, 0, 0) }
    static var models: [any PersistentModel.Type] { [Note.self] }

    @Model final class Note {
        var body: String
        var isImportant: Bool = false
        var words: Int = 0
        init(body: String) { self.body = body }
    }
}

enum NotesMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self, NotesSchemaV3.self] }
    static var stages: [MigrationStage] {
        [
            .custom(
                fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self,
                willMigrate: { context in
                    try context.delete(model: NotesSchemaV1.Note.self, where: #Predicate { $0.text == "" })
                },
                didMigrate: { context in
                    for note in try context.fetch(FetchDescriptor<NotesSchemaV2.Note>()) where note.body.hasSuffix("!")
                    {
                        note.isImportant = true
                    }
                }),
            .lightweight(fromVersion: NotesSchemaV2.self, toVersion: NotesSchemaV3.self),
        ]
    }
}

@Suite("Schema migration plans") struct MigrationPlanTests {
    @Test func customThenLightweightStagesRunInOrder() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID()).store")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let container = try ModelContainer(
                for: Schema(versionedSchema: NotesSchemaV1.self), configurations: ModelConfiguration(url: url))
            let context = ModelContext(container)
            for text in ["Buy milk", "", "Call mum!"] { context.insert(NotesSchemaV1.Note(text: text)) }
            try context.save()
        }
        let container = try ModelContainer(
            for: Schema(versionedSchema: NotesSchemaV3.self), migrationPlan: NotesMigrationPlan.self,
            configurations: [ModelConfiguration(url: url)])
        let notes = try ModelContext(container).fetch(
            FetchDescriptor<NotesSchemaV3.Note>(sortBy: [SortDescriptor(\.body)]))
        #expect(notes.map(\.body) == ["Buy milk", "Call mum!"])
        #expect(notes.map(\.isImportant) == [false, true])
        #expect(notes.map(\.words) == [0, 0])
        // Opening again finds the store at the last version and runs nothing.
        let again = try ModelContainer(
            for: Schema(versionedSchema: NotesSchemaV3.self), migrationPlan: NotesMigrationPlan.self,
            configurations: [ModelConfiguration(url: url)])
        #expect(try ModelContext(again).fetchCount(FetchDescriptor<NotesSchemaV3.Note>()) == 2)
    }
}
