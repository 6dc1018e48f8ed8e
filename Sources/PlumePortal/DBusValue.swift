import CDBus
import Foundation

/// A D-Bus value as the portal client writes and reads them: the few types the FileChooser portal
/// uses (strings, object paths, booleans, 32-bit unsigned integers, bytes, variants, arrays,
/// dictionaries of string keys, structures).
///
/// `DBusMessageWriter` appends them to a method call's arguments; `DBusMessageReader` reads a
/// reply's or a signal's arguments back into them. Values of other types are read as `.other`.
indirect enum DBusValue: Equatable {
    case string(String)
    case objectPath(String)
    case bool(Bool)
    case uint32(UInt32)
    case byte(UInt8)
    case variant(DBusValue)
    /// An array whose elements have the signature `element` (needed for an empty array).
    case array(element: String, [DBusValue])
    /// An `a{sv}` dictionary (the portal's options and results), in order.
    case dictionary([(key: String, value: DBusValue)])
    case structure([DBusValue])
    /// A value of a type the client does not use.
    case other

    /// The value's D-Bus type signature ("s", "a{sv}", "(sa(us))"…).
    var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .bool: "b"
        case .uint32: "u"
        case .byte: "y"
        case .variant: "v"
        case .array(let element, _): "a" + element
        case .dictionary: "a{sv}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .other: "v"
        }
    }

    /// The string of a `.string` or `.objectPath`.
    var stringValue: String? {
        switch self {
        case .string(let value), .objectPath(let value): value
        default: nil
        }
    }

    /// The value under `key` of a dictionary, looking through its variant.
    subscript(key: String) -> DBusValue? {
        guard case .dictionary(let entries) = self, let value = entries.first(where: { $0.key == key })?.value
        else { return nil }
        if case .variant(let inner) = value { return inner }
        return value
    }

    /// The elements of an array.
    var elements: [DBusValue] {
        if case .array(_, let elements) = self { return elements }
        return []
    }

    static func == (lhs: DBusValue, rhs: DBusValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.objectPath(let a), .objectPath(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.uint32(let a), .uint32(let b)): a == b
        case (.byte(let a), .byte(let b)): a == b
        case (.variant(let a), .variant(let b)): a == b
        case (.array(let s, let a), .array(let t, let b)): s == t && a == b
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.structure(let a), .structure(let b)): a == b
        case (.other, .other): true
        default: false
        }
    }
}

/// D-Bus type codes (libdbus's `DBUS_TYPE_*`, which Swift does not import: they are cast macros).
enum DBusType {
    static let string = Int32(UInt8(ascii: "s"))
    static let objectPath = Int32(UInt8(ascii: "o"))
    static let boolean = Int32(UInt8(ascii: "b"))
    static let uint32 = Int32(UInt8(ascii: "u"))
    static let byte = Int32(UInt8(ascii: "y"))
    static let variant = Int32(UInt8(ascii: "v"))
    static let array = Int32(UInt8(ascii: "a"))
    static let structure = Int32(UInt8(ascii: "r"))
    static let dictEntry = Int32(UInt8(ascii: "e"))
    static let invalid = Int32(0)
}

/// Appends `DBusValue`s to a message's arguments through libdbus's iterators.
enum DBusMessageWriter {
    /// Appends `values` to `message`. Returns false when libdbus ran out of memory.
    static func append(_ values: [DBusValue], to message: OpaquePointer) -> Bool {
        var iter = DBusMessageIter()
        dbus_message_iter_init_append(message, &iter)
        return values.allSatisfy { append($0, to: &iter) }
    }

