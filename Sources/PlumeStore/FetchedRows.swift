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
/// Values are stored compactly: each column keeps the payload of its declared storage type (8 bytes
/// for an integer or real column, 16 for text or a blob) and one tag byte a row, instead of a 24-byte
/// ``SQLValue`` per value. A value of another type than its column's (SQLite stores any type in any
/// column) is kept as a ``SQLValue`` aside. Every value is decoded as it is read from SQLite (text
/// into a `String`, exactly as ``SQLiteStatement/value(at:)``, invalid UTF-8 repaired with U+FFFD),
/// except one kind: a text of at most ``inlineTextCapacity`` bytes, all ASCII, keeps its bytes in
/// its 16-byte slot and becomes a `String` when it is read (Core Data's row cache keeps a row's
/// bytes the same way). ASCII is valid UTF-8, so that read cannot fail, and the bytes are the fetch's
/// own copy: a value read later is what the fetch read, whatever the store holds by then. Rows are
/// stored in chunks of ``rowsPerChunk`` rows, each allocated once at its full size and written in
/// place, so a large fetch never copies what it has read to grow; within a chunk each column's values
/// are contiguous.
@usableFromInline
final class FetchedRows {
    /// Values per row (the entity's columns).
    let width: Int
    /// Rows per chunk.
    static let rowsPerChunk = 256
    /// The longest ASCII text kept as bytes in its slot (the 16th byte holds the length).
    static let inlineTextCapacity = 15

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
        /// A text column's slot holding up to ``inlineTextCapacity`` ASCII bytes, their count in its
        /// last byte: decoded when read.
        case inlineASCII = 3
    }

    /// Each column's payload type and the byte offset of its values in a chunk.
    private let payloads: [Payload]
    private let offsets: [Int]
    /// The same pairs in one buffer, with whether the column's text is checked for ASCII
    /// (``sawNonASCIIText``), read by ``append(_:from:)`` (freed with the rows).
    private let layout: UnsafeMutableBufferPointer<(payload: Payload, offset: Int, checksASCII: Bool)>
    /// Whether a column checked for ASCII held a text value that is not ASCII (``TextSortOrder``).
    @exclusivity(unchecked) private(set) var sawNonASCIIText = false
    /// Bytes of one chunk: the tags (`rowsPerChunk * width` bytes), then each column's values.
    private let chunkBytes: Int
    // Used on the context's queue only (see the contract): no run-time exclusivity tracking.
    @exclusivity(unchecked) private var chunks: [UnsafeMutableRawPointer] = []
    /// The last chunk of ``chunks`` (the one being filled).
    @exclusivity(unchecked) private var current = UnsafeMutableRawPointer(bitPattern: 16)!
    @exclusivity(unchecked) private(set) var count = 0
    /// The values whose type is not their column's, by `row * width + column`.
    @exclusivity(unchecked) private var aside: [Int: SQLValue] = [:]

    /// Rows of `columns`; `checkingASCII` lists the columns whose text values ``sawNonASCIIText``
    /// watches.
    init(columns: [AttributeStorageType], checkingASCII: [Int] = []) {
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
        layout = .allocate(capacity: columns.count)
        for column in columns.indices {
            (layout.baseAddress! + column).initialize(
                to: (payloads[column], offsets[column], checkingASCII.contains(column)))
        }
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
        layout.deallocate()
    }

    /// Appends the current row of `statement`, columns `first ..< first + width`; returns its index.
    ///
    /// On the path of every fetched row: the chunk being filled is kept in ``current`` and each
    /// column's payload type and offset are read from one buffer (``layout``), so a value costs its
    /// SQLite reads and a store.
    func append(_ statement: SQLiteStatement, from first: Int) -> Int32 {
        let index = count
        precondition(index < Int(Int32.max), "PlumeStore: a fetch of more than 2,147,483,647 rows")
        let slot = index & (Self.rowsPerChunk - 1)
        if slot == 0 {
            current = .allocate(byteCount: chunkBytes, alignment: 16)
            chunks.append(current)
        }
        let chunk = current
        let tags = chunk + slot * width
        let handle = statement.handle
        for column in 0..<width {
            let (payload, offset, checksASCII) = layout[column]
            var isASCII = true
            let tag = Self.store(
                sqlite3_column_value(handle, Int32(first + column)), as: payload, into: chunk + offset, slot,
                checkingASCII: checksASCII, isASCII: &isASCII)
            // A checked column is a text column: a value kept aside there is not text, and orders by
            // itself either way.
            if !isASCII && checksASCII { sawNonASCIIText = true }
            if tag == .aside { aside[index * width + column] = statement.value(at: first + column) }
            tags.storeBytes(of: tag.rawValue, toByteOffset: column, as: UInt8.self)
        }
        count = index + 1
        return Int32(index)
    }

    /// Writes `value` (a result column of the current row) into a column's `values` at `slot` when it
    /// has the column's `payload` type, and says where the value is. A text value that is not ASCII
    /// clears `isASCII` when it is short enough to be checked anyway, or when `checkingASCII`.
    @inline(__always)
    private static func store(
        _ value: OpaquePointer?, as payload: Payload, into values: UnsafeMutableRawPointer, _ slot: Int,
        checkingASCII: Bool, isASCII: inout Bool
    ) -> Tag {
        guard let value else { return .null }
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
            let address = values + slot * MemoryLayout<String>.stride
            // `sqlite3_value_text` before `sqlite3_value_bytes`, as SQLite asks.
            if let text = sqlite3_value_text(value) {
                let count = Int(sqlite3_value_bytes(value))
                let bytes = UnsafeRawBufferPointer(start: text, count: count)
                if count <= inlineTextCapacity || checkingASCII {
                    isASCII = SQLiteStore.isASCII(bytes)
                }
                if count <= inlineTextCapacity && isASCII {
                    address.copyMemory(from: text, byteCount: count)
                    address.storeBytes(of: UInt8(count), toByteOffset: inlineTextCapacity, as: UInt8.self)
                    return .inlineASCII
                }
            }
            address.assumingMemoryBound(to: String.self).initialize(to: SQLiteStatement.text(value))
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
        case .inlineASCII:
            let address = chunk + offsets[column] + slot * MemoryLayout<String>.stride
            let count = Int(address.load(fromByteOffset: Self.inlineTextCapacity, as: UInt8.self))
            return .text(String(decoding: UnsafeRawBufferPointer(start: address, count: count), as: UTF8.self))
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
