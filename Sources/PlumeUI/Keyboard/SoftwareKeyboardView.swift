import Foundation
import PlumeAnimation
import PlumeGraphics

/// The software keyboard's view: the root's second child in touch mode, laid out over the whole
/// window and drawn above the content, at the bottom, as far up as the slide has brought it.
struct SoftwareKeyboardView: View, PrimitiveView {
    typealias Body = Never
    func makeBehavior() -> NodeBehavior { SoftwareKeyboardBehavior() }
}

final class SoftwareKeyboardBehavior: NodeBehavior, PointerHandler, AnimationTicking {
    override var movesWithFrame: Bool { false }
    override var pointerHandler: PointerHandler? { self }
    override var animationTarget: AnimationTicking? { self }
    override var displayName: String? { "SoftwareKeyboard" }
    private var keyboard: SoftwareKeyboard? { node.graph.softwareKeyboard }
    /// The keys of the page showing now, relative to the keyboard's top-leading corner.
    private(set) var keys: [KeyboardKey] = []
    private var keysFor: (width: CGFloat, symbols: Bool)?
    /// The key under the finger.
    private var pressed: KeyboardKey?

    override func update(changed: Bool) {
        keyboard?.node = node
        keyboard?.keysBehavior = self
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        refreshKeys()
    }

    private func refreshKeys() {
        guard let keyboard else { return }
        let width = node.graph.size.width
        if keysFor?.width != width || keysFor?.symbols != keyboard.symbols {
            keys = KeyboardLayout.keys(width: width, symbols: keyboard.symbols)
            keysFor = (width, keyboard.symbols)
        }
    }

    override var dumpDetails: String? {
        guard let keyboard, keyboard.presented > 0 else { return "hidden" }
        return "shown \(formatNumber(CGFloat(keyboard.presented) * 100))%"
    }

    // MARK: Input

    override func hitTest(_ point: CGPoint) -> ViewNode? {
        guard let keyboard, keyboard.presented > 0, keyboard.visibleFrame.contains(point) else { return nil }
        return node
    }

    private func key(at point: CGPoint) -> KeyboardKey? {
        guard let keyboard else { return nil }
        let origin = keyboard.visibleFrame.origin
        let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        // Between keys, the nearest key in the row takes the touch (as on a phone).
        return keys.filter { local.y >= $0.frame.minY - 6 && local.y <= $0.frame.maxY + 6 }
            .min { distance(local, $0.frame) < distance(local, $1.frame) }
    }

    private func distance(_ p: CGPoint, _ r: CGRect) -> CGFloat {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX)
        let dy = max(r.minY - p.y, 0, p.y - r.maxY)
        return dx * dx + dy * dy
    }

    var claimsPressImmediately: Bool { true }

    func pointerBegan(at point: CGPoint) -> Bool {
        refreshKeys()
        pressed = key(at: point)
        node.invalidateRender()
        return true
    }
    func pointerMoved(to point: CGPoint) {
        let now = key(at: point)
        if now != pressed {
            pressed = now
            node.invalidateRender()
        }
    }
    func pointerEnded(at point: CGPoint) {
        let key = key(at: point)
        pressed = nil
        node.invalidateRender()
        if let key { keyboard?.perform(key) }
        refreshKeys()
    }
    func pointerCancelled() {
        pressed = nil
        node.invalidateRender()
    }

    func animationFrame(at time: TimeInterval, completions: inout [() -> Void]) -> Bool {
        keyboard?.tick(at: time) ?? false
    }

    // MARK: Drawing

    override func draw(into list: inout DisplayList) {
        guard let keyboard, keyboard.presented > 0 else { return }
        refreshKeys()
        let frame = keyboard.visibleFrame
        let dark = node.environment.colorScheme == .dark
        func gray(_ white: Double) -> Paint { .color(Color.Resolved(red: white, green: white, blue: white)) }
        list.append(.fill(Path(frame), gray(dark ? 0.17 : 0.82)))
        let shadow = gray(dark ? 0.05 : 0.55)
        for key in keys {
            let rect = key.frame.offsetBy(dx: frame.minX, dy: frame.minY)
            let isPressed = pressed == key
            let lit = key.action == .shift && keyboard.shifted
            let face: Double
            if key.isFunctionKey && !lit {
                face = isPressed ? (dark ? 0.42 : 1) : (dark ? 0.28 : 0.68)
            } else {
                face = isPressed ? (dark ? 0.28 : 0.68) : (dark ? 0.42 : 1)
            }
            list.append(.fill(Path(roundedRect: rect.offsetBy(dx: 0, dy: 1), cornerRadius: 5), shadow))
            list.append(.fill(Path(roundedRect: rect, cornerRadius: 5), gray(face)))
            let cap = key.cap(shifted: keyboard.shifted)
            let size: CGFloat = cap.icon ? 22 : (key.isFunctionKey || key.action == .space ? 16 : 22)
            let font: Font = cap.icon ? .custom("Material Icons", size: size) : .system(size: size)
            let request = TextLayoutRequest(runs: [TextRun(cap.text, font: font)])
            let measured = node.graph.textEngine.layout(request).size
            let textFrame = CGRect(
                x: rect.midX - measured.width / 2, y: rect.midY - measured.height / 2, width: measured.width,
                height: measured.height)
            list.append(
                .text(
                    request, frame: textFrame,
                    color: dark ? .init(red: 1, green: 1, blue: 1) : .init(red: 0, green: 0, blue: 0)))
        }
    }
}
