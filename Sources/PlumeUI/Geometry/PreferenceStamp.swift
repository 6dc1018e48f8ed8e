extension ViewNode {
    /// Records that something here can have changed a preference collected through this node (its
    /// view or environment was updated, its children changed, it moved): stamps it and its ancestors
    /// with the graph's current preference epoch, so that `updatePreferences` asks only observers
    /// above a change. Stops at the first ancestor already stamped in this epoch (its own ancestors
    /// were stamped with it), so a change costs one step per ancestor not yet stamped.
    func markPreferencesChanged() {
        let epoch = frameState.preferenceEpoch
        var node: ViewNode? = self
        while let n = node, n.preferenceStamp != epoch {
            n.preferenceStamp = epoch
            node = n.parent
        }
    }
}
