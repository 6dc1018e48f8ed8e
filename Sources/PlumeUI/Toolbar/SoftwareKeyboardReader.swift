import Foundation

/// Writes whether this graph's software keyboard is up (sliding up or shown) into `isUp`, from the
/// keyboard's notifications for this graph (`UIResponder.keyboardWillShowNotification`…), so that
/// a toolbar can show its `.keyboard` items above it.
nonisolated struct SoftwareKeyboardReader: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isUp: Binding<Bool>
    @MainActor func makeBehavior() -> NodeBehavior { SoftwareKeyboardReaderBehavior() }
}

@MainActor
final class SoftwareKeyboardReaderBehavior: TransparentModifierBehavior<SoftwareKeyboardReader>, LifecycleBehavior {
    override var lifecycleHandler: LifecycleBehavior? { self }
    private var observers: [NSObjectProtocol] = []

    override func modifierChanged(from old: SoftwareKeyboardReader) {}

    func appeared() {
        let center = NotificationCenter.default
        for (name, up) in [
            (UIResponder.keyboardWillShowNotification, true), (UIResponder.keyboardWillHideNotification, false),
        ] {
            observers.append(
                center.addObserver(forName: name, object: node.graph, queue: nil) { [weak self] _ in
                    MainQueue.run { self?.set(up) }
                })
        }
        let state = node.graph.softwareKeyboard?.state
        set(state == .showing || state == .shown)
    }
    func disappeared() {}

    private func set(_ up: Bool) {
        guard let node, !node.isDestroyed, modifier.isUp.wrappedValue != up else { return }
        modifier.isUp.wrappedValue = up
    }

    override func destroyed() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }
}
