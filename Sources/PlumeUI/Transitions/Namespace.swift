import Foundation

/// A namespace for `matchedGeometryEffect` ids, as SwiftUI's `@Namespace`: `@Namespace var hero`
/// in a view gives an id that stays the same for as long as the view is in the graph.
@propertyWrapper
public struct Namespace: InstallableProperty {
    /// A namespace's identity. Two views match only when their effects use the same namespace id.
    public struct ID: Hashable, @unchecked Sendable {
        /// The namespace's matched frames (the namespace's identity is this object's).
        let registry: MatchedGeometryRegistry
        public static func == (a: ID, b: ID) -> Bool { a.registry === b.registry }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(registry)) }
    }

    private var id: ID?

    public init() {}

    /// The namespace's id: the same on every `body` of the view that declares it. Read outside a
    /// view in the graph, it is a new namespace each time.
    public var wrappedValue: ID { id ?? ID(registry: MatchedGeometryRegistry()) }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        let namespace = pointer.assumingMemoryBound(to: Namespace.self)
        namespace.pointee.id = ID(registry: context.nextStorage { MatchedGeometryRegistry() })
    }
}
