import CSDL2
import Foundation
import PlumeCairo
import PlumeGraphics
import PlumeUI

/// One SDL window with a renderer and a streaming ARGB8888 texture that shows cairo images.
///
/// Sizes: SDL reports the window in *window coordinates* and the drawable in *pixels*. On HiDPI
/// systems that scale windows (Wayland, macOS) the drawable is larger than the window; on X11 it is
/// not, and `extraScale` (from `PLUME_SCALE` or `GDK_SCALE`) makes the window that many times larger
/// in window coordinates instead. Either way views see points: `pointSize`, with `pixelScale` pixels
/// per point.
final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// Window coordinates per point (1 unless `PLUME_SCALE` / `GDK_SCALE` asks for more).
    let extraScale: CGFloat
    /// Whether presenting waits for the display's vertical refresh.
    let hasVSync: Bool

    /// Where a window opens on the screen.
    enum Placement: Equatable {
        /// Centred on the screen, `offset` window coordinates lower and to the right.
        case centered(offset: CGFloat)
        /// The window's point at `position` (unit coordinates) at the screen's usable area's.
        case at(x: CGFloat, y: CGFloat)
    }

    /// Opens a resizable, HiDPI-aware window of `size` points titled `title`, placed by `placement`;
    /// with `hidesTitleBar`, without decorations (`SDLWindow+HiddenTitleBar.swift`).
    init(
        title: String, size: CGSize, extraScale: CGFloat, placement: Placement = .centered(offset: 0),
        hidesTitleBar: Bool = false
    ) throws {
        self.extraScale = extraScale
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let width = Int32((size.width * extraScale).rounded())
        let height = Int32((size.height * extraScale).rounded())
        var usable = SDL_Rect()
        if SDL_GetDisplayUsableBounds(0, &usable) != 0 { usable = SDL_Rect(x: 0, y: 0, w: width, h: height) }
        let origin = Self.origin(of: (width, height), placement: placement, in: usable)
        guard let window = SDL_CreateWindow(title, origin.x, origin.y, width, height, flags) else {
            throw SDLError.last("SDL_CreateWindow")
        }
        self.window = window
        if hidesTitleBar { Self.hideTitleBar(window) }
        let accelerated = SDL_CreateRenderer(
            window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        if let accelerated {
            renderer = accelerated
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(accelerated, &info)
            hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        } else if let software = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) {
            renderer = software
            hasVSync = false
        } else {
            let error = SDLError.last("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            throw error
        }
        SDL_SetWindowMinimumSize(window, Int32(max(1, 80 * extraScale)), Int32(max(1, 60 * extraScale)))
    }

    /// The top-left corner, in screen coordinates, of a window of `size` placed by `placement` in the
    /// screen's usable area `bounds` (a window larger than the area goes to its top-left).
    static func origin(of size: (width: Int32, height: Int32), placement: Placement, in bounds: SDL_Rect) -> (
        x: Int32, y: Int32
    ) {
        let free = (x: max(0, bounds.w - size.width), y: max(0, bounds.h - size.height))
        switch placement {
        case .centered(let offset):
            let step = Int32(offset.rounded())
            return (bounds.x + min(free.x, free.x / 2 + step), bounds.y + min(free.y, free.y / 2 + step))
        case .at(let x, let y):
            return (
                bounds.x + Int32((CGFloat(free.x) * x).rounded()), bounds.y + Int32((CGFloat(free.y) * y).rounded())
            )
        }
    }

    private var isClosed = false

    /// Destroys the texture, the renderer and the window (before `SDL_Quit`); later calls do nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    deinit { close() }

    /// The window's size in points.
    var pointSize: CGSize {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return CGSize(width: CGFloat(w) / extraScale, height: CGFloat(h) / extraScale)
    }

    /// The drawable's size in pixels.
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Pixels per point: the drawable-to-window ratio times `extraScale`.
    var pixelScale: CGFloat {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        guard w > 0 else { return extraScale }
        return CGFloat(pixelSize.width) / CGFloat(w) * extraScale
    }

    /// The refresh rate of the window's display in frames per second (60 when SDL cannot tell).
    var refreshRate: Double {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// Sets the window's title.
    func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// Keeps the window's size between `limits` (points; an infinite side has no maximum, which SDL
    /// spells as its largest window, 16384). The minimum is never below 80 × 60 points.
    func setSizeLimits(_ limits: WindowSizeLimits) {
        func coordinate(_ points: CGFloat, floor: CGFloat) -> Int32 {
            Int32(min(16384, max(floor, (points * extraScale).rounded(.up))))
        }
        SDL_SetWindowMinimumSize(
            window, coordinate(limits.minimum.width, floor: 80 * extraScale),
            coordinate(limits.minimum.height, floor: 60 * extraScale))
        SDL_SetWindowMaximumSize(
            window, coordinate(limits.maximum.width, floor: 80 * extraScale),
            coordinate(limits.maximum.height, floor: 60 * extraScale))
    }

    /// Shows `renderer`'s canvas (premultiplied ARGB32, as cairo draws it) at the drawable's
    /// top-left, one canvas pixel per drawable pixel, and presents the frame. Only the `damage`
    /// rectangles (device pixels) are uploaded to the texture when it already holds the previous
    /// canvas; nil uploads everything. The pixels go from cairo's surface to the texture directly.
    func present(_ renderer: RetainedRenderer, damage: [CGRect]?) throws {
        try renderer.withPixels { bytes, width, height, stride in
            var upload = damage
            if texture == nil || textureSize != (width, height) {
                if let texture { SDL_DestroyTexture(texture) }
                texture = nil
                guard width > 0, height > 0 else { return presentEmpty() }
                guard
                    let made = SDL_CreateTexture(
                        self.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
                else { throw SDLError.last("SDL_CreateTexture") }
                texture = made
                textureSize = (width, height)
                upload = nil
            }
            guard let texture, let base = bytes.baseAddress else { return presentEmpty() }
            for rect in upload ?? [CGRect(x: 0, y: 0, width: width, height: height)] {
                var area = SDL_Rect(
                    x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
                let start = base + Int(rect.minY) * stride + Int(rect.minX) * 4
                guard SDL_UpdateTexture(texture, &area, start, Int32(stride)) == 0 else {
                    throw SDLError.last("SDL_UpdateTexture")
                }
            }
            SDL_SetRenderDrawColor(self.renderer, 0, 0, 0, 255)
            SDL_RenderClear(self.renderer)
            var target = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
            guard SDL_RenderCopy(self.renderer, texture, nil, &target) == 0 else {
                throw SDLError.last("SDL_RenderCopy")
            }
            SDL_RenderPresent(self.renderer)
        }
    }

    private func presentEmpty() {
        SDL_RenderClear(renderer)
        SDL_RenderPresent(renderer)
    }
}
