import Foundation

extension View {
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

    func receive(_ payload: DragPayload, at point: CGPoint, graph: ViewGraph) -> Bool {
        switch payload.delivery(as: T.self) {
        case nil:
            return false
        case .immediate(let item):
            return action([item], point)
        case .converted(let contentType, let convert):
            let action = self.action
            Task { @MainActor [weak graph] in
                do {
                    let item = try await convert()
                    _ = action([item], point)
                } catch {
                    graph?.report(
                        "dropDestination(for: \(T.self)): the dropped \(payload.type) could not be read as "
                            + "\(contentType.identifier): \(error)")
                }
                graph?.needsFrame = true
            }
            return true
        }
    }

    /// Several items dropped at once (files from the desktop): those this destination can take.
    func receive(_ payloads: [DragPayload], at point: CGPoint) -> Bool {
        let items = payloads.compactMap { payload -> T? in
            if case .immediate(let item) = payload.delivery(as: T.self) { return item }
            return nil
        }
        return items.isEmpty ? false : action(items, point)
    }
}

/// A drop destination of some item type.
protocol AnyDropDestination {
    var isTargeted: (Bool) -> Void { get }
    func canReceive(_ payload: DragPayload) -> Bool
    func receive(_ payload: DragPayload, at point: CGPoint, graph: ViewGraph) -> Bool
    func receive(_ payloads: [DragPayload], at point: CGPoint) -> Bool
}

struct DropDestinationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let destination: any AnyDropDestination
    func makeBehavior() -> NodeBehavior { DropDestinationBehavior() }
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

    func receive(_ payload: DragPayload, at point: CGPoint) -> Bool {
        modifier.destination.receive(payload, at: point, graph: node.graph)
    }

    func receive(_ payloads: [DragPayload], at point: CGPoint) -> Bool {
        modifier.destination.receive(payloads, at: point)
    }
}
