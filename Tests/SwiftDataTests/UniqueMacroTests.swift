import Foundation
import SwiftData
import Testing

// Models with SwiftData's `#Unique` (iOS 18), written as for Apple's platforms.

@Model final class Keyword {
    #Unique<Keyword>([\.name])
    var name: String
    var colour: String = "grey"
    init(name: String) { self.name = name }
}

@Model final class Member {
    #Unique<Member>([\.givenName, \.familyName], [\.email])
    var givenName: String
    var familyName: String
    var email: String
    init(givenName: String, familyName: String, email: String) {
        self.givenName = givenName
        self.familyName = familyName
        self.email = email
    }
}

/// The same entity before and after the app added a `#Unique` constraint.
enum MembersBeforeUnique {
    @Model final class Member {
        var givenName: String
        var familyName: String
        var email: String
        init(givenName: String, familyName: String, email: String) {
            self.givenName = givenName
            self.familyName = familyName
            self.email = email
        }
    }
}

@MainActor
@Suite("#Unique constraints") struct UniqueMacroTests {
    private func memoryContext<Model: PersistentModel>(_ type: Model.Type) throws -> ModelContext {
        ModelContext(try ModelContainer(for: type, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
    }

    private func storeURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("members-\(UUID()).store")
    }

    /// Saves members to the store at `url` as the app did before it added `#Unique`.
    private func saveWithoutTheConstraint(_ members: [(String, String, String)], to url: URL) throws {
        let context = ModelContext(
            try ModelContainer(for: MembersBeforeUnique.Member.self, configurations: ModelConfiguration(url: url)))
        for (given, family, email) in members {
            context.insert(MembersBeforeUnique.Member(givenName: given, familyName: family, email: email))
        }
        try context.save()
    }

    @Test func savingASecondModelWithTheSameValueIsATypedErrorThatWritesNothing() throws {
        let context = try memoryContext(Keyword.self)
        context.insert(Keyword(name: "urgent"))
        try context.save()
        let again = Keyword(name: "urgent")
        again.colour = "red"
        context.insert(again)
        let error = try #require(throws: StoreError.self) { try context.save() }
        guard case .constraintViolation(_, let message) = error else {
            Issue.record("expected a constraint violation, got \(error)")
            return
        }
        #expect(message.contains("Keyword.name"), "\(message)")
        let stored = try ModelContext(context.container).fetch(FetchDescriptor<Keyword>())
        #expect(stored.map(\.colour) == ["grey"], "the stored label is unchanged")
        // The context keeps the unsaved model: change it, and it saves.
        again.name = "later"
        try context.save()
        #expect(try ModelContext(context.container).fetchCount(FetchDescriptor<Keyword>()) == 2)
    }

    @Test func aCompoundConstraintNeedsEveryValueToMatch() throws {
        let context = try memoryContext(Member.self)
        context.insert(Member(givenName: "Ada", familyName: "Lovelace", email: "ada@example.org"))
        context.insert(Member(givenName: "Ada", familyName: "Byron", email: "byron@example.org"))
        context.insert(Member(givenName: "Augusta", familyName: "Lovelace", email: "augusta@example.org"))
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Member>()) == 3)

        context.insert(Member(givenName: "Ada", familyName: "Lovelace", email: "other@example.org"))
        #expect(throws: StoreError.self) { try context.save() }
        context.rollback()
        context.insert(Member(givenName: "Grace", familyName: "Hopper", email: "ada@example.org"))
        #expect(throws: StoreError.self, "the second constraint, on email alone") { try context.save() }
        context.rollback()
        #expect(try ModelContext(context.container).fetchCount(FetchDescriptor<Member>()) == 3)
    }

    @Test func theConstraintHoldsAfterTheStoreIsReopened() throws {
        let url = storeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let context = ModelContext(
                try ModelContainer(for: Member.self, configurations: ModelConfiguration(url: url)))
            context.insert(Member(givenName: "Ada", familyName: "Lovelace", email: "ada@example.org"))
            try context.save()
        }
        let context = ModelContext(try ModelContainer(for: Member.self, configurations: ModelConfiguration(url: url)))
        let stored = try context.fetch(FetchDescriptor<Member>())
        #expect(stored.map(\.email) == ["ada@example.org"])
        context.insert(Member(givenName: "Ada", familyName: "Lovelace", email: "new@example.org"))
        #expect(throws: StoreError.self) { try context.save() }
    }

    @Test func aStoreOpenedWithTheConstraintAddedLaterKeepsItsRowsAndEnforcesIt() throws {
        let url = storeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try saveWithoutTheConstraint(
            [("Ada", "Lovelace", "ada@example.org"), ("Alan", "Turing", "alan@example.org")], to: url)
        let context = ModelContext(try ModelContainer(for: Member.self, configurations: ModelConfiguration(url: url)))
        let stored = try context.fetch(FetchDescriptor<Member>(sortBy: [SortDescriptor(\.givenName)]))
        #expect(stored.map(\.email) == ["ada@example.org", "alan@example.org"])
        context.insert(Member(givenName: "Alan", familyName: "Turing", email: "turing@example.org"))
        #expect(throws: StoreError.self) { try context.save() }
    }

    @Test func addingTheConstraintToAStoreWithDuplicatesIsAMigrationErrorThatLosesNothing() throws {
        let url = storeURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try saveWithoutTheConstraint(
            [("Ada", "Lovelace", "ada@example.org"), ("Ada", "Lovelace", "ada2@example.org")], to: url)
        let error = try #require(throws: StoreError.self) {
            _ = try ModelContainer(for: Member.self, configurations: ModelConfiguration(url: url))
        }
        guard case .migrationFailed(_, let reason) = error else {
            Issue.record("expected migrationFailed, got \(error)")
            return
        }
        #expect(reason.contains("givenName, familyName"), "\(reason)")
        // The old app still opens the store with both rows.
        let old = ModelContext(
            try ModelContainer(for: MembersBeforeUnique.Member.self, configurations: ModelConfiguration(url: url)))
        #expect(try old.fetchCount(FetchDescriptor<MembersBeforeUnique.Member>()) == 2)
    }
}
