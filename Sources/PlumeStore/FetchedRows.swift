/// The rows one fetch read, kept as they came from SQLite until each object they belong to is first
/// touched (Core Data's row cache).
///
/// Contract: filled by ``ManagedObjectContext/materializeAll(_:_:_:)`` on the context's queue while
/// its statement steps, then only read there: ``ManagedObject/takeFetchedRow()`` copies one row out
/// when its object is first touched. Objects hold the batch until then, so it is freed when the last of
/// them is touched or freed. It touches nothing else.
///
/// The values are stored row after row in chunks of ``rowsPerChunk`` rows, each allocated once at its
/// full size, so a large fetch never copies what it has read to grow.
@usableFromInline
final class FetchedRows {
    /// Values per row (the entity's columns).
    let width: Int
    /// Rows per chunk.
    static let rowsPerChunk = 2048
    // Used on the context's queue only (see the contract): no run-time exclusivity tracking.
    @exclusivity(unchecked) private var chunks: [[SQLValue]] = []
    @exclusivity(unchecked) private(set) var count = 0

    init(width: Int) {
        self.width = width
    }

    /// Appends the current row of `statement`, columns `first ..< first + width`; returns its index.
    func append(_ statement: SQLiteStatement, from first: Int) -> Int {
        let index = count
        count += 1
        if index % Self.rowsPerChunk == 0 {
            var chunk: [SQLValue] = []
            chunk.reserveCapacity(Self.rowsPerChunk * width)
            chunks.append(chunk)
        }
        let last = chunks.count - 1
        for column in 0..<width { chunks[last].append(statement.value(at: first + column)) }
        return index
    }

    /// The value of `column` in row `index`.
    func value(row index: Int, column: Int) -> SQLValue {
        chunks[index / Self.rowsPerChunk][(index % Self.rowsPerChunk) * width + column]
    }

    /// A copy of row `index`.
    func row(at index: Int) -> [SQLValue] {
        let start = (index % Self.rowsPerChunk) * width
        return chunks[index / Self.rowsPerChunk].withUnsafeBufferPointer { values in
            RowAllocation.make(width) { values[start + $0] }
        }
    }
}
