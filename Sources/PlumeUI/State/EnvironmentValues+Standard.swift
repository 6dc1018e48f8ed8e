import Foundation
import PlumeAnimation
import PlumeGraphics

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
struct TintKey: EnvironmentKey { static let defaultValue: Color = .accentColor }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = TruncationMode.tail }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// Light or dark appearance.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The default font of text in this subtree (nil: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The style text and shapes use when none is given (nil: `.primary`).
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
    /// The tint of controls (accent color).
    public var tint: Color {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    /// Whether controls in this subtree respond to input (`.disabled` clears it).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// Maximum lines of text (nil: unlimited).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// Alignment of the lines of multi-line text.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Where text that does not fit is cut.
    public var truncationMode: TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// Extra space between lines of text.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// Pixels per point of the display being drawn.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The axis of the nearest enclosing stack (used by `Spacer` and `Divider`).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
    var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

/// Horizontal or vertical, as SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
