import CSQLite
import Foundation

extension SQLiteStore {
    /// Registers the string collation and functions of ``PredicateStringSemantics``, its sort key
    /// (lexical sort descriptors) and the sort collation `PLUME_STANDARD` (the others) on this store's
    /// connection (called once, when the store opens).
    func registerStringFunctions() {
        let handle = connection.handle
        sqlite3_create_collation_v2(
            handle, PredicateStringSemantics.collation, SQLITE_UTF8, nil,
            { _, leftCount, left, rightCount, right in
                SQLiteStore.unicodeOrder(
                    UnsafeRawBufferPointer(start: left, count: Int(leftCount)),
                    UnsafeRawBufferPointer(start: right, count: Int(rightCount)))
            }, nil)
        // The sort key only where it differs from the text (non-ASCII text), else NULL: queries order by
        // `COALESCE(PLUME_SORT_KEY(x), x)`, so ASCII text (and NULL, numbers) sorts by itself without SQLite
        // copying every value into a function result.
        sqlite3_create_function_v2(
            handle, PredicateStringSemantics.sortKeyFunction, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, _, arguments in
                guard let argument = arguments?[0], sqlite3_value_type(argument) == SQLITE_TEXT,
                    let text = sqlite3_value_text(argument)
                else {
                    sqlite3_result_null(context)
                    return
                }
                let bytes = UnsafeRawBufferPointer(start: text, count: Int(sqlite3_value_bytes(argument)))
                guard !SQLiteStore.isASCII(bytes) else {
                    sqlite3_result_null(context)
                    return
                }
                var key = PredicateStringSemantics.sortKey(String(decoding: bytes, as: UTF8.self))
                key.withUTF8 { utf8 in
                    utf8.withMemoryRebound(to: CChar.self) { chars in
                        sqlite3_result_text(context, chars.baseAddress, Int32(chars.count), SQLiteStatement.transient)
                    }
                }
            }, nil, nil, nil)
        registerCollation(handle, "PLUME_STANDARD") { lhs, rhs in
            switch lhs.compare(rhs, options: [.caseInsensitive, .numeric]) {
            case .orderedAscending: return -1
            case .orderedSame: return 0
            case .orderedDescending: return 1
            }
        }
        registerFunction(handle, PredicateStringSemantics.containsFunction) { base, other in
            try PredicateStringSemantics.contains(base, other)
        }
        registerFunction(handle, PredicateStringSemantics.startsWithFunction) { base, prefix in
            try PredicateStringSemantics.starts(base, with: prefix)
        }
        registerFunction(handle, PredicateStringSemantics.localizedStandardContainsFunction) { base, other in
            PredicateStringSemantics.localizedStandardContains(base, other)
        }
    }

    /// ``PredicateStringSemantics/compare(_:_:)`` over UTF-8 bytes, comparing bytes when both are ASCII
    /// (then `String`'s order is byte order).
    static func unicodeOrder(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Int32 {
        if isASCII(left) && isASCII(right) {
            for (lhs, rhs) in zip(left, right) where lhs != rhs { return lhs < rhs ? -1 : 1 }
            return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
        }
        return PredicateStringSemantics.compare(
            String(decoding: left, as: UTF8.self), String(decoding: right, as: UTF8.self))
    }

    /// Whether every byte is ASCII (below 0x80), read eight bytes at a time: the sort key function asks
    /// it of every sorted row's text.
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            high |= bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            high |= UInt64(bytes[offset])
            offset += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    private typealias Comparison = (String, String) -> Int32
    private typealias Test = (String, String) throws -> Bool

    private final class Box<Body> {
        let body: Body
        init(_ body: Body) { self.body = body }
    }

    /// Registers a collation running `compare`; identical byte strings are equal without decoding.
    private func registerCollation(_ handle: OpaquePointer, _ name: String, _ compare: @escaping Comparison) {
        let box = Unmanaged.passRetained(Box(compare)).toOpaque()
        sqlite3_create_collation_v2(
            handle, name, SQLITE_UTF8, box,
            { box, leftCount, left, rightCount, right in
                let compare = Unmanaged<Box<Comparison>>.fromOpaque(box!).takeUnretainedValue().body
                if leftCount == rightCount, leftCount == 0 || memcmp(left!, right!, Int(leftCount)) == 0 {
                    return 0
                }
                return compare(SQLiteStore.string(left, leftCount), SQLiteStore.string(right, rightCount))
            },
            { box in Unmanaged<Box<Comparison>>.fromOpaque(box!).release() })
    }

    /// Registers a deterministic two-argument text function returning `test`'s answer (NULL when an
    /// argument is not text; an SQL error, which fails the fetch, when `test` throws).
    private func registerFunction(_ handle: OpaquePointer, _ name: String, _ test: @escaping Test) {
        let box = Unmanaged.passRetained(Box(test)).toOpaque()
        sqlite3_create_function_v2(
            handle, name, 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
            { context, _, arguments in
                let test = Unmanaged<Box<Test>>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue().body
                guard let arguments, let lhs = SQLiteStore.text(arguments[0]), let rhs = SQLiteStore.text(arguments[1])
                else {
                    sqlite3_result_null(context)
                    return
                }
                do {
                    sqlite3_result_int(context, try test(lhs, rhs) ? 1 : 0)
                } catch {
                    sqlite3_result_error(context, "\(error)", -1)
                }
            }, nil, nil,
            { box in Unmanaged<Box<Test>>.fromOpaque(box!).release() })
    }

    private static func string(_ bytes: UnsafeRawPointer?, _ count: Int32) -> String {
        guard let bytes, count > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: Int(count)), as: UTF8.self)
    }

    private static func text(_ value: OpaquePointer?) -> String? {
        guard let value, sqlite3_value_type(value) == SQLITE_TEXT else { return nil }
        return string(sqlite3_value_text(value), sqlite3_value_bytes(value))
    }
}
