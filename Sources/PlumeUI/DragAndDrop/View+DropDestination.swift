import Foundation

nonisolated extension View {
    /// Makes the view take dropped items of type `T`, as SwiftUI's
    /// `dropDestination(for:action:isTargeted:)`.
    ///
    /// ```swift
    /// Color.gray.frame(height: 80)
    ///     .dropDestination(for: String.self) { names, location in
    ///         basket.append(contentsOf: names)
    ///         return true
    ///     } isTargeted: { hovering = $0 }
    /// ```
    /// A drag from a `draggable` view in the same window, or files dragged from the desktop (as
    /// `URL`s, with `T` = `URL`), can drop here when the item is a `T` or exports a content type
    /// `T` imports. `isTargeted` is told when such a drag moves over the view and leaves it
    /// (drags from the desktop report no movement on Linux's SDL2, so only their drop is seen).
    /// `action` gets the items and the drop point in the view's own coordinates; when the item had
    /// to be converted (`CodableRepresentation`, `DataRepresentation`…) it runs once the conversion
    /// is done, on the main actor, and a conversion that fails is reported in the window's
    /// `diagnostics` instead.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        modifier(DropDestinationModifier(destination: TypedDropDestination(action: action, isTargeted: isTargeted)))
    }
}

/// What a `dropDestination` takes and what it does, for one item type.
struct TypedDropDestination<T: Transferable>: AnyDropDestination {
    let action: ([T], CGPoint) -> Bool
    let isTargeted: (Bool) -> Void

    func canReceive(_ payload: DragPayload) -> Bool { payload.delivery(as: T.self) != nil }

    /// Takes the payloads it can (the others are left out, as SwiftUI leaves out items of other
    /// types): at once when each is a `T` already, otherwise after converting them all, in order,
    /// on the main actor — a conversion that fails is reported and its item left out. Returns the
    /// action's answer, or (converting) whether there was anything to convert.
    @MainActor func receive(_ payloads: [DragPayload], at point: CGPoint, graph: ViewGraph) -> Bool {
        let deliveries = payloads.compactMap { payload in payload.delivery(as: T.self).map { (payload, $0) } }
        guard !deliveries.isEmpty else { return false }
        let immediate = deliveries.compactMap { _, delivery -> T? in
            if case .immediate(let item) = delivery { return item }
            return nil
        }
        if immediate.count == deliveries.count { return action(immediate, point) }
        let action = self.action
        Task { @MainActor [weak graph] in
            var items: [T] = []
            for (payload, delivery) in deliveries {
                switch delivery {
                case .immediate(let item):
                    items.append(item)
                case .converted(let contentType, let convert):
                    do {
                        items.append(try await convert())
                    } catch {
                        graph?.report(
                            "dropDestination(for: \(T.self)): the dropped \(payload.type) could not be read as "
                                + "\(contentType.identifier): \(error)")
                    }
                }
            }
            if !items.isEmpty { _ = action(items, point) }
            graph?.needsFrame = true
        }
        return true
    }
}

/// A drop destination of some item type.
protocol AnyDropDestination {
    var isTargeted: (Bool) -> Void { get }
    func canReceive(_ payload: DragPayload) -> Bool
    @MainActor func receive(_ payloads: [DragPayload], at point: CGPoint, graph: ViewGraph) -> Bool
}

nonisolated struct DropDestinationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let destination: any AnyDropDestination
    @MainActor func makeBehavior() -> NodeBehavior { DropDestinationBehavior() }
}

final class DropDestinationBehavior: TransparentModifierBehavior<DropDestinationModifier>, DropReceiving {
    override var dropDestination: DropReceiving? { self }
    override func modifierChanged(from old: DropDestinationModifier) {}
    private var isTargeted = false

    func canReceive(_ payload: DragPayload) -> Bool { modifier.destination.canReceive(payload) }

    func setTargeted(_ targeted: Bool) {
        guard targeted != isTargeted else { return }
        isTargeted = targeted
        modifier.destination.isTargeted(targeted)
    }

    func receive(_ payloads: [DragPayload], at point: CGPoint) -> Bool {
        modifier.destination.receive(payloads, at: point, graph: node.graph)
    }
}
