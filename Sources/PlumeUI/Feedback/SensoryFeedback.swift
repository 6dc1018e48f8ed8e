import Foundation

/// A kind of haptic feedback a view asks the device to play, as SwiftUI's `SensoryFeedback`
/// (`sensoryFeedback(_:trigger:)`). A Linux desktop has no haptic device, so Plume plays none and says
/// so in the graph's diagnostics (see the modifier).
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case pathComplete
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }
    let kind: Kind

    public static let success = SensoryFeedback(kind: .success)
    public static let warning = SensoryFeedback(kind: .warning)
    public static let error = SensoryFeedback(kind: .error)
    public static let selection = SensoryFeedback(kind: .selection)
    public static let increase = SensoryFeedback(kind: .increase)
    public static let decrease = SensoryFeedback(kind: .decrease)
    public static let start = SensoryFeedback(kind: .start)
    public static let stop = SensoryFeedback(kind: .stop)
    public static let alignment = SensoryFeedback(kind: .alignment)
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    /// A medium impact at full intensity.
    public static let impact = SensoryFeedback.impact(weight: .medium, intensity: 1)

    /// An impact of a mass of `weight`; `intensity` is clamped to 0…1 (not a number: 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: clamped(intensity)))
    }

    /// An impact between objects of `flexibility`; `intensity` is clamped to 0…1 (not a number: 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: clamped(intensity)))
    }

    private static func clamped(_ intensity: Double) -> Double { intensity.isNaN ? 1 : min(max(intensity, 0), 1) }

    /// How heavy the colliding mass of an impact feels.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the colliding objects of an impact are.
    public struct Flexibility: Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    /// As written in code: `.success`, `.impact(weight: .heavy, intensity: 0.5)`.
    public var description: String {
        switch kind {
        case .impact(let weight, let flexibility, let intensity):
            let what = weight.map { "weight: .\($0.name)" } ?? flexibility.map { "flexibility: .\($0.name)" } ?? ""
            return ".impact(\(what), intensity: \(intensity))"
        default:
            return ".\(kind)"
        }
    }
}

/// Plays feedback when its trigger changes (`sensoryFeedback`): compares the trigger each time the
/// view updates and, when it changed and `feedback` names one, reports it to the graph.
nonisolated struct SensoryFeedbackModifier<Trigger: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let trigger: Trigger
    let feedback: (Trigger, Trigger) -> SensoryFeedback?
    @MainActor func makeBehavior() -> NodeBehavior { SensoryFeedbackBehavior<Trigger>() }
}

/// The node of a ``SensoryFeedbackModifier``: sees each new trigger value against the last one.
final class SensoryFeedbackBehavior<Trigger: Equatable>: TransparentModifierBehavior<SensoryFeedbackModifier<Trigger>> {
    override func modifierChanged(from old: SensoryFeedbackModifier<Trigger>) {
        guard old.trigger != modifier.trigger, let played = modifier.feedback(old.trigger, modifier.trigger) else {
            return
        }
        node.graph.report(
            "sensoryFeedback(\(played)): this system has no haptic device; the feedback is not played")
    }
}

nonisolated extension View {
    /// Plays `feedback` when `trigger` changes, as SwiftUI's `sensoryFeedback(_:trigger:)`. Linux has
    /// no haptic device: the request is reported once per kind in the graph's diagnostics instead.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: { _, _ in feedback }))
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is true.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: { condition($0, $1) ? feedback : nil }))
    }

    /// Plays the feedback `feedback(old, new)` names when `trigger` changes (none when it returns nil).
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }
}
