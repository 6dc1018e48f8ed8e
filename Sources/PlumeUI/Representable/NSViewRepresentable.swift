import Foundation
import PlumeGraphics

/// A view that wraps an imperatively drawn view object (an `ImperativeView` subclass), shaped as
/// SwiftUI's `NSViewRepresentable` (AppKit's spelling of `UIViewRepresentable`, which see: the two
/// behave the same in Plume).
///
/// `makeCoordinator()` and `makeNSView(context:)` run once per identity, `updateNSView(_:context:)`
/// right after and on every change of the representable or its environment,
/// `dismantleNSView(_:coordinator:)` when the identity goes; `sizeThatFits(_:nsView:context:)`
/// returning nil sizes the view by its `intrinsicContentSize`. Differences from SwiftUI:
/// `NSViewType` is an `ImperativeView`, not an AppKit `NSView`.
public protocol NSViewRepresentable: View where Body == Never {
    /// The view object this representable makes.
    associatedtype NSViewType: ImperativeView
    /// The type of the object that carries changes from the view object to the rest of the interface.
    associatedtype Coordinator = Void
    /// What the make, update and size methods are given.
    typealias Context = NSViewRepresentableContext<Self>

    /// Makes the view object, once per identity (after `makeCoordinator()`).
    func makeNSView(context: Context) -> NSViewType
    /// Brings the view object up to date with this representable's properties and `context`.
    func updateNSView(_ nsView: NSViewType, context: Context)
    /// Cleans up the view object as its identity goes (default: nothing).
    static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
    /// Makes the coordinator, once per identity, before the view object.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or nil for the default sizing (the intrinsic content size).
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize?
}

extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize? { nil }
    /// A representable has no body; the graph never calls it.
    public var body: Never { fatalError("\(Self.self) is an NSViewRepresentable and has no body") }
}

extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What an `NSViewRepresentable`'s methods are given, as SwiftUI's `NSViewRepresentableContext`: the
/// coordinator, the environment and the transaction of the change being applied.
public struct NSViewRepresentableContext<View: NSViewRepresentable> {
    /// The representable's coordinator (the one `makeCoordinator()` made for this identity).
    public let coordinator: View.Coordinator
    /// The transaction of the change being applied (its animation, if any).
    public var transaction: Transaction { values.transaction }
    /// The environment the view is shown in.
    public var environment: EnvironmentValues { values.environment }

    private let values: RepresentableContextValues

    init(coordinator: View.Coordinator, values: RepresentableContextValues) {
        self.coordinator = coordinator
        self.values = values
    }
}