    private static func append(_ value: DBusValue, to iter: inout DBusMessageIter) -> Bool {
        switch value {
        case .string(let text), .objectPath(let text):
            let type = value.signature == "o" ? DBusType.objectPath : DBusType.string
            return text.withCString { pointer in
                var argument: UnsafePointer<CChar>? = pointer
                return dbus_message_iter_append_basic(&iter, type, &argument) != 0
            }
        case .bool(let flag):
            var argument: dbus_bool_t = flag ? 1 : 0
            return dbus_message_iter_append_basic(&iter, DBusType.boolean, &argument) != 0
        case .uint32(let number):
            var argument = number
            return dbus_message_iter_append_basic(&iter, DBusType.uint32, &argument) != 0
        case .byte(let byte):
            var argument = byte
            return dbus_message_iter_append_basic(&iter, DBusType.byte, &argument) != 0
        case .variant(let inner):
            return container(DBusType.variant, signature: inner.signature, in: &iter) { sub in
                append(inner, to: &sub)
            }
        case .array(let element, let elements):
            return container(DBusType.array, signature: element, in: &iter) { sub in
                elements.allSatisfy { append($0, to: &sub) }
            }
        case .dictionary(let entries):
            return container(DBusType.array, signature: "{sv}", in: &iter) { sub in
                entries.allSatisfy { entry in
                    container(DBusType.dictEntry, signature: nil, in: &sub) { pair in
                        append(.string(entry.key), to: &pair)
                            && append(entry.value.signature == "v" ? entry.value : .variant(entry.value), to: &pair)
                    }
                }
            }
        case .structure(let fields):
            return container(DBusType.structure, signature: nil, in: &iter) { sub in
                fields.allSatisfy { append($0, to: &sub) }
            }
        case .other:
            return false
        }
    }

    /// Opens a container of `type` in `iter`, fills it with `fill`, and closes it.
    private static func container(
        _ type: Int32, signature: String?, in iter: inout DBusMessageIter,
        fill: (inout DBusMessageIter) -> Bool
    ) -> Bool {
        var sub = DBusMessageIter()
        let opened: Bool =
            if let signature {
                signature.withCString { dbus_message_iter_open_container(&iter, type, $0, &sub) != 0 }
            } else {
                dbus_message_iter_open_container(&iter, type, nil, &sub) != 0
            }
        guard opened else { return false }
        guard fill(&sub) else {
            dbus_message_iter_abandon_container(&iter, &sub)
            return false
        }
        return dbus_message_iter_close_container(&iter, &sub) != 0
    }
}

/// Reads a message's arguments into `DBusValue`s.
enum DBusMessageReader {
    /// Every argument of `message`, in order.
    static func arguments(of message: OpaquePointer) -> [DBusValue] {
        var iter = DBusMessageIter()
        guard dbus_message_iter_init(message, &iter) != 0 else { return [] }
        return readAll(&iter)
    }

    private static func readAll(_ iter: inout DBusMessageIter) -> [DBusValue] {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&iter) != DBusType.invalid {
            values.append(read(&iter))
            dbus_message_iter_next(&iter)
        }
        return values
    }

    private static func read(_ iter: inout DBusMessageIter) -> DBusValue {
        let type = dbus_message_iter_get_arg_type(&iter)
        switch type {
        case DBusType.string, DBusType.objectPath:
            var pointer: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iter, &pointer)
            let text = pointer.map { String(cString: $0) } ?? ""
            return type == DBusType.string ? .string(text) : .objectPath(text)
        case DBusType.boolean:
            var flag: dbus_bool_t = 0
            dbus_message_iter_get_basic(&iter, &flag)
            return .bool(flag != 0)
        case DBusType.uint32:
            var number: UInt32 = 0
            dbus_message_iter_get_basic(&iter, &number)
            return .uint32(number)
        case DBusType.byte:
            var byte: UInt8 = 0
            dbus_message_iter_get_basic(&iter, &byte)
            return .byte(byte)
        case DBusType.variant:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            return .variant(read(&sub))
        case DBusType.array:
            let element = dbus_message_iter_get_element_type(&iter)
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            let elements = readAll(&sub)
            if element == DBusType.dictEntry {
                return .dictionary(
                    elements.compactMap { entry in
                        guard case .structure(let pair) = entry, pair.count == 2, let key = pair[0].stringValue
                        else { return nil }
                        return (key, pair[1])
                    })
            }
            return .array(element: elements.first?.signature ?? "v", elements)
        case DBusType.structure, DBusType.dictEntry:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &sub)
            return .structure(readAll(&sub))
        default:
            return .other
        }
    }
}
