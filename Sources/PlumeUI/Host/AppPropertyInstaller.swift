@_spi(Reflection) import Swift
import Foundation

/// Gives an `App` value's `@StateObject`s their objects once, at launch, so that every window the
/// app's scenes build shares the same ones (as in SwiftUI, where the app owns them).
///
/// Called by `AppSession` before it reads the app's `body`. Other wrappers need nothing: `@State`
/// keeps its initial value (an `@Observable` object in it is shared as it is).
@MainActor
enum AppPropertyInstaller {
    /// Installs the app-level properties of `app` (a struct).
    static func install<A: App>(into app: inout A) {
        guard !(A.self is AnyClass) else { return }
        var fields: [(offset: Int, type: AppOwnedProperty.Type)] = []
        _ = _forEachField(of: A.self, options: []) { _, offset, fieldType, _ in
            if let owned = fieldType as? AppOwnedProperty.Type { fields.append((offset, owned)) }
            return true
        }
        guard !fields.isEmpty else { return }
        withUnsafeMutableBytes(of: &app) { raw in
            for field in fields { field.type.installInApp(at: raw.baseAddress! + field.offset) }
        }
    }
}

/// A property wrapper that an app owns for its whole run (`@StateObject`).
@MainActor
protocol AppOwnedProperty {
    /// Makes the property's storage at `pointer` (a value of the conforming type) hold its value.
    static func installInApp(at pointer: UnsafeMutableRawPointer)
}

extension StateObject: AppOwnedProperty {
    @MainActor static func installInApp(at pointer: UnsafeMutableRawPointer) {
        let property = pointer.assumingMemoryBound(to: StateObject<ObjectType>.self)
        let box = StateObjectBox<ObjectType>()
        box.object = property.pointee.make()
        property.pointee.box = box
    }
}
