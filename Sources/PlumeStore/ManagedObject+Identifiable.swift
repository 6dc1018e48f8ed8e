import Foundation

/// Managed objects are `Identifiable` by object identity (`id` is an `ObjectIdentifier`), as Core
/// Data's `NSManagedObject` is, so `ForEach(items) { item in … }` and `List(items)` take fetched
/// results directly: one object per row per context, so a row keeps its identity across fetches and
/// saves.
///
/// An entity may declare an `id` of its own (`@Attribute var id: UUID?`, as many Core Data models
/// do): `item.id` is then that attribute, while generic code that asks for `Identifiable`'s id (a
/// `ForEach` without `id:`) still gets the identity. `ForEach(items, id: \.id)` keys rows by the
/// attribute instead.
extension ManagedObject: Identifiable {}
