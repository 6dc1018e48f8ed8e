import Foundation
import PlumeAnimation
import PlumeGraphics

/// Writes one environment value for the content, as SwiftUI's `environment(_:_:)`.
nonisolated struct EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    @MainActor func makeBehavior() -> NodeBehavior { EnvironmentWritingBehavior<Value>() }
}

final class EnvironmentWritingBehavior<Value>: EnvironmentModifierBehavior<EnvironmentWritingModifier<Value>> {
    override func transform(_ environment: EnvironmentValues) -> EnvironmentValues {
        var env = environment
        env[keyPath: modifier.keyPath] = modifier.value
        return env
    }
}

/// Changes the environment with a closure, as SwiftUI's `transformEnvironment`.
nonisolated struct EnvironmentTransformModifier<Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let change: (inout Value) -> Void
    @MainActor func makeBehavior() -> NodeBehavior { EnvironmentTransformBehavior<Value>() }
}

/// The node side of `transformEnvironment`: the closure runs whenever the modifier or the environment
/// it receives changed; when it gives a value equal (by `ViewEquality`) to the last one for the same
/// environment, the content keeps the environment it had, so nothing below sees a change.
final class EnvironmentTransformBehavior<Value>: EnvironmentModifierBehavior<EnvironmentTransformModifier<Value>> {
    private var lastWrite: (input: EnvironmentValues, value: Value, output: EnvironmentValues)?

    override func transform(_ environment: EnvironmentValues) -> EnvironmentValues {
        var value = environment[keyPath: modifier.keyPath]
        modifier.change(&value)
        if let lastWrite, lastWrite.input.isIdentical(to: environment),
            ViewEquality.areEqualValues(lastWrite.value, value)
        {
            return lastWrite.output
        }
        var env = environment
        env[keyPath: modifier.keyPath] = value
        lastWrite = (environment, value, env)
        return env
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }
    /// Changes an environment value for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentTransformModifier(keyPath: keyPath, change: transform))
    }
    /// The default font of text inside.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    /// The color of text and shapes inside.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }
    /// The style of text and shapes inside. A style that reads the foreground style (`.secondary`,
    /// `.tertiary`, `ForegroundStyle()`) reads the one around this modifier, as in SwiftUI:
    /// `.foregroundStyle(.secondary)` inside `.foregroundStyle(.red)` is a faded red.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentRule(ForegroundStyleRule(style: style))
    }
    /// The primary and secondary foreground styles inside, as SwiftUI's `foregroundStyle(_:_:)`:
    /// text and shapes use `primary`, and `.secondary` paints `secondary` (a palette symbol's
    /// second layer in SwiftUI; Plume draws symbols as one layer, in the primary style).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environmentRule(ForegroundStylesRule(primary: AnyShapeStyle(primary), lower: [AnyShapeStyle(secondary)]))
    }
    /// The primary, secondary and tertiary foreground styles inside, as SwiftUI's
    /// `foregroundStyle(_:_:_:)` (`.tertiary` paints `tertiary`).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        environmentRule(
            ForegroundStylesRule(
                primary: AnyShapeStyle(primary), lower: [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]))
    }
    /// The tint of controls inside.
    public func tint(_ color: Color?) -> some View { environment(\.tint, color ?? .accentColor) }
    /// The accent color of controls inside (old spelling of `tint`).
    public func accentColor(_ color: Color?) -> some View { tint(color) }
    /// Disables controls inside when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        environmentRule(DisabledRule(disabled: disabled))
    }
    /// The maximum number of lines of text inside.
    public func lineLimit(_ limit: Int?) -> some View { environment(\.lineLimit, limit.map { max(1, $0) }) }
    /// How lines of multi-line text inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
    /// Where text inside is cut when it does not fit.
    public func truncationMode(_ mode: TruncationMode) -> some View { environment(\.truncationMode, mode) }
    /// Extra space between lines of text inside.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        environment(\.lineSpacing, spacing.isFinite ? max(0, spacing) : 0)
    }
    /// Draws this subtree in `scheme` (Plume applies it to the subtree; SwiftUI's sets the window's).
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        environmentRule(PreferredColorSchemeRule(scheme: scheme))
    }
}

/// `preferredColorScheme(_:)` as a value: the scheme, or the one around when nil.
struct PreferredColorSchemeRule: EnvironmentRule {
    let scheme: ColorScheme?
    static var keyPath: WritableKeyPath<EnvironmentValues, ColorScheme> { \.colorScheme }
    func apply(to value: inout ColorScheme) { if let scheme { value = scheme } }
}
