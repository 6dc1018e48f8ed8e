@_spi(Reflection) import Swift
import Foundation

/// Gives a `Commands` struct's `@Environment` properties the app's environment before its body is
/// evaluated, so that `@Environment(\.openWindow) var openWindow` in commands opens windows.
///
/// Called by `Commands.addCommandItems(to:environment:)` on each commands struct with a body
/// (`AppSession` evaluates them once, at launch).
enum CommandsEnvironmentInstaller {
    /// Sets every `@Environment` stored directly in `commands` (a struct) to read `environment`.
    static func install<C: Commands>(_ environment: EnvironmentValues, into commands: inout C) {
        guard !(C.self is AnyClass) else { return }
        var offsets: [(offset: Int, type: EnvironmentReading.Type)] = []
        _ = _forEachField(of: C.self, options: []) { _, offset, fieldType, _ in
            if let reading = fieldType as? EnvironmentReading.Type { offsets.append((offset, reading)) }
            return true
        }
        guard !offsets.isEmpty else { return }
        withUnsafeMutableBytes(of: &commands) { raw in
            for field in offsets { field.type.setEnvironment(environment, at: raw.baseAddress! + field.offset) }
        }
    }
}

/// A property that reads the environment (`@Environment`), set from outside a view graph.
protocol EnvironmentReading {
    /// Makes the property at `pointer` (a value of the conforming type) read `environment`.
    static func setEnvironment(_ environment: EnvironmentValues, at pointer: UnsafeMutableRawPointer)
}

extension Environment: EnvironmentReading {
    static func setEnvironment(_ environment: EnvironmentValues, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Environment<Value>.self).pointee.values = environment
    }
}
