import Foundation
import PlumeGraphics

/// A view object that draws itself imperatively and handles touches, for hosting inside the
/// declarative view tree with `UIViewRepresentable` or `NSViewRepresentable` (whose `UIViewType` /
/// `NSViewType` must be a subclass).
///
/// UIKit and AppKit exist only on Apple's platforms, so this is Plume's own class, not `UIView`. What
/// it keeps of `UIView`: `init(frame:)`, `frame` and `bounds`, `backgroundColor`, the layer's corner
/// radius, border width and color (here `cornerRadius`, `borderWidth`, `borderColor`, drawn as a
/// `CALayer` draws them: background, then `draw`, then the border on top), `clipsToBounds`,
/// `isUserInteractionEnabled`, `intrinsicContentSize` with `noIntrinsicMetric` and
/// `invalidateIntrinsicContentSize()`, `setNeedsDisplay()`, `draw(_:)` (here `draw(_:in:)`, given a
/// `GraphicsContext`) and `point(inside:)`. There are no subviews, layers, auto layout, animations
/// or gesture recognisers; touches arrive one at a time (`touchBegan(_:)` … `touchCancelled(_:)`,
/// each with one `Touch`) instead of as sets with an event.
///
/// ```swift
/// final class Dot: ImperativeView {
///     var color: Color = .blue { didSet { setNeedsDisplay() } }
///     override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }
///     override func draw(_ rect: CGRect, in context: inout GraphicsContext) {
///         context.fill(Path(ellipseIn: rect), with: .color(color))
///     }
///     override func touchEnded(_ touch: Touch) { color = .red }
/// }
/// ```
///
/// The graph creates nothing itself: the representable's `makeUIView(context:)` does, once per view
/// identity, and the graph keeps the object until the identity goes (then `dismantleUIView` runs
/// and the graph lets go of it). Drawing is cached: `draw(_:in:)` runs again only after
/// `setNeedsDisplay()`, when the size changes, or when the environment it resolves colors in
/// changes (a new color scheme). Use it on the thread that drives the view graph.
@MainActor @preconcurrency
open class ImperativeView {
    /// The value of an `intrinsicContentSize` axis that has no natural length (as UIKit's).
    public static let noIntrinsicMetric: CGFloat = -1

    /// A view with `frame` until layout places it.
    public init(frame: CGRect = .zero) { self.frame = frame }

    /// Where layout placed the view, in window coordinates (set by the graph).
    public internal(set) var frame: CGRect
    /// The view's own coordinate space: origin zero, the frame's size. Drawing and touches use it.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// Filled behind the drawing, inside the rounded bounds (nil: nothing).
    open var backgroundColor: Color? { didSet { setNeedsDisplay() } }
    /// The radius of the corners of the background, border and clip (NaN and negative values are
    /// used as 0; at most half the shorter side).
    open var cornerRadius: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// The width of the border drawn inside the bounds over the drawing (NaN and negative: 0; at
    /// most half the shorter side).
    open var borderWidth: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// The border's color (black by default, as a layer's).
    open var borderColor: Color = .black { didSet { setNeedsDisplay() } }
    /// Whether `draw(_:in:)`'s drawing is clipped to the rounded bounds.
    open var clipsToBounds = false { didSet { setNeedsDisplay() } }
    /// Whether presses land on this view (false: they go to what is behind it).
    open var isUserInteractionEnabled = true

    /// The view's natural size, used by layout when the representable's `sizeThatFits` returns nil
    /// (or has no answer for an axis). An axis with `noIntrinsicMetric` (or any negative, NaN or
    /// infinite length) takes the proposed length (10 points when none is proposed). Call
    /// `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// Tells layout that `intrinsicContentSize` changed: the view is measured again in the next frame.
    public func invalidateIntrinsicContentSize() { host?.imperativeViewSizeChanged() }

    /// Marks the drawing stale: `draw(_:in:)` runs again for the next frame. Calls made while the
    /// view draws are ignored.
    public func setNeedsDisplay() {
        guard !isDrawing else { return }
        needsDisplay = true
        host?.imperativeViewNeedsDisplay()
    }

    /// Draws the view's content into `context`, in `bounds` coordinates; `rect` is the area to draw
    /// (the bounds). Override it; the default draws nothing.
    open func draw(_ rect: CGRect, in context: inout GraphicsContext) {}

    /// Whether `point` (in bounds coordinates) is inside the view for presses (default: inside the
    /// bounds).
    open func point(inside point: CGPoint) -> Bool { bounds.contains(point) }

    /// A press began on the view.
    open func touchBegan(_ touch: Touch) {}
    /// The press moved (also outside the view, until it ends).
    open func touchMoved(_ touch: Touch) {}
    /// The press ended.
    open func touchEnded(_ touch: Touch) {}
    /// The press was taken by something else (a scroll view around the view began to scroll), the
    /// host lost the pointer, or the view went away while pressed.
    open func touchCancelled(_ touch: Touch) {}

    /// The graph part hosting the view (weak: the graph owns the host, the host owns the view).
    weak var host: ImperativeViewHost?
    /// Whether the cached drawing is stale.
    var needsDisplay = true
    /// Whether `draw(_:in:)` is running.
    var isDrawing = false
}

/// What a hosted `ImperativeView` tells the graph (implemented by the representable behaviour).
@MainActor
protocol ImperativeViewHost: AnyObject {
    /// The view's drawing is stale.
    func imperativeViewNeedsDisplay()
    /// The view's intrinsic size changed.
    func imperativeViewSizeChanged()
}
