import Foundation
import PlumeGraphics

/// The reader's preferred text size, as SwiftUI's `DynamicTypeSize`: fonts made from text styles
/// (`.body`, `.title`…) grow and shrink with it; fonts of a fixed size do not.
///
/// Linux has no system-wide setting for it: it is `.large` unless a view sets it
/// (`.dynamicTypeSize(.xxLarge)`) or the app reads one from its own settings.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The body size at this dynamic type size (Apple's table: 14 … 53 points, 17 at `.large`).
    private var bodySize: CGFloat {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// How much text styles grow at this size, relative to `.large` (the body's ratio is used for
    /// every style; Apple's table differs by a point or two for some styles).
    var scale: CGFloat { bodySize / 17 }
}

struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The dynamic type size of the views inside (`.large` unless set).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// `font` at this environment's dynamic type size: a font from a text style is scaled, others
    /// are returned as they are.
    func scaledFont(_ font: Font) -> Font { font.scaled(for: dynamicTypeSize) }
}

extension Font {
    /// The font at `size` when it is a text style (fixed sizes do not scale).
    func scaled(for size: DynamicTypeSize) -> Font {
        guard textStyle != nil, size != .large else { return self }
        var scaled = self
        scaled.size = self.size * size.scale
        return scaled
    }
}

nonisolated extension View {
    /// Sets the dynamic type size of the views inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    /// Keeps the dynamic type size inside within `range` (the size around is clamped into it).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return environmentRule(DynamicTypeSizeRangeRule(lowest: allowed.first, highest: allowed.last))
    }
}

/// `dynamicTypeSize(_:)` with a range, as a value: the sizes the range holds, from `lowest` to
/// `highest` (both nil when it holds none: the size around is kept).
struct DynamicTypeSizeRangeRule: EnvironmentRule {
    let lowest: DynamicTypeSize?
    let highest: DynamicTypeSize?
    static var keyPath: WritableKeyPath<EnvironmentValues, DynamicTypeSize> { \.dynamicTypeSize }
    func apply(to value: inout DynamicTypeSize) {
        guard let lowest, let highest else { return }
        value = min(max(value, lowest), highest)
    }
}

/// A value that grows and shrinks with the dynamic type size, as SwiftUI's `ScaledMetric`:
/// `@ScaledMetric(relativeTo: .title) var iconSize: CGFloat = 24` is 24 at `.large`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// A metric of `wrappedValue` at the default size, scaled as `textStyle` is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// A metric of `wrappedValue` at the default size, scaled as the body text is.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// The value at the current dynamic type size.
    public var wrappedValue: Value { baseValue * Value(dynamicTypeSize.scale) }
}
