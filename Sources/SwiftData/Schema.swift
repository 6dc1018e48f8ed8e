import Foundation
import PlumeStore

/// The models a ``ModelContainer`` stores, as SwiftData's `Schema`: the given model types and every
/// model their relationships reach.
///
/// ```swift
/// let schema = Schema([Company.self])          // Employee comes along through Company.employees
/// let container = try ModelContainer(for: schema)
/// ```
public final class Schema: @unchecked Sendable {
    /// The schema's version (used by ``VersionedSchema``; informational otherwise).
    public let version: Version
    /// The model types, the given ones first, then those reached through relationships.
    public let modelTypes: [any PersistentModel.Type]

    /// A schema of `types` and the models they are related to.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.version = version
        var all: [any PersistentModel.Type] = []
        var index = 0
        var pending = types
        while index < pending.count {
            let type = pending[index]
            index += 1
            guard !all.contains(where: { $0 == type }) else { continue }
            all.append(type)
            pending += type.schemaMetadata.compactMap(\.destination)
        }
        modelTypes = all
    }

    /// A schema of `types` and the models they are related to.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The entity (model class) names, in order.
    public var entityNames: [String] { modelTypes.map { String(describing: $0) } }

    /// The store's classes for the models (PlumeStore entities).
    var backingTypes: [ManagedObject.Type] { modelTypes.map { $0._backingType } }

    /// A semantic version (`Schema.Version(1, 0, 0)`), as SwiftData's.
    public struct Version: Hashable, Comparable, CustomStringConvertible, Sendable {
        public let major: Int
        public let minor: Int
        public let patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// One stored property of a model, as `@Model` lists them in `schemaMetadata` (made by
    /// ``PersistentModel/_property(_:_:default:_:)``).
    public struct PropertyMetadata {
        /// The property (and column) name.
        public let name: String
        /// The key path of the property on its model.
        public let keyPath: AnyKeyPath
        let declared: DeclaredProperty
        /// The related model type, for relationships.
        let destination: (any PersistentModel.Type)?
    }

    /// How a `@Model` attribute is stored (``Attribute(_:originalName:hashModifier:)``'s arguments).
    public final class Attribute: @unchecked Sendable {
        /// An attribute option.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Values must be unique among the model's objects.
            public static let unique = Option(name: "unique")
            /// Stores large data beside the store in SwiftData; Plume keeps it in the store file.
            public static let externalStorage = Option(name: "externalStorage")
        }
        public let options: [Option]
        public let originalName: String?
        public let hashModifier: String?
        /// Whether `.unique` was given.
        public var isUnique: Bool { options.contains(.unique) }

        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName
            self.hashModifier = hashModifier
        }
    }

    /// How a `@Model` relationship behaves (``Relationship(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)``'s arguments).
    public final class Relationship: @unchecked Sendable {
        /// What happens to related models when a model is deleted.
        public typealias DeleteRule = PlumeStore.DeleteRule
        /// A relationship option.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Related models' values must be unique (accepted; not enforced by Plume).
            public static let unique = Option(name: "unique")
        }
        public let options: [Option]
        public let deleteRule: DeleteRule
        public let minimumModelCount: Int?
        public let maximumModelCount: Int?
        public let originalName: String?
        public let inverse: AnyKeyPath?
        public let hashModifier: String?

        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
            maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
            hashModifier: String? = nil
        ) {
            self.options = options
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.originalName = originalName
            self.inverse = inverse
            self.hashModifier = hashModifier
        }
    }
}
