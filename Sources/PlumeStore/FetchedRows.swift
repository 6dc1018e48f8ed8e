/// The rows one fetch read, kept as they came from SQLite until each object they belong to is first
/// touched (Core Data's row cache).
///
/// Contract: filled by ``ManagedObjectContext/materializeAll(_:_:_:)`` on the context's queue while
/// its statement steps, then only read there: ``ManagedObject/takeFetchedRow()`` copies one row out
/// when its object is first touched. Objects hold the batch until then, so it is freed when the last of
/// them is touched or freed. It touches nothing else.
///
/// The values are stored row after row in chunks of ``rowsPerChunk`` rows, each allocated once at its
/// full size and written in place, so a large fetch never copies what it has read to grow.
@usableFromInline
final class FetchedRows {
    /// Values per row (the entity's columns).
    let width: Int
    /// Rows per chunk.
    static let rowsPerChunk = 2048
    // Used on the context's queue only (see the contract): no run-time exclusivity tracking. Each chunk
    // holds `rowsPerChunk * width` values, initialised up to `count` rows (the last one partly).
    @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<SQLValue>] = []
    @exclusivity(unchecked) private(set) var count = 0

    init(width: Int) {
        self.width = width
    }

    deinit {
        for (index, chunk) in chunks.enumerated() {
            let rows = min(Self.rowsPerChunk, count - index * Self.rowsPerChunk)
            chunk.deinitialize(count: rows * width)
            chunk.deallocate()
        }
    }

    /// Appends the current row of `statement`, columns `first ..< first + width`; returns its index.
    func append(_ statement: SQLiteStatement, from first: Int) -> Int {
        let index = count
        let slot = index % Self.rowsPerChunk
        if slot == 0 { chunks.append(.allocate(capacity: max(1, Self.rowsPerChunk * width))) }
        let values = chunks[chunks.count - 1] + slot * width
        for column in 0..<width { (values + column).initialize(to: statement.value(at: first + column)) }
        count = index + 1
        return index
    }

    /// The value of `column` in row `index`.
    func value(row index: Int, column: Int) -> SQLValue {
        precondition(index < count && column < width, "FetchedRows: no row \(index), column \(column)")
        return chunks[index / Self.rowsPerChunk][(index % Self.rowsPerChunk) * width + column]
    }

    /// A copy of row `index`.
    func row(at index: Int) -> [SQLValue] {
        precondition(index < count, "FetchedRows: no row \(index)")
        let values = chunks[index / Self.rowsPerChunk] + (index % Self.rowsPerChunk) * width
        return RowAllocation.make(width) { values[$0] }
    }
}
