import Foundation

/// A change to one environment value made from inputs a modifier carries, so that the modifier is a
/// value: `foregroundStyle(.secondary)` made again by a body that ran again compares equal to the
/// last one and the view under it is skipped (a `transformEnvironment` closure that captures values
/// compares as changed). Each kind of change is its own type, so two rules with equal inputs that change
/// different things never compare equal.
///
/// Conforming types hold only their inputs (compared field by field by `ViewEquality`); `apply`
/// reads nothing else and is called by `EnvironmentRuleBehavior` whenever the environment the
/// modifier receives, or the rule itself, changed.
protocol EnvironmentRule {
    associatedtype Value
    /// The environment value the rule changes.
    static var keyPath: WritableKeyPath<EnvironmentValues, Value> { get }
    /// Changes the value as this rule says.
    func apply(to value: inout Value)
}

/// Applies an `EnvironmentRule` to the environment of the content (see `View.modifier(rule:)`).
nonisolated struct EnvironmentRuleModifier<Rule: EnvironmentRule>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let rule: Rule
    @MainActor func makeBehavior() -> NodeBehavior { EnvironmentRuleBehavior<Rule>() }
}

/// The node side of `EnvironmentRuleModifier`: the content's environment is the parent's with the
/// rule applied (recomputed only when either changed; see `EnvironmentModifierBehavior`).
final class EnvironmentRuleBehavior<Rule: EnvironmentRule>: EnvironmentModifierBehavior<EnvironmentRuleModifier<Rule>> {
    override func transform(_ environment: EnvironmentValues) -> EnvironmentValues {
        var env = environment
        modifier.rule.apply(to: &env[keyPath: Rule.keyPath])
        return env
    }
}

/// `foregroundStyle(_:)`: the style, enclosing the one around it (which `.secondary` reads).
struct ForegroundStyleRule<S: ShapeStyle>: EnvironmentRule {
    let style: S
    static var keyPath: WritableKeyPath<EnvironmentValues, AnyShapeStyle?> { \.foregroundStyle }
    func apply(to value: inout AnyShapeStyle?) {
        value = AnyShapeStyle(EnclosedForegroundStyle(style: AnyShapeStyle(style), enclosing: value))
    }
}

/// `foregroundStyle(_:_:)` and `(_:_:_:)`: the primary style (enclosing the one around it, as
/// above) carrying the styles `.secondary` and `.tertiary` paint with.
struct ForegroundStylesRule: EnvironmentRule {
    let primary: AnyShapeStyle
    let lower: [AnyShapeStyle]
    static var keyPath: WritableKeyPath<EnvironmentValues, AnyShapeStyle?> { \.foregroundStyle }
    func apply(to value: inout AnyShapeStyle?) {
        var style = AnyShapeStyle(EnclosedForegroundStyle(style: primary, enclosing: value))
        style.levels = lower
        value = style
    }
}

/// `disabled(_:)`: controls inside are disabled when this or any enclosing one says so.
struct DisabledRule: EnvironmentRule {
    let disabled: Bool
    static var keyPath: WritableKeyPath<EnvironmentValues, Bool> { \.isEnabled }
    func apply(to value: inout Bool) { value = value && !disabled }
}

nonisolated extension View {
    /// The content with `rule` applied to its environment.
    func environmentRule<Rule: EnvironmentRule>(_ rule: Rule) -> some View {
        modifier(EnvironmentRuleModifier(rule: rule))
    }
}
