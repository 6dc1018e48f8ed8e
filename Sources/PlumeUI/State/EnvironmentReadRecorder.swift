import Foundation

/// Records which environment keys a view's dynamic properties read, and the entry each read found,
/// so that the view is evaluated again on an environment change only when a value it read changed.
///
/// `CompositeBehavior` makes one for each body evaluation and hands it to the environment its
/// properties are installed with (`EnvironmentValues.readRecorder`); the subscript records every
/// read. When only the node's environment changed, `isUnchanged(in:)` decides whether the body may
/// be skipped: a read whose entry is the very same is unchanged; one that finds another entry (an
/// ancestor wrote the environment again: a page made again writes its navigation context anew) is
/// unchanged when the value it finds is equal to the one read, by `ViewEquality`'s rules (`==` for
/// Equatable values, closures as changed). SwiftUI, too, compares what a view read by value.
///
/// The entries read are held (not only their identities), so an entry freed and another made at its
/// address cannot pass for the one read; they belong to environments the node held until this
/// update anyway.
final class EnvironmentReadRecorder {
    /// One read: the key and the entry it found (nil: none, so the key's default value).
    struct Read {
        let key: any EnvironmentKey.Type
        let entry: EnvironmentValues.Entry?
    }

    private(set) var reads: [Read] = []

    /// Records a read of `key` that found `entry` (a key read again through the same entry once).
    func record(_ key: any EnvironmentKey.Type, entry: EnvironmentValues.Entry?) {
        let id = ObjectIdentifier(key)
        if reads.contains(where: { $0.entry === entry && ObjectIdentifier($0.key) == id }) { return }
        reads.append(Read(key: key, entry: entry))
    }

    /// Whether every read finds the same value in `environment`: the same entry, or an equal value.
    func isUnchanged(in environment: EnvironmentValues) -> Bool {
        reads.allSatisfy { read in
            let now = environment.entry(for: ObjectIdentifier(read.key))
            return now === read.entry || Self.haveEqualValues(read.key, read.entry, now)
        }
    }

    /// Whether the values of `key` in two entries (nil: the default value) are equal by
    /// `ViewEquality`'s rules.
    private static func haveEqualValues(
        _ key: any EnvironmentKey.Type, _ a: EnvironmentValues.Entry?, _ b: EnvironmentValues.Entry?
    ) -> Bool {
        func compare<K: EnvironmentKey>(_: K.Type) -> Bool {
            ViewEquality.areEqualValues(
                a.map { $0.value as! K.Value } ?? K.defaultValue, b.map { $0.value as! K.Value } ?? K.defaultValue)
        }
        return compare(key)
    }
}
