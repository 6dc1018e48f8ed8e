// `import CoreData` on Linux: Plume's store (PlumeStore) under Apple's module name, with Foundation as
// Apple's CoreData re-exports it. Plume's store spells Core Data's concepts without the `NS` prefix
// (`ManagedObject`, `PersistentContainer`, `FetchRequest`); README's porting guide lists what changes.
// This module is declared only when the package is built on Linux (see Package.swift).
@_exported import Foundation
@_exported import PlumeStore
