import Foundation
import PlumeAnimation
import PlumeGraphics

/// Extends the content into the safe area on the chosen edges, as SwiftUI's `ignoresSafeArea`.
nonisolated struct IgnoresSafeAreaModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let regions: SafeAreaRegions
    let edges: Edge.Set
    @MainActor func makeBehavior() -> NodeBehavior { IgnoresSafeAreaBehavior() }
}

final class IgnoresSafeAreaBehavior: ModifierBehavior<IgnoresSafeAreaModifier> {
    override var movesWithFrame: Bool { false }
    override var displayName: String? { "ignoresSafeArea" }
    override func place(in rect: CGRect, proposal: ProposedViewSize) {
        let graph = node.graph
        let insets = graph.safeAreaInsets
        let window = CGRect(origin: .zero, size: graph.size)
        let regions = modifier.regions
        // The bottom inset is the larger of the window's own (container) inset and the keyboard's.
        let keyboard = graph.softwareKeyboard?.occupiedHeight ?? 0
        let containerBottom = graph.softwareKeyboard?.containerBottom ?? insets.bottom
        var bottomKept: CGFloat = insets.bottom
        if regions.contains(.keyboard) && regions.contains(.container) {
            bottomKept = 0
        } else if regions.contains(.keyboard) {
            bottomKept = containerBottom
        } else if regions.contains(.container) {
            bottomKept = keyboard
        }
        var r = rect
        let e = modifier.edges
        let container = regions.contains(.container)
        if container, e.contains(.top), abs(r.minY - insets.top) < 0.5 {
            r = CGRect(x: r.minX, y: 0, width: r.width, height: r.maxY)
        }
        if container, e.contains(.leading), abs(r.minX - insets.leading) < 0.5 {
            r = CGRect(x: 0, y: r.minY, width: r.maxX, height: r.height)
        }
        if e.contains(.bottom), bottomKept < insets.bottom, abs(r.maxY - (window.maxY - insets.bottom)) < 0.5 {
            r.size.height = window.maxY - bottomKept - r.minY
        }
        if container, e.contains(.trailing), abs(r.maxX - (window.maxX - insets.trailing)) < 0.5 {
            r.size.width = window.maxX - r.minX
        }
        placeContent(in: r, proposal: ProposedViewSize(r.size))
    }
}

/// The kinds of safe area a view can extend into, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The window's own insets (notches, bars, window chrome).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard (touch mode, `ViewGraph.softwareKeyboardMode`).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
    /// Extends the view into the safe area of `regions` on `edges`: `.ignoresSafeArea(.keyboard)`
    /// keeps the view where it is when the software keyboard shows. Like SwiftUI, the view grows
    /// only on edges where it touches the safe area's edge; the keyboard region is the bottom edge.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }
    /// Extends the view into the safe area on `edges` (old spelling).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
}
