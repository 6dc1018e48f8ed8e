import Foundation
import PlumeGraphics

/// How far a scene's windows can be resized, as SwiftUI's `WindowResizability`: set with the
/// `windowResizability(_:)` scene modifier.
///
/// ```swift
/// WindowGroup {
///     ContentView().frame(minWidth: 300, maxWidth: 600, minHeight: 200, maxHeight: 400)
/// }
/// .windowResizability(.contentSize)
/// ```
/// - `.contentSize`: the window is at least the content's minimum size and at most its maximum.
/// - `.contentMinSize`: at least the content's minimum size, as large as the user likes.
/// - `.automatic` (the default): `.contentSize` for `Settings`, `.contentMinSize` for the others.
///
/// The content's minimum and maximum are what it answers when proposed zero and infinity (its
/// `frame(minWidth:maxWidth:…)`, its fixed-size parts), measured after every layout, so they follow
/// the content as it changes; the menu bar's height is added. Window hosts apply them: PlumeSDL to
/// the SDL window, PlumeTesting's `AppHost` to `ViewHost.sizeLimits` (its `resize(to:)` clamps).
public struct WindowResizability: Hashable, Sendable {
    enum Strategy: Hashable, Sendable {
        case automatic, contentSize, contentMinSize
    }
    let strategy: Strategy

    /// `.contentSize` for `Settings` windows, `.contentMinSize` for the others.
    public static var automatic: WindowResizability { WindowResizability(strategy: .automatic) }
    /// The window's minimum and maximum sizes are its content's.
    public static var contentSize: WindowResizability { WindowResizability(strategy: .contentSize) }
    /// The window's minimum size is its content's; it has no maximum.
    public static var contentMinSize: WindowResizability { WindowResizability(strategy: .contentMinSize) }

    /// Whether windows of `kind` with this resizability take their content's maximum size too.
    func limitsMaximum(for kind: WindowConfiguration.Kind) -> Bool {
        switch strategy {
        case .automatic: kind == .settings
        case .contentSize: true
        case .contentMinSize: false
        }
    }
}

/// The sizes, in points, a window can be resized between (`maximum` sides may be infinite).
public struct WindowSizeLimits: Equatable, Sendable {
    /// The smallest size.
    public var minimum: CGSize
    /// The largest size (infinite sides: no limit).
    public var maximum: CGSize

    /// No limits.
    public static let none = WindowSizeLimits(
        minimum: .zero, maximum: CGSize(width: CGFloat.infinity, height: .infinity))

    public init(minimum: CGSize, maximum: CGSize) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The limits of a window whose content measures `contentMinimum` … `contentMaximum`, under
    /// `extraHeight` points of chrome (the menu bar), for `resizability`. Sides that are NaN or
    /// negative count as 0; a maximum below the minimum is raised to it.
    init(
        contentMinimum: CGSize, contentMaximum: CGSize, extraHeight: CGFloat, resizability: WindowResizability,
        kind: WindowConfiguration.Kind
    ) {
        func clean(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? 0 : value }
        let minimum = CGSize(
            width: min(clean(contentMinimum.width), 1e6), height: min(clean(contentMinimum.height) + extraHeight, 1e6))
        var maximum = CGSize(width: CGFloat.infinity, height: .infinity)
        if resizability.limitsMaximum(for: kind) {
            maximum = CGSize(
                width: max(clean(contentMaximum.width), minimum.width),
                height: max(clean(contentMaximum.height) + extraHeight, minimum.height))
        }
        self.init(minimum: minimum, maximum: maximum)
    }

    /// `size` brought within the limits.
    public func clamp(_ size: CGSize) -> CGSize {
        CGSize(
            width: min(max(size.width, minimum.width), maximum.width),
            height: min(max(size.height, minimum.height), maximum.height))
    }
}

extension Scene {
    /// How far this scene's windows can be resized, as SwiftUI's `windowResizability(_:)` (see
    /// `WindowResizability`).
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        _WindowContentScene(content: self) { window in
            var limited = window
            limited.resizability = resizability
            return limited
        }
    }
}
