import CoreData
import Foundation

// Core Data-style entities in the same module as the SwiftData models: this file imports only
// CoreData, so `@Attribute` and `@Relationship` are PlumeStore's property wrappers here.
final class Warehouse: ManagedObject {
    @Attribute(unique: true) var code: String = ""
    @Relationship(inverse: \Crate.warehouse, deleteRule: .cascade) var crates: Set<Crate>
}

final class Crate: ManagedObject {
    @Attribute var label: String = ""
    @Relationship var warehouse: Warehouse?
}

// As Xcode generates it for each entity.
extension Crate: Identifiable {}
