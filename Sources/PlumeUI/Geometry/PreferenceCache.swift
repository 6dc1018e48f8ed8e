/// The preference values one node last collected over its subtree, by key, each with the
/// preference epoch it was collected in.
///
/// Written and read only by `ViewNode.collectPreference` on that node. A value collected in epoch
/// `e` is still the subtree's value while the node's `preferenceStamp` is below `e`: every change
/// that can change a collected value (a view or environment updated, children changed, a frame
/// moved) stamps the node with the epoch it happened in (`markPreferencesChanged`), and collection
/// runs after `updatePreferences` started a new epoch, so a change made before the collection has
/// a lower stamp and one made after it (or during it) does not.
final class PreferenceCache {
    private struct Entry {
        let key: ObjectIdentifier
        var epoch: Int
        var value: Any?
    }

    private var entries: [Entry] = []

    /// The value collected for `key` (itself nil when nothing in the subtree writes it), if it was
    /// collected after the subtree last changed (`stamp`, the node's preference stamp).
    func value(for key: ObjectIdentifier, ifUnchangedSince stamp: Int) -> Any?? {
        for entry in entries where entry.key == key {
            return stamp < entry.epoch ? .some(entry.value) : nil
        }
        return nil
    }

    /// Records `value` as collected for `key` in `epoch`.
    func store(_ value: Any?, for key: ObjectIdentifier, epoch: Int) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].epoch = epoch
            entries[index].value = value
        } else {
            entries.append(Entry(key: key, epoch: epoch, value: value))
        }
    }
}
