import Foundation

/// The sizes one node answered, by proposal, until its layout is invalidated (`ViewNode.sizeThatFits`
/// reads and fills it; `invalidateLayout`, `dropOwnMeasurements` and `invalidateAlignmentCaches`
/// empty it).
///
/// A node is asked a handful of distinct proposals between invalidations, so the answers are kept in
/// one flat array and found by comparing proposals, newest first — no hashing, no dictionary
/// buckets. Proposals compare with `==` as `ProposedViewSize`'s `Equatable` does (a NaN length
/// never matches, so it is measured each time, as with a dictionary). At most `capacity` answers are
/// kept; the next one after that starts the cache afresh.
///
///     var cache = SizeCache()
///     cache.insert(CGSize(width: 10, height: 20), for: .unspecified)
///     cache.size(for: .unspecified)  // (10, 20)
struct SizeCache {
    /// One proposal and the size answered to it.
    struct Entry {
        let proposal: ProposedViewSize
        let size: CGSize
    }

    /// The most answers kept before the cache starts afresh.
    static let capacity = 64
    /// The answers room is made for at the first one.
    static let initialCapacity = 8

    private(set) var entries: [Entry] = []

    /// Whether no answer is kept.
    var isEmpty: Bool { entries.isEmpty }

    /// The size answered to `proposal`, or nil when none is kept.
    func size(for proposal: ProposedViewSize) -> CGSize? {
        var i = entries.count
        while i > 0 {
            i -= 1
            let entry = entries[i]
            if entry.proposal.width == proposal.width && entry.proposal.height == proposal.height {
                return entry.size
            }
        }
        return nil
    }

    /// Keeps `size` as the answer to `proposal` (not already kept); empties the cache first when it
    /// holds `capacity` answers.
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        // Room for a few answers at once (a stack asks each subview at least its minimum, maximum
        // and share) instead of growing one answer at a time.
        if entries.capacity == 0 { entries.reserveCapacity(Self.initialCapacity) }
        entries.append(Entry(proposal: proposal, size: size))
    }

    /// Drops every answer (keeping the storage for the next pass).
    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }
}
