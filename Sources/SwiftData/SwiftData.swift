// `import SwiftData` on Linux: SwiftData's names over Plume's store (PlumeStore), under Apple's module
// name. `@Model` classes are stored through PlumeStore's SQLite store and compile their `#Predicate`s and
// `SortDescriptor`s to SQL there; `@Query` and `.modelContainer` work in Plume's views.
//
// This module declares SwiftData's macros (`@Model`, `@Attribute`, `@Relationship`, `@Transient`) and
// does not re-export PlumeStore, so PlumeStore's Core Data-style `@Attribute` and `@Relationship`
// wrappers (from `import CoreData`) never meet them in a file that imports only one of the two.
// Declared only when the package is built on Linux (see Package.swift).
@_exported import Foundation
@_exported import Observation
@_exported import enum PlumeStore.StoreError
// Foundation's `UndoManager` on Apple's platforms (``ModelContext/undoManager``); Linux's lacks it.
@_exported import class PlumeFoundation.UndoManager
// Adopted by `Codable` types stored in one `@Model` attribute (as JSON text).
@_exported import protocol PlumeStore.CodableAttributeValue
