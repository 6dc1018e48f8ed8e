import Foundation
import SwiftData
import Testing

/// glibc's `malloc_usable_size` (in `<malloc.h>`, which the Glibc module does not export): the bytes of
/// the block `pointer` was allocated in.
@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int

/// A fetch makes a backing per row: what a fetched backing never needs is kept aside
/// (`ModelBackingExtras`), so each is one 128-byte block.
@Suite struct BackingSizeTests {
    @Test func aFetchedModelsBackingFitsA128ByteBlock() throws {
        let container = try ModelContainer(
            for: Schema([Item.self]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        let writer = ModelContext(container)
        writer.insert(Item(title: "a"))
        try writer.save()
        let reader = ModelContext(container)
        let item = try #require(try reader.fetch(FetchDescriptor<Item>()).first)
        let backing = item.persistentBackingData
        #expect(mallocUsableSize(Unmanaged.passUnretained(backing).toOpaque()) <= 120)
        #expect(item.title == "a")
    }
}
