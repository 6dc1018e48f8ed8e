import Foundation

/// The sizes one node answered, by proposal, until its layout is invalidated (`ViewNode.sizeThatFits`
/// reads and fills it; `invalidateLayout`, `dropOwnMeasurements` and `invalidateAlignmentCaches`
/// empty it).
///
/// A node is asked a handful of distinct proposals between invalidations (a stack's child: its
/// minimum, its maximum, its share, and again after a resize), so the first `inlineCapacity` answers are kept in the cache
/// itself and only further ones in an array — most nodes never allocate one (an array per node was
/// an allocation and a free per node and pass). Answers are found by comparing proposals, newest
/// first — no hashing, no dictionary buckets. Proposals compare with `==` as `ProposedViewSize`'s
/// `Equatable` does (a NaN length never matches, so it is measured each time, as with a
/// dictionary). At most `capacity` answers are kept; the next one after that starts the cache
/// afresh.
///
///     var cache = SizeCache()
///     cache.insert(CGSize(width: 10, height: 20), for: .unspecified)
///     cache.size(for: .unspecified)  // (10, 20)
struct SizeCache {
    /// One proposal and the size answered to it.
    struct Entry {
        let proposal: ProposedViewSize
        let size: CGSize

        /// What an unused slot holds (never read: `count` tells which slots are in use).
        static let unused = Entry(proposal: .zero, size: .zero)

        /// Whether this is the answer to `proposal` (compared as `ProposedViewSize`'s `==` does).
        @inline(__always)
        func answers(_ proposal: ProposedViewSize) -> Bool {
            self.proposal.width == proposal.width && self.proposal.height == proposal.height
        }
    }

    /// The most answers kept before the cache starts afresh.
    static let capacity = 64
    /// The answers kept in the cache itself.
    static let inlineCapacity = 8
    /// The room made in `overflow` at its first answer.
    static let initialOverflowCapacity = 8

    /// How many answers are kept.
    private(set) var count = 0
    /// The first `inlineCapacity` answers, oldest first (a homogeneous tuple: laid out as an array
    /// of eight, which `size(for:)` walks as one).
    private var slots = (
        Entry.unused, Entry.unused, Entry.unused, Entry.unused, Entry.unused, Entry.unused, Entry.unused, Entry.unused
    )
    /// The answers after the first `inlineCapacity`, oldest first.
    private var overflow: [Entry] = []

    /// Whether no answer is kept.
    var isEmpty: Bool { count == 0 }

    /// The answers kept, oldest first.
    var entries: [Entry] {
        let inline = [slots.0, slots.1, slots.2, slots.3, slots.4, slots.5, slots.6, slots.7]
        return Array(inline.prefix(Swift.min(count, Self.inlineCapacity))) + overflow
    }

    /// The size answered to `proposal`, or nil when none is kept. `mutating` only so that callers
    /// read the cache where it is stored (a node's property) instead of copying it whole first:
    /// it changes nothing.
    mutating func size(for proposal: ProposedViewSize) -> CGSize? {
        var i = overflow.count
        while i > 0 {
            i -= 1
            if overflow[i].answers(proposal) { return overflow[i].size }
        }
        let inline = Swift.min(count, Self.inlineCapacity)
        return withUnsafeMutablePointer(to: &slots) { tuple in
            tuple.withMemoryRebound(to: Entry.self, capacity: Self.inlineCapacity) { entries in
                var i = inline
                while i > 0 {
                    i -= 1
                    if entries[i].answers(proposal) { return entries[i].size }
                }
                return nil
            }
        }
    }

    /// Keeps `size` as the answer to `proposal` (not already kept); empties the cache first when it
    /// holds `capacity` answers.
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        if count >= Self.capacity { removeAll() }
        let entry = Entry(proposal: proposal, size: size)
        switch count {
        case 0: slots.0 = entry
        case 1: slots.1 = entry
        case 2: slots.2 = entry
        case 3: slots.3 = entry
        case 4: slots.4 = entry
        case 5: slots.5 = entry
        case 6: slots.6 = entry
        case 7: slots.7 = entry
        default:
            // Room for several answers at once instead of growing one answer at a time.
            if overflow.capacity == 0 { overflow.reserveCapacity(Self.initialOverflowCapacity) }
            overflow.append(entry)
        }
        count += 1
    }

    /// Drops every answer (keeping the storage for the next pass).
    mutating func removeAll() {
        count = 0
        if !overflow.isEmpty { overflow.removeAll(keepingCapacity: true) }
    }
}
