import Foundation
import PlumeAnimation
import PlumeGraphics

/// Reads a value from the environment, as SwiftUI's `@Environment`.
///
/// ```swift
/// @Environment(\.colorScheme) private var scheme
/// ```
@propertyWrapper
public struct Environment<Value>: InstallableProperty {
    let read: (EnvironmentValues) -> Value
    var values: EnvironmentValues?

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    init(reader: @escaping (EnvironmentValues) -> Value) { read = reader }

    /// The value in the view's environment (the default outside a mounted view).
    public var wrappedValue: Value { read(values ?? EnvironmentValues()) }

    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        pointer.assumingMemoryBound(to: Environment<Value>.self).pointee.values = context.environment
    }
}
