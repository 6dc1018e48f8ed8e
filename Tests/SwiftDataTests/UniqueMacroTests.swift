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

    private func members(_ container: ModelContainer) throws -> [String] {
        try ModelContext(container).fetch(FetchDescriptor<Member>(sortBy: [SortDescriptor(\.email)])).map {
            "\($0.givenName) \($0.familyName) <\($0.email)>"
        }
    }

    @Test func insertingASecondModelWithTheSameValueUpdatesTheStoredOne() throws {
        let context = try memoryContext(Keyword.self)
        context.insert(Keyword(name: "urgent"))
        try context.save()
        let again = Keyword(name: "urgent")
        again.colour = "red"
        context.insert(again)
        try context.save()
        let stored = try ModelContext(context.container).fetch(FetchDescriptor<Keyword>())
        #expect(stored.map(\.colour) == ["red"])
        #expect(try context.fetchCount(FetchDescriptor<Keyword>()) == 1)
        // The inserted model is the stored one's model now: changing it changes that row.
        again.colour = "blue"
        try context.save()
        #expect(try ModelContext(context.container).fetch(FetchDescriptor<Keyword>()).map(\.colour) == ["blue"])
    }

    @Test func aCompoundConstraintUpdatesOnlyWhenEveryValueMatches() throws {
        let context = try memoryContext(Member.self)
        context.insert(Member(givenName: "Ada", familyName: "Lovelace", email: "ada@example.org"))
        context.insert(Member(givenName: "Ada", familyName: "Byron", email: "byron@example.org"))
        context.insert(Member(givenName: "Augusta", familyName: "Lovelace", email: "augusta@example.org"))
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Member>()) == 3)

        // The same pair: the stored member is updated.
        context.insert(Member(givenName: "Ada", familyName: "Lovelace", email: "countess@example.org"))
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Member>()) == 3)
        #expect(try members(context.container).contains("Ada Lovelace <countess@example.org>"))
        // The second constraint, on email alone.
        context.insert(Member(givenName: "Grace", familyName: "Hopper", email: "byron@example.org"))
        try context.save()
        #expect(
            try members(context.container) == [
                "Augusta Lovelace <augusta@example.org>", "Grace Hopper <byron@example.org>",
                "Ada Lovelace <countess@example.org>",
            ])
        // A different pair and email: a new member.
        context.insert(Member(givenName: "Ada", familyName: "Hopper", email: "other@example.org"))
        try context.save()
        #expect(try ModelContext(context.container).fetchCount(FetchDescriptor<Member>()) == 4)
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
        do {
            let context = ModelContext(
                try ModelContainer(for: Member.self, configurations: ModelConfiguration(url: url)))
            let stored = try context.fetch(FetchDescriptor<Member>())
            #expect(stored.map(\.email) == ["ada@example.org"])
            context.insert(Member(givenName: "Ada", familyName: "Lovelace", email: "new@example.org"))
            try context.save()
            #expect(stored.map(\.email) == ["new@example.org"], "the fetched model has the inserted values")
        }
        let reopened = try ModelContainer(for: Member.self, configurations: ModelConfiguration(url: url))
        #expect(try members(reopened) == ["Ada Lovelace <new@example.org>"])
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
        try context.save()
        #expect(
            try members(context.container) == ["Ada Lovelace <ada@example.org>", "Alan Turing <turing@example.org>"])
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
