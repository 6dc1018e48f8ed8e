import CSQLite
import Foundation

/// The rows one fetch read, kept until each object they belong to is first touched (Core Data's row
/// cache).
///
/// Contract: filled by ``ManagedObjectContext/materializeAll(_:_:_:)`` on the context's queue while
/// its statement steps, then only read there: ``ManagedObject/takeFetchedRow()`` copies one row out
/// when its object is first touched, ``ManagedObject/columnValue(_:)`` reads one value. Objects hold
/// the batch until then, so it is freed when the last of them is touched or freed. It touches nothing
/// else.
///
/// Every value is decoded as it is read from SQLite (text into a `String`, exactly as
/// ``SQLiteStatement/value(at:)``), but stored compactly: each column keeps the payload of its declared
/// storage type (8 bytes for an integer or real column, 16 for text or a blob) and one tag byte a
/// row, instead of a 24-byte ``SQLValue`` per value. A value of another type than its column's (SQLite
/// stores any type in any column) is kept as a ``SQLValue`` aside. Rows are stored in chunks of
/// ``rowsPerChunk`` rows, each allocated once at its full size and written in place, so a large fetch
/// never copies what it has read to grow; within a chunk each column's values are contiguous.
@usableFromInline
final class FetchedRows {
    /// Values per row (the entity's columns).
    let width: Int
    /// Rows per chunk.
    static let rowsPerChunk = 256

    /// What a column stores in its payload.
    private enum Payload {
        case integer
        case real
        case text
        case blob

        init(_ type: AttributeStorageType) {
            switch type {
            case .integer: self = .integer
            case .real: self = .real
            case .text: self = .text
            case .blob: self = .blob
            }
        }

        var size: Int {
            switch self {
            case .integer, .real: 8
            case .text: MemoryLayout<String>.stride
            case .blob: MemoryLayout<Data>.stride
            }
        }
    }

    /// A value's tag: where it is.
    private enum Tag: UInt8 {
        /// SQL `NULL`.
        case null = 0
        /// In the column's payload.
        case payload = 1
        /// In ``aside`` (a type other than the column's).
        case aside = 2
    }

    /// Each column's payload type and the byte offset of its values in a chunk.
    private let payloads: [Payload]
    private let offsets: [Int]
    /// Bytes of one chunk: the tags (`rowsPerChunk * width` bytes), then each column's values.
    private let chunkBytes: Int
    // Used on the context's queue only (see the contract): no run-time exclusivity tracking.
    @exclusivity(unchecked) private var chunks: [UnsafeMutableRawPointer] = []
    @exclusivity(unchecked) private(set) var count = 0
    /// The values whose type is not their column's, by `row * width + column`.
    @exclusivity(unchecked) private var aside: [Int: SQLValue] = [:]

    init(columns: [AttributeStorageType]) {
        width = columns.count
        payloads = columns.map(Payload.init)
        var offset = (Self.rowsPerChunk * columns.count + 15) & ~15
        var offsets: [Int] = []
        for payload in payloads {
            offsets.append(offset)
            offset += payload.size * Self.rowsPerChunk
        }
        self.offsets = offsets
        chunkBytes = max(16, offset)
    }

    deinit {
        for (index, chunk) in chunks.enumerated() {
            let rows = min(Self.rowsPerChunk, count - index * Self.rowsPerChunk)
            for column in 0..<width {
                let payload = payloads[column]
                guard payload == .text || payload == .blob else { continue }
                for slot in 0..<rows where chunk.load(fromByteOffset: slot * width + column, as: UInt8.self) == 1 {
                    let address = chunk + offsets[column] + slot * payload.size
                    if payload == .text {
                        address.assumingMemoryBound(to: String.self).deinitialize(count: 1)
                    } else {
                        address.assumingMemoryBound(to: Data.self).deinitialize(count: 1)
                    }
                }
            }
            chunk.deallocate()
        }
    }

    /// Appends the current row of `statement`, columns `first ..< first + width`; returns its index.
    func append(_ statement: SQLiteStatement, from first: Int) -> Int32 {
        let index = count
        precondition(index < Int(Int32.max), "PlumeStore: a fetch of more than 2,147,483,647 rows")
        let slot = index % Self.rowsPerChunk
        if slot == 0 { chunks.append(.allocate(byteCount: chunkBytes, alignment: 16)) }
        let chunk = chunks[chunks.count - 1]
        let tags = chunk + slot * width
        for column in 0..<width {
            let tag = store(
                statement, column: first + column, as: payloads[column], into: chunk + offsets[column], slot)
            if tag == .aside { aside[index * width + column] = statement.value(at: first + column) }
            tags.storeBytes(of: tag.rawValue, toByteOffset: column, as: UInt8.self)
        }
        count = index + 1
        return Int32(index)
    }

    /// Writes the value of result column `column` into a column's `values` at `slot` when it has the
    /// column's `payload` type, and says where the value is.
    private func store(
        _ statement: SQLiteStatement, column: Int, as payload: Payload, into values: UnsafeMutableRawPointer,
        _ slot: Int
    ) -> Tag {
        guard let value = statement.column(column) else { return .null }
        let type = sqlite3_value_type(value)
        if type == SQLITE_NULL { return .null }
        switch payload {
        case .integer:
            guard type == SQLITE_INTEGER else { return .aside }
            (values + slot * 8).storeBytes(of: sqlite3_value_int64(value), as: Int64.self)
        case .real:
            guard type == SQLITE_FLOAT else { return .aside }
            (values + slot * 8).storeBytes(of: sqlite3_value_double(value), as: Double.self)
        case .text:
            guard type == SQLITE_TEXT else { return .aside }
            (values + slot * MemoryLayout<String>.stride).assumingMemoryBound(to: String.self)
                .initialize(to: SQLiteStatement.text(value))
        case .blob:
            guard type == SQLITE_BLOB else { return .aside }
            (values + slot * MemoryLayout<Data>.stride).assumingMemoryBound(to: Data.self)
                .initialize(to: SQLiteStatement.blob(value))
        }
        return .payload
    }

    /// The value of `column` in row `index`.
    func value(row index: Int, column: Int) -> SQLValue {
        precondition(index < count && column < width, "FetchedRows: no row \(index), column \(column)")
        let chunk = chunks[index / Self.rowsPerChunk]
        let slot = index % Self.rowsPerChunk
        switch Tag(rawValue: chunk.load(fromByteOffset: slot * width + column, as: UInt8.self)) {
        case .payload: break
        case .aside:
            guard let value = aside[index * width + column] else { preconditionFailure("FetchedRows: lost a value") }
            return value
        case .null, nil: return .null
        }
        let values = chunk + offsets[column]
        switch payloads[column] {
        case .integer: return .integer(values.load(fromByteOffset: slot * 8, as: Int64.self))
        case .real: return .real(values.load(fromByteOffset: slot * 8, as: Double.self))
        case .text:
            return .text((values + slot * MemoryLayout<String>.stride).assumingMemoryBound(to: String.self).pointee)
        case .blob:
            return .blob((values + slot * MemoryLayout<Data>.stride).assumingMemoryBound(to: Data.self).pointee)
        }
    }

    /// A copy of row `index`.
    func row(at index: Int) -> [SQLValue] {
        precondition(index < count, "FetchedRows: no row \(index)")
        return RowAllocation.make(width) { value(row: index, column: $0) }
    }
}
