import Foundation
import PlumeTesting
import Testing

/// `ProcessMemory.liveHeapBytes` counts what malloc handed out and not what it got back.
@Suite struct ProcessMemoryTests {
    @Test func liveHeapGrowsWithAnAllocationAndShrinksWhenItIsFreed() throws {
        let size = 256 << 20  // mapped by malloc on its own, never touched: not resident
        let before = try #require(ProcessMemory.liveHeapBytes())
        let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        block.storeBytes(of: 1, as: UInt8.self)
        let during = try #require(ProcessMemory.liveHeapBytes())
        block.deallocate()
        let after = try #require(ProcessMemory.liveHeapBytes())
        // Other tests allocate meanwhile, so only half the block is asserted.
        #expect(during - before > size / 2, "live \(before) → \(during) with a 256 MB block")
        #expect(during - after > size / 2, "live \(during) → \(after) after freeing it")
    }
}
