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

/// The plan of an older version of the app: it knows V1 and V2, not V3.
enum NotesPlanUpToV2: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self] }
    static var stages: [MigrationStage] {
        [.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)]
    }
}

/// A plan with a gap: nothing leads from V1 to V2.
enum NotesPlanWithAGap: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self, NotesSchemaV3.self] }
    static var stages: [MigrationStage] {
        [.lightweight(fromVersion: NotesSchemaV2.self, toVersion: NotesSchemaV3.self)]
    }
}

@Suite("Schema migration plans") struct MigrationPlanTests {
    private func temporaryStore() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID()).store")
    }

    private func removeStore(_ url: URL) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
    }

    /// Whether `error` is a migration failure whose reason contains `words`.
    private func isMigrationFailure(_ error: any Error, saying words: String) -> Bool {
        guard case .migrationFailed(_, let reason) = error as? StoreError else { return false }
        return reason.contains(words)
    }

    @Test func aStoreWrittenByANewerSchemaIsRefusedAndLeftUntouched() throws {
        let url = temporaryStore()
        defer { removeStore(url) }
        do {
            let container = try ModelContainer(
                for: Schema(versionedSchema: NotesSchemaV3.self), configurations: ModelConfiguration(url: url))
            let context = ModelContext(container)
            let note = NotesSchemaV3.Note(body: "From the future")
            note.words = 3
            context.insert(note)
            try context.save()
        }
        // The older app, whose plan stops at V2, cannot place the file: a clear error, no migration.
        #expect {
            _ = try ModelContainer(
                for: Schema(versionedSchema: NotesSchemaV2.self), migrationPlan: NotesPlanUpToV2.self,
                configurations: [ModelConfiguration(url: url)])
        } throws: { error in
            isMigrationFailure(error, saying: "none of the migration plan's schemas")
        }
        // The newer app still finds everything, the column the older one does not know included.
        let container = try ModelContainer(
            for: Schema(versionedSchema: NotesSchemaV3.self), configurations: ModelConfiguration(url: url))
        let notes = try ModelContext(container).fetch(FetchDescriptor<NotesSchemaV3.Note>())
        #expect(notes.map(\.body) == ["From the future"])
        #expect(notes.map(\.words) == [3])
    }

    @Test func aPlanWithAGapIsRefusedBeforeAnyStageRuns() throws {
        let url = temporaryStore()
        defer { removeStore(url) }
        do {
            let container = try ModelContainer(
                for: Schema(versionedSchema: NotesSchemaV1.self), configurations: ModelConfiguration(url: url))
            let context = ModelContext(container)
            context.insert(NotesSchemaV1.Note(text: "Buy milk"))
            try context.save()
        }
        #expect {
            _ = try ModelContainer(
                for: Schema(versionedSchema: NotesSchemaV3.self), migrationPlan: NotesPlanWithAGap.self,
                configurations: [ModelConfiguration(url: url)])
        } throws: { error in
            isMigrationFailure(error, saying: "no stage from NotesSchemaV1 (1.0.0)")
        }
        // The store is still at V1, with its note.
        let container = try ModelContainer(
            for: Schema(versionedSchema: NotesSchemaV1.self), configurations: ModelConfiguration(url: url))
        #expect(try ModelContext(container).fetch(FetchDescriptor<NotesSchemaV1.Note>()).map(\.text) == ["Buy milk"])
        // The complete plan migrates the same file.
        let migrated = try ModelContainer(
            for: Schema(versionedSchema: NotesSchemaV3.self), migrationPlan: NotesMigrationPlan.self,
            configurations: [ModelConfiguration(url: url)])
        #expect(try ModelContext(migrated).fetch(FetchDescriptor<NotesSchemaV3.Note>()).map(\.body) == ["Buy milk"])
    }

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
