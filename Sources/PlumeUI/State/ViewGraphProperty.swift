import Foundation
import PlumeAnimation
import PlumeGraphics

/// For dynamic properties defined outside PlumeUI (PlumeStoreUI's `@FetchRequest`): the graph calls
/// `_attach(to:)` before each `body` evaluation of the view that holds the property. Not meant for
/// app code; SwiftUI has no such public hook.
public protocol _ViewGraphProperty: DynamicProperty {
    @MainActor mutating func _attach(to context: _PropertyContext)
}

/// What an attached property sees: its view's environment, storage that lives as long as the view's
/// identity, and a way to have the view's body evaluated again.
@MainActor
public final class _PropertyContext {
    let install: InstallContext

    init(install: InstallContext) { self.install = install }

    /// The environment of the view.
    public var environment: EnvironmentValues { install.environment }

    /// The storage object for this property, made by `make` the first time.
    public func storage<T: AnyObject>(_ make: () -> T) -> T { install.nextStorage(make) }

    /// A closure that re-evaluates the view's body at the next frame, in the transaction it is called in
    /// (safe to call from any thread, or after the view or its graph is gone, when it does nothing). It
    /// holds neither the graph nor, once the view is gone, the view (see `NodeHandle`), so a
    /// subscription that keeps it (a did-save sink) never keeps a dropped graph alive.
    public var invalidator: @Sendable () -> Void {
        let node = install.node
        return { [handle = node.handle, inbox = node.graph.scheduler.observedChanges] in
            // The transaction of the call (`withAnimation { invalidate() }`), not of the later update.
            let transaction = Transaction.current
            inbox.post { handle.node?.invalidateBody(transaction: transaction) }
        }
    }
}

/// Lets `PropertyInstaller` attach `_ViewGraphProperty` fields.
@MainActor
struct ViewGraphPropertyInstaller {
    static func attach(_ type: _ViewGraphProperty.Type, at pointer: UnsafeMutableRawPointer, context: InstallContext) {
        func open<P: _ViewGraphProperty>(_: P.Type) {
            pointer.assumingMemoryBound(to: P.self).pointee._attach(to: _PropertyContext(install: context))
        }
        open(type)
    }
}
