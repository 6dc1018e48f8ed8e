import Foundation
import PlumeStreams
import Testing

@testable import PlumeStore

final class SavedNote: ManagedObject {
    @Attribute var text: String = ""
}

@Suite struct DidSavePublisherTests {
    @Test func eachSaveIsPublishedOnceAndOnlyForThatContext() throws {
        let container = PersistentContainer(name: "PublisherTest", entities: [SavedNote.self], inMemory: true)
        try container.loadPersistentStores()
        let context = container.newBackgroundContext()
        let other = container.newBackgroundContext()
        var received = 0
        let cancellable = context.didSavePublisher.sink { _ in received += 1 }
        try context.performAndWait {
            let note = SavedNote(context: context)
            note.text = "Hello"
            try context.save()
        }
        try other.performAndWait {
            let note = SavedNote(context: other)
            note.text = "Elsewhere"
            try other.save()
        }
        try context.performAndWait { try context.save() }  // nothing changed: no notification
        #expect(received == 1)
        cancellable.cancel()
    }
}
