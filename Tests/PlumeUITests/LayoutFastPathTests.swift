import Foundation
import Testing

@testable import PlumeUI

/// The fast paths of the layout speed work answer exactly as the plain code did: a node's size cache
/// past its inline slots, the environment's walk to an entry deep in the list, and the current
/// transaction kept per thread (the main thread's in a static).
@MainActor
@Suite struct LayoutFastPathTests {
    @Test func theSizeCacheFindsAnswersInAndPastItsInlineSlotsNewestFirst() {
        var cache = SizeCache()
        let count = SizeCache.inlineCapacity + 5
        for i in 0..<count {
            cache.insert(CGSize(width: CGFloat(i), height: 1), for: ProposedViewSize(width: CGFloat(i), height: nil))
        }
        for i in 0..<count {
            #expect(
                cache.size(for: ProposedViewSize(width: CGFloat(i), height: nil))
                    == CGSize(width: CGFloat(i), height: 1))
        }
        // A proposal answered twice (the cache does not check) answers with the newer size.
        cache.insert(CGSize(width: 99, height: 99), for: ProposedViewSize(width: 2, height: nil))
        #expect(cache.size(for: ProposedViewSize(width: 2, height: nil)) == CGSize(width: 99, height: 99))
        #expect(cache.entries.count == count + 1)
        #expect(cache.entries.first?.size == CGSize(width: 0, height: 1), "oldest first")
        #expect(cache.entries.last?.size == CGSize(width: 99, height: 99))
        // `ProposedViewSize(width: .nan, …)` makes it 0; a NaN length set afterwards never matches.
        var notANumber = ProposedViewSize.unspecified
        notANumber.width = .nan
        cache.insert(CGSize(width: 7, height: 7), for: notANumber)
        #expect(cache.size(for: notANumber) == nil, "NaN never matches")
        cache.removeAll()
        #expect(cache.isEmpty && cache.size(for: ProposedViewSize(width: 0, height: nil)) == nil)
    }

    @Test func anEnvironmentReadFindsTheNewestEntryDeepInTheList() {
        var environment = EnvironmentValues()
        environment.lineLimit = 3
        for i in 0..<50 { environment.lineSpacing = CGFloat(i) }
        #expect(environment.lineLimit == 3)
        #expect(environment.lineSpacing == 49)
        #expect(environment.truncationMode == .tail, "a key never set reads its default")
    }

    @Test func eachThreadHasItsOwnCurrentTransaction() async {
        let main = withTransaction(Transaction(animation: .linear(duration: 2))) {
            Transaction.current.animation
        }
        #expect(main == .linear(duration: 2))
        #expect(Transaction.current.animation == nil, "restored after withTransaction")
        let seenOnAnotherThread = await withCheckedContinuation { continuation in
            withTransaction(Transaction(animation: .easeIn(duration: 1))) {
                Thread.detachNewThread {
                    let outer = Transaction.current.animation
                    let inner = withTransaction(Transaction(animation: .spring())) { Transaction.current.animation }
                    continuation.resume(returning: (outer, inner))
                }
            }
        }
        #expect(seenOnAnotherThread.0 == nil, "the main thread's transaction is not another thread's")
        #expect(seenOnAnotherThread.1 == .spring())
        #expect(Transaction.current.animation == nil)
    }
}
