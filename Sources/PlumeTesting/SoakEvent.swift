import Foundation
import PlumeGraphics
import PlumeUI

/// One thing a hostile user does to a mounted view in a soak (`SoakRunner`): a tap, a drag or fling,
/// a long press, a wheel turn, typing (text or raw bytes), a key, a jump of the clock or a resize.
///
/// Events are made by `random(in:using:options:)` from a seeded generator, so the same seed on the
/// same scene gives the same events, and `description` says exactly what each one did.
public enum SoakEvent: Equatable, CustomStringConvertible, Sendable {
    case tap(CGPoint)
    /// A drag from the first point to the second in `steps` moves over `duration` seconds (a short
    /// duration is a fling).
    case drag(CGPoint, CGPoint, steps: Int, duration: TimeInterval)
    case longPress(CGPoint, duration: TimeInterval)
    case wheel(CGPoint, CGSize)
    /// Focuses the text field at the point (when there is one) and types the text.
    case type(CGPoint, String)
    /// Focuses the text field at the point and types the bytes through the UTF-8 text-input path.
    case typeBytes(CGPoint, [UInt8])
    case key(Key)
    /// Advances the host's manual clock (0 runs one frame at the same instant).
    case advance(TimeInterval)
    case resize(CGSize)

    public var description: String {
        func p(_ point: CGPoint) -> String { "(\(Self.format(point.x)), \(Self.format(point.y)))" }
        switch self {
        case .tap(let point): return "tap at \(p(point))"
        case .drag(let from, let to, let steps, let duration):
            return "drag \(p(from)) → \(p(to)) in \(steps) moves over \(Self.format(duration)) s"
        case .longPress(let point, let duration): return "long press at \(p(point)) for \(Self.format(duration)) s"
        case .wheel(let point, let delta):
            return "wheel at \(p(point)) by (\(Self.format(delta.width)), \(Self.format(delta.height)))"
        case .type(let point, let text):
            let scalars = text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
            let shown = scalars.count > 24 ? scalars.prefix(24) + ["… (\(scalars.count) scalars)"] : scalars[...]
            return "type at \(p(point)) U+[\(shown.joined(separator: " "))]"
        case .typeBytes(let point, let bytes):
            return "type bytes at \(p(point)) [\(bytes.map { String($0, radix: 16) }.joined(separator: " "))]"
        case .key(let key): return "key \(key)"
        case .advance(let seconds): return "advance \(Self.format(seconds)) s"
        case .resize(let size): return "resize to \(Self.format(size.width))×\(Self.format(size.height))"
        }
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    /// What the random events may contain.
    public struct Options: Sendable {
        /// Clock jumps of an hour, of NaN and of a negative duration (off by default: they are only
        /// bounded once time jumps cost O(animations); until then jumps stay at 10 s or less).
        public var largeTimeJumps = false
        public init(largeTimeJumps: Bool = false) { self.largeTimeJumps = largeTimeJumps }
    }

    /// Texts typed: words, emoji sequences, stacked combining marks and bidi controls.
    static let texts: [String] = [
        "hello", "Plume 42", " ", "👍🏽", "👩‍👩‍👧‍👦", "🇫🇷🇯🇵", "e" + String(repeating: "\u{301}", count: 24),
        "Z\u{336}\u{335}\u{334}\u{337}\u{338}\u{321}\u{322}", "\u{202E}evil\u{202C}", "abc שלום 123 مرحبا",
        "\u{2066}\u{2067}\u{2068}\u{2069}\u{200F}\u{200E}", "\u{FEFF}\u{200B}\u{00AD}", "1e308", "-0", "NaN",
        String(repeating: "long ", count: 60),
    ]

    /// Byte strings typed through the UTF-8 path: invalid, truncated and overlong sequences.
    static let byteStrings: [[UInt8]] = [
        [0xFF], [0x68, 0xC3], [0xC3, 0x28], [0xE2, 0x82], [0xF0, 0x9F, 0x91], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
        [0x61, 0x00, 0x62], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x80, 0xAE, 0x41],
    ]

    /// Window sizes, from nothing to 4000 × 3000.
    static let sizes: [CGSize] = [
        CGSize(width: 0, height: 0), CGSize(width: 1, height: 1), CGSize(width: 0, height: 600),
        CGSize(width: 57, height: 33), CGSize(width: 320, height: 480), CGSize(width: 1024, height: 768),
        CGSize(width: 4000, height: 3000),
    ]

    /// A random event for a window of `size` showing `views`: half of the pointer events aim at a
    /// view's center (so buttons and fields get used), the rest anywhere in or just outside the window.
    /// Half of the resizes go back to `homeSize` (the scene's own size) when one is given.
    public static func random<G: RandomNumberGenerator>(
        in size: CGSize, views: [ViewInfo], homeSize: CGSize? = nil, using generator: inout G,
        options: Options = Options()
    ) -> SoakEvent {
        func point() -> CGPoint {
            if !views.isEmpty, Bool.random(using: &generator) {
                let frame = views.randomElement(using: &generator)!.frame
                if [frame.midX, frame.midY].allSatisfy(\.isFinite) { return CGPoint(x: frame.midX, y: frame.midY) }
            }
            let width = max(1, min(size.width, 10_000))
            let height = max(1, min(size.height, 10_000))
            return CGPoint(
                x: Double.random(in: -10...(width + 10), using: &generator).rounded(),
                y: Double.random(in: -10...(height + 10), using: &generator).rounded())
        }
        func fieldPoint() -> CGPoint {
            let fields = views.filter { $0.typeName.contains("Field") || $0.typeName.contains("Editor") }
            guard let field = fields.randomElement(using: &generator) else { return point() }
            return CGPoint(x: field.frame.midX, y: field.frame.midY)
        }
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<22: return .tap(point())
        case 22..<34:
            let fling = Bool.random(using: &generator)
            return .drag(
                point(), point(), steps: Int.random(in: 2...12, using: &generator),
                duration: fling ? 0.03 : [0.2, 0.5, 1].randomElement(using: &generator)!)
        case 34..<42:
            return .longPress(point(), duration: [0.3, 0.6, 1.2, 1.96, 2.5].randomElement(using: &generator)!)
        case 42..<52:
            let amount: CGFloat = [1, 12, 120, 700, 1_000_000].randomElement(using: &generator)!
            let sign: CGFloat = Bool.random(using: &generator) ? 1 : -1
            let vertical = Int.random(in: 0..<4, using: &generator) != 0
            return .wheel(
                point(), vertical ? CGSize(width: 0, height: sign * amount) : CGSize(width: sign * amount, height: 0))
        case 52..<64: return .type(fieldPoint(), texts.randomElement(using: &generator)!)
        case 64..<68: return .typeBytes(fieldPoint(), byteStrings.randomElement(using: &generator)!)
        case 68..<74:
            return .key([.backspace, .enter, .tab, .left, .right, .escape, .delete].randomElement(using: &generator)!)
        case 74..<90:
            var jumps: [TimeInterval] = [0, 0, 1.0 / 60, 0.1, 0.5, 1, 3, 10]
            if options.largeTimeJumps { jumps += [3600, .nan, -1, .infinity] }
            return .advance(jumps.randomElement(using: &generator)!)
        default:
            if let homeSize, Bool.random(using: &generator) { return .resize(homeSize) }
            return .resize(sizes.randomElement(using: &generator)!)
        }
    }
}
