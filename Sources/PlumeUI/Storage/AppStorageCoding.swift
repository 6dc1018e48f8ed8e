import Foundation

/// How an `@AppStorage` value is read from and written to `UserDefaults`. A stored value of another
/// type reads as nil (the property then shows its default).
struct AppStorageCoding<Value> {
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void

    /// Values `UserDefaults` keeps as they are (Bool, String, Data, Date).
    static var plain: AppStorageCoding {
        AppStorageCoding(read: { $0.object(forKey: $1) as? Value }, write: { $0.set($2, forKey: $1) })
    }

}

extension AppStorageCoding where Value == Int {
    /// Ints, also read back from a stored NSNumber.
    static var integer: AppStorageCoding {
        AppStorageCoding(
            read: { store, key in
                switch store.object(forKey: key) {
                case let value as Int: value
                case let value as NSNumber where !(value is Bool): value.intValue
                default: nil
                }
            }, write: { $0.set($2, forKey: $1) })
    }

}

extension AppStorageCoding where Value == Double {
    /// Doubles, also read back from a stored Int.
    static var double: AppStorageCoding {
        AppStorageCoding(
            read: { store, key in
                switch store.object(forKey: key) {
                case let value as Double: value
                case let value as Int: Double(value)
                default: nil
                }
            }, write: { $0.set($2, forKey: $1) })
    }

}

extension AppStorageCoding where Value == URL {
    /// URLs, kept as their absolute string.
    static var url: AppStorageCoding {
        AppStorageCoding(
            read: { store, key in (store.object(forKey: key) as? String).flatMap(URL.init(string:)) },
            write: { $0.set($2.absoluteString, forKey: $1) })
    }

}

extension AppStorageCoding {
    /// `RawRepresentable` values kept as their raw value.
    static func raw(_ rawCoding: AppStorageCoding<Value.RawValue>) -> AppStorageCoding where Value: RawRepresentable {
        AppStorageCoding(
            read: { store, key in rawCoding.read(store, key).flatMap(Value.init(rawValue:)) },
            write: { store, key, value in rawCoding.write(store, key, value.rawValue) })
    }

    /// Optionals: nil when absent; writing nil removes the key.
    static func optional<Wrapped>(_ wrapped: AppStorageCoding<Wrapped>) -> AppStorageCoding where Value == Wrapped? {
        AppStorageCoding(
            read: { store, key in .some(wrapped.read(store, key)) },
            write: { store, key, value in
                if let value { wrapped.write(store, key, value) } else { store.removeObject(forKey: key) }
            })
    }
}
