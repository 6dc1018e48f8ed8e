import Foundation

/// Managed objects are `Identifiable` by object identity, as Core Data's `NSManagedObject` is, so
/// `ForEach(items) { item in … }` and `List(items)` take fetched results directly. The id stays the
/// same across saves (a new object's `objectID` changes when it is first saved; its identity does not).
extension ManagedObject: Identifiable {}
