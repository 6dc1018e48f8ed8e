import Foundation
import PlumeTesting

@testable import PlumeUI

/// What the representables and view objects under test did, in order.
final class RepresentableLog {
    var events: [String] = []
    var made: [ObjectIdentifier] = []
    var updates = 0
    var dismantled: [(view: ObjectIdentifier, coordinator: ObjectIdentifier?)] = []
    var draws = 0
    var touches: [ImperativeView.Touch] = []
    /// The last view object made (weak: the graph owns it).
    weak var swatch: Swatch?
}

/// A square of `color` that records its drawing and touches; its intrinsic size is settable.
final class Swatch: ImperativeView {
    let log: RepresentableLog
    var color: Color = .red { didSet { setNeedsDisplay() } }
    var natural = CGSize(width: ImperativeView.noIntrinsicMetric, height: ImperativeView.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Called on each ended press with its location.
    var onTap: ((CGPoint) -> Void)?
    /// Called on each moved press with its location.
    var onDrag: ((CGPoint) -> Void)?

    init(log: RepresentableLog) {
        self.log = log
        super.init()
    }

    override var intrinsicContentSize: CGSize { natural }

    override func draw(_ rect: CGRect, in context: inout GraphicsContext) {
        log.draws += 1
        context.fill(Path(rect.insetBy(dx: 2, dy: 2)), with: .color(color))
    }

    override func touchBegan(_ touch: Touch) { log.touches.append(touch) }
    override func touchMoved(_ touch: Touch) {
        log.touches.append(touch)
        onDrag?(touch.location)
    }
    override func touchEnded(_ touch: Touch) {
        log.touches.append(touch)
        onTap?(touch.location)
    }
    override func touchCancelled(_ touch: Touch) { log.touches.append(touch) }
}

/// A `UIViewRepresentable` of a `Swatch` whose color follows `value` and whose coordinator writes
/// taps back into `taps`.
struct SwatchView: UIViewRepresentable {
    let log: RepresentableLog
    var value: Int
    @Binding var taps: Int
    var natural: CGSize?
    var fits: ((ProposedViewSize) -> CGSize?)?

    final class Coordinator {
        var taps: Binding<Int>
        init(taps: Binding<Int>) { self.taps = taps }
    }

    func makeCoordinator() -> Coordinator { Coordinator(taps: $taps) }

    func makeUIView(context: Context) -> Swatch {
        let swatch = Swatch(log: log)
        log.made.append(ObjectIdentifier(swatch))
        log.swatch = swatch
        swatch.onTap = { _ in context.coordinator.taps.wrappedValue += 1 }
        return swatch
    }

    func updateUIView(_ swatch: Swatch, context: Context) {
        log.updates += 1
        context.coordinator.taps = $taps
        swatch.color = value.isMultiple(of: 2) ? .red : .blue
        if let natural { swatch.natural = natural }
    }

    static func dismantleUIView(_ swatch: Swatch, coordinator: Coordinator) {
        swatch.log.dismantled.append((ObjectIdentifier(swatch), ObjectIdentifier(coordinator)))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Swatch, context: Context) -> CGSize? {
        fits?(proposal)
    }
}

/// A screen with a swatch, a counter that changes its value and a switch that removes it.
struct SwatchScreen: View {
    let log: RepresentableLog
    var natural: CGSize? = nil
    @State private var value = 0
    @State private var taps = 0
    @State private var shown = true

    var body: some View {
        VStack(spacing: 0) {
            if shown {
                SwatchView(log: log, value: value, taps: $taps, natural: natural)
                    .frame(width: 100, height: 80)
            }
            Text("Taps \(taps)")
            Button("Next") { value += 1 }
            Button("Remove") { shown = false }
        }
    }
}

/// The same swatch through `NSViewRepresentable` (without a coordinator).
struct SwatchNSView: NSViewRepresentable {
    let log: RepresentableLog
    var value: Int

    func makeNSView(context: Context) -> Swatch {
        let swatch = Swatch(log: log)
        log.made.append(ObjectIdentifier(swatch))
        return swatch
    }

    func updateNSView(_ swatch: Swatch, context: Context) {
        log.updates += 1
        swatch.color = value.isMultiple(of: 2) ? .red : .blue
    }

    static func dismantleNSView(_ swatch: Swatch, coordinator: ()) {
        swatch.log.dismantled.append((ObjectIdentifier(swatch), nil))
    }
}
