@_spi(Reflection) import Swift
import Foundation
import PlumeAnimation
import PlumeGraphics

/// A stored property of a view that the graph connects to its storage before each `body` call, as
/// SwiftUI's `DynamicProperty` (`@State`, `@Binding`, `@Environment`, …; your own structs that contain
/// them work too).
public protocol DynamicProperty {
    /// Called by the graph after the property was connected and before `body`.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Built-in dynamic properties connect themselves to the node's storage.
protocol InstallableProperty: DynamicProperty {
    @MainActor static func install(at pointer: UnsafeMutableRawPointer, context: InstallContext)
}

/// What a property installation sees: the node, its environment, and the slot storage.
@MainActor
final class InstallContext {
    let node: ViewNode
    var slot = 0
    /// The node's environment, recording reads when the caller asked for it.
    let environment: EnvironmentValues
    init(node: ViewNode, recorder: EnvironmentReadRecorder? = nil) {
        self.node = node
        var env = node.environment
        env.readRecorder = recorder
        environment = env
    }

    /// The storage of the next slot, created by `make` the first time.
    func nextStorage<T: AnyObject>(_ make: () -> T) -> T {
        defer { slot += 1 }
        let store = node.propertyStorage
        if slot < store.count, let existing = store[slot] as? T { return existing }
        let created = make()
        if slot < store.count { node.propertyStorage[slot] = created } else { node.propertyStorage.append(created) }
        return created
    }
}

/// Finds and connects the dynamic properties of view types, with the field layout cached per type.
@MainActor
enum PropertyInstaller {
    private struct Field {
        let offset: Int
        let installer: InstallableProperty.Type?
        let nested: Any.Type?
        var external: _ViewGraphProperty.Type? = nil
    }
    private static var layouts: [ObjectIdentifier: [Field]] = [:]
    private static let lock = NSLock()

    private static func fields(of type: Any.Type) -> [Field] {
        lock.lock()
        if let cached = layouts[ObjectIdentifier(type)] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        var result: [Field] = []
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            if let installable = fieldType as? InstallableProperty.Type {
                result.append(Field(offset: offset, installer: installable, nested: nil))
            } else if let external = fieldType as? _ViewGraphProperty.Type {
                result.append(Field(offset: offset, installer: nil, nested: nil, external: external))
            } else if fieldType is DynamicProperty.Type, kind == .struct {
                result.append(Field(offset: offset, installer: nil, nested: fieldType))
            }
            return true
        }
        lock.lock()
        layouts[ObjectIdentifier(type)] = result
        lock.unlock()
        return result
    }

    /// Whether `type` has any dynamic property (if not, the graph skips installation).
    static func hasDynamicProperties(_ type: Any.Type) -> Bool { !fields(of: type).isEmpty }

    /// Connects every dynamic property inside `view` (a struct) to `node`'s storage.
    static func install<V>(into view: inout V, node: ViewNode, recorder: EnvironmentReadRecorder? = nil) {
        guard !(V.self is AnyClass) else { return }
        let list = fields(of: V.self)
        guard !list.isEmpty else { return }
        let context = InstallContext(node: node, recorder: recorder)
        withUnsafeMutableBytes(of: &view) { raw in
            install(fields: list, base: raw.baseAddress!, context: context)
        }
    }

    private static func install(fields: [Field], base: UnsafeMutableRawPointer, context: InstallContext) {
        for field in fields {
            let pointer = base + field.offset
            if let installer = field.installer {
                installer.install(at: pointer, context: context)
            } else if let external = field.external {
                ViewGraphPropertyInstaller.attach(external, at: pointer, context: context)
            } else if let nested = field.nested {
                install(fields: self.fields(of: nested), base: pointer, context: context)
                callUpdate(nested, at: pointer)
            }
        }
    }

    private static func callUpdate(_ type: Any.Type, at pointer: UnsafeMutableRawPointer) {
        func update<P: DynamicProperty>(_: P.Type) { pointer.assumingMemoryBound(to: P.self).pointee.update() }
        if let p = type as? DynamicProperty.Type { update(p) }
    }
}
