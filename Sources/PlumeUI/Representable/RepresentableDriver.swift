import Foundation
import PlumeGraphics

/// The calls a representable protocol (`UIViewRepresentable`, `NSViewRepresentable`) makes on its
/// conforming type, under one set of names, so one behaviour (`RepresentableBehavior`) hosts both.
@MainActor
protocol RepresentableDriver {
    associatedtype Representable: View
    associatedtype Hosted: ImperativeView
    associatedtype Coordinator
    /// The name of the size method, for diagnostics.
    static var sizeMethodName: String { get }
    static func makeCoordinator(_ view: Representable) -> Coordinator
    static func make(_ view: Representable, _ coordinator: Coordinator, _ values: RepresentableContextValues) -> Hosted
    static func update(
        _ view: Representable, _ hosted: Hosted, _ coordinator: Coordinator, _ values: RepresentableContextValues)
    static func sizeThatFits(
        _ view: Representable, _ proposal: ProposedViewSize, _ hosted: Hosted, _ coordinator: Coordinator,
        _ values: RepresentableContextValues
    ) -> CGSize?
    static func dismantle(_ hosted: Hosted, _ coordinator: Coordinator)
}

/// `UIViewRepresentable`'s calls.
struct UIViewRepresentableDriver<R: UIViewRepresentable>: RepresentableDriver {
    static var sizeMethodName: String { "sizeThatFits(_:uiView:context:)" }
    static func makeCoordinator(_ view: R) -> R.Coordinator { view.makeCoordinator() }
    static func make(_ view: R, _ coordinator: R.Coordinator, _ values: RepresentableContextValues) -> R.UIViewType {
        view.makeUIView(context: R.Context(coordinator: coordinator, values: values))
    }
    static func update(
        _ view: R, _ hosted: R.UIViewType, _ coordinator: R.Coordinator, _ values: RepresentableContextValues
    ) {
        view.updateUIView(hosted, context: R.Context(coordinator: coordinator, values: values))
    }
    static func sizeThatFits(
        _ view: R, _ proposal: ProposedViewSize, _ hosted: R.UIViewType, _ coordinator: R.Coordinator,
        _ values: RepresentableContextValues
    ) -> CGSize? {
        view.sizeThatFits(proposal, uiView: hosted, context: R.Context(coordinator: coordinator, values: values))
    }
    static func dismantle(_ hosted: R.UIViewType, _ coordinator: R.Coordinator) {
        R.dismantleUIView(hosted, coordinator: coordinator)
    }
}

/// `NSViewRepresentable`'s calls.
struct NSViewRepresentableDriver<R: NSViewRepresentable>: RepresentableDriver {
    static var sizeMethodName: String { "sizeThatFits(_:nsView:context:)" }
    static func makeCoordinator(_ view: R) -> R.Coordinator { view.makeCoordinator() }
    static func make(_ view: R, _ coordinator: R.Coordinator, _ values: RepresentableContextValues) -> R.NSViewType {
        view.makeNSView(context: R.Context(coordinator: coordinator, values: values))
    }
    static func update(
        _ view: R, _ hosted: R.NSViewType, _ coordinator: R.Coordinator, _ values: RepresentableContextValues
    ) {
        view.updateNSView(hosted, context: R.Context(coordinator: coordinator, values: values))
    }
    static func sizeThatFits(
        _ view: R, _ proposal: ProposedViewSize, _ hosted: R.NSViewType, _ coordinator: R.Coordinator,
        _ values: RepresentableContextValues
    ) -> CGSize? {
        view.sizeThatFits(proposal, nsView: hosted, context: R.Context(coordinator: coordinator, values: values))
    }
    static func dismantle(_ hosted: R.NSViewType, _ coordinator: R.Coordinator) {
        R.dismantleNSView(hosted, coordinator: coordinator)
    }
}

@MainActor
extension UIViewRepresentable {
    /// The behaviour of a node showing this representable.
    func makeRepresentableBehavior() -> NodeBehavior { RepresentableBehavior<UIViewRepresentableDriver<Self>>() }
}

@MainActor
extension NSViewRepresentable {
    /// The behaviour of a node showing this representable.
    func makeRepresentableBehavior() -> NodeBehavior { RepresentableBehavior<NSViewRepresentableDriver<Self>>() }
}

/// The behaviour for `view` when it is a representable (a view whose `Body` is `Never` conforming to
/// `UIViewRepresentable` or `NSViewRepresentable`), else nil. `ViewNode` asks it for views that are
/// not primitive; views with a body are ruled out by their type before any conformance is looked up.
@MainActor func representableBehavior(for view: any View) -> NodeBehavior? {
    func hasNoBody<V: View>(_ view: V) -> Bool { V.Body.self == Never.self }
    guard hasNoBody(view) else { return nil }
    if let representable = view as? any UIViewRepresentable { return representable.makeRepresentableBehavior() }
    if let representable = view as? any NSViewRepresentable { return representable.makeRepresentableBehavior() }
    return nil
}
