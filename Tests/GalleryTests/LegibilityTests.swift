import Foundation
import Plume
import PlumeCairo
import PlumeTesting
import Testing

@testable import Gallery

/// Every built scene, rendered in light and in dark, draws each text, stroke and image so that it
/// stands out from what is behind it: white text on a white card or a black line on a black
/// background is a failure, whatever the scene.
///
/// For each item the check looks at the pixels of its frame in the rendered picture: the commonest
/// colour there is the background, and some pixels (at least 3, and 0.5 % of the frame) must differ
/// from it by a contrast ratio of 1.5 or more (WCAG's ratio; white on white is 1, black on white
/// 21). Items hidden by design are skipped: faded below 60 % opacity, blurred or masked, mostly
/// outside their clip or the window, or mostly covered by an opaque fill drawn after them.
@Suite("Legibility") struct LegibilityTests {
    static let scenes = SceneRegistry.built.map(\.id)

    @Test(arguments: scenes) func everyItemStandsOutInLightAndDark(id: String) throws {
        for scheme in [ColorScheme.light, .dark] {
            let host = try mount(id)
            host.setColorScheme(scheme)
            host.advance(by: 1)
            let image = try host.render()
            let failures = LegibilityProbe(list: host.displayList, image: image, scale: host.scale).failures()
            #expect(failures.isEmpty, "\(id) in \(scheme): \(failures.joined(separator: "; "))")
        }
    }

    @Test func theProbeFindsWhiteTextOnWhite() throws {
        struct Card: View {
            var body: some View {
                VStack {
                    Text("Readable").foregroundColor(.black)
                    Text("Invisible").foregroundColor(.white)
                }
                .padding()
                .background(Color.white)
            }
        }
        let host = ViewHost(Card(), size: CGSize(width: 200, height: 120))
        let image = try host.render()
        let failures = LegibilityProbe(list: host.displayList, image: image, scale: host.scale).failures()
        #expect(failures.count == 1)
        #expect(failures.first?.contains("Invisible") == true)
    }
}

/// Finds the drawn items of a display list that do not stand out in its rendered picture (see
/// `LegibilityTests`).
struct LegibilityProbe {
    let list: DisplayList
    let image: RenderedImage
    let scale: CGFloat

    private struct Drawn {
        let name: String
        let rect: CGRect
        let opaqueCover: Bool
    }

    func failures() -> [String] {
        var drawn: [Drawn] = []
        let bounds = CGRect(x: 0, y: 0, width: CGFloat(image.width), height: CGFloat(image.height))
        func walk(_ list: DisplayList, transform: CGAffineTransform, clip: CGRect, opacity: Double, hidden: Bool) {
            for item in list.items {
                switch item {
                case .text(let request, let frame, let color):
                    add("text \"\(request.string.prefix(24))\"", frame, alpha: color.opacity)
                case .stroke(let path, let paint, let style, _) where style.lineWidth >= 1.5:
                    add(
                        "stroke", path.boundingRect.insetBy(dx: -style.lineWidth / 2, dy: -style.lineWidth / 2),
                        alpha: alpha(of: paint))
                case .image(_, let frame, _, _):
                    add("image", frame, alpha: 1)
                case .fill(let path, let paint, _):
                    let rect = device(path.boundingRect)
                    let cover = !hidden && opacity >= 0.99 && alpha(of: paint) >= 0.99
                    drawn.append(Drawn(name: "", rect: rect.intersection(clip), opaqueCover: cover))
                case .effect(let effect, let inner):
                    switch effect {
                    case .opacity(let o):
                        walk(inner, transform: transform, clip: clip, opacity: opacity * o, hidden: hidden)
                    case .transform(let t):
                        walk(inner, transform: t.concatenating(transform), clip: clip, opacity: opacity, hidden: hidden)
                    case .clip(let path, _):
                        let box = path.boundingRect.applying(
                            transform.concatenating(CGAffineTransform(scaleX: scale, y: scale)))
                        walk(
                            inner, transform: transform, clip: clip.intersection(box), opacity: opacity, hidden: hidden)
                    case .blur, .mask, .colorMultiply:
                        walk(inner, transform: transform, clip: clip, opacity: opacity, hidden: true)
                    default: walk(inner, transform: transform, clip: clip, opacity: opacity, hidden: hidden)
                    }
                default: break
                }
            }
            func device(_ rect: CGRect) -> CGRect {
                rect.applying(transform.concatenating(CGAffineTransform(scaleX: scale, y: scale)))
            }
            func add(_ name: String, _ frame: CGRect, alpha: Double) {
                let rect = device(frame)
                let visible = rect.intersection(clip).intersection(bounds)
                guard !hidden, opacity * alpha >= 0.6, !visible.isNull,
                    visible.width * visible.height >= 0.5 * rect.width * rect.height, visible.width >= 2,
                    visible.height >= 2
                else {
                    drawn.append(Drawn(name: "", rect: .null, opaqueCover: false))
                    return
                }
                drawn.append(Drawn(name: name, rect: visible, opaqueCover: false))
            }
        }
        walk(list, transform: .identity, clip: bounds, opacity: 1, hidden: false)

        var failures: [String] = []
        for (index, item) in drawn.enumerated() where !item.name.isEmpty {
            let area = item.rect.width * item.rect.height
            let covered = drawn[(index + 1)...].contains { later in
                guard later.opaqueCover, !later.rect.isNull else { return false }
                let overlap = later.rect.intersection(item.rect)
                return !overlap.isNull && overlap.width * overlap.height >= 0.5 * area
            }
            if covered { continue }
            if let ratio = standOut(in: item.rect) {
                failures.append("\(item.name) at \(Int(item.rect.minX)),\(Int(item.rect.minY)) (\(ratio))")
            }
        }
        return failures
    }

    private func alpha(of paint: Paint) -> Double {
        if case .color(let c) = paint { return c.opacity }
        return 1
    }

    /// Nil when enough pixels of `rect` stand out from its commonest colour; otherwise a summary.
    private func standOut(in rect: CGRect) -> String? {
        let x0 = max(0, Int(rect.minX.rounded(.down)))
        let y0 = max(0, Int(rect.minY.rounded(.down)))
        let x1 = min(image.width, Int(rect.maxX.rounded(.up)))
        let y1 = min(image.height, Int(rect.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var counts: [UInt32: Int] = [:]
        var pixels: [RenderedImage.Pixel] = []
        pixels.reserveCapacity((x1 - x0) * (y1 - y0))
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = image.pixel(x: x, y: y)
                pixels.append(p)
                let key = UInt32(p.red >> 3) << 10 | UInt32(p.green >> 3) << 5 | UInt32(p.blue >> 3)
                counts[key, default: 0] += 1
            }
        }
        guard let mode = counts.max(by: { $0.value < $1.value })?.key else { return nil }
        let background = pixels.first {
            (UInt32($0.red >> 3) << 10 | UInt32($0.green >> 3) << 5 | UInt32($0.blue >> 3)) == mode
        }!
        let base = luminance(background)
        let standing = pixels.filter { contrast(luminance($0), base) >= 1.5 }.count
        if standing >= 3, Double(standing) >= 0.005 * Double(pixels.count) { return nil }
        let best = pixels.map { contrast(luminance($0), base) }.max() ?? 1
        return "on \(background), best contrast \(String(format: "%.2f", best))"
    }

    private func luminance(_ p: RenderedImage.Pixel) -> Double {
        func channel(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(p.red) + 0.7152 * channel(p.green) + 0.0722 * channel(p.blue)
    }

    private func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
}
