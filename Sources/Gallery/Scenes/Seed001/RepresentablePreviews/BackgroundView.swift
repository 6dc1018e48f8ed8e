import Plume

/// The tutorial's imperatively drawn view: the window background inside rounded corners (radius
/// 32) with a 14-point blue border, as a `UIView` configures its layer. Here it is an
/// `ImperativeView`, Plume's stand-in for `UIView`.
///
/// It also reports horizontal presses to its `delegate` as a corner radius (0 at the left edge,
/// half the shorter side at the right), which the `representable-previews` scene's live copy uses;
/// without a delegate (in the previews) presses do nothing.
final class BackgroundView: ImperativeView {
    /// Told of the corner radius a press picks.
    weak var delegate: BackgroundViewDelegate?

    override init(frame: CGRect) {
        super.init(frame: .zero)
        backgroundColor = .background
        cornerRadius = 32
        borderColor = .blue
        borderWidth = 14
    }

    override func touchBegan(_ touch: Touch) { pickRadius(at: touch.location) }
    override func touchMoved(_ touch: Touch) { pickRadius(at: touch.location) }

    private func pickRadius(at location: CGPoint) {
        guard let delegate, bounds.width > 0 else { return }
        let fraction = min(max(location.x / bounds.width, 0), 1)
        delegate.backgroundView(self, didPickCornerRadius: (fraction * min(bounds.width, bounds.height) / 2).rounded())
    }
}

/// What a `BackgroundView` tells the object that coordinates it (a representable's coordinator).
protocol BackgroundViewDelegate: AnyObject {
    /// A press on `view` picked `radius` points.
    func backgroundView(_ view: BackgroundView, didPickCornerRadius radius: CGFloat)
}

/// The tutorial's wrapper: shows a `BackgroundView` in a SwiftUI-style view tree.
struct BackgroundViewContainer: UIViewRepresentable {
    typealias UIViewType = BackgroundView

    func makeUIView(context: Context) -> UIViewType {
        BackgroundView(frame: .zero)
    }

    func updateUIView(_ uiView: BackgroundView, context: Context) {}
}

/// The tutorial's previews: the wrapped view in the light and the dark scheme, each 200 × 200.
struct BackgroundViewContainer_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            BackgroundViewContainer().colorScheme(.light)
            BackgroundViewContainer().colorScheme(.dark)
        }.previewLayout(.fixed(width: 200, height: 200))
    }
}
