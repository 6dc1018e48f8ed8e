import Foundation
import PlumeAnimation
import PlumeGraphics

/// An attribute animator without its value type, so behaviours can hold one for `any Animatable`.
protocol AnyAttributeAnimator: AnyObject {
    /// Whether an animation is running.
    var isAnimating: Bool { get }
    /// Sets a new model value (must be of the animator's type); animates when `transaction` has an
    /// animation and the animatable data changed. Returns whether an animation is running now.
    @discardableResult
    func setValue(_ value: Any, transaction: Transaction, time: TimeInterval) -> Bool
    /// The value to show at `time` (the model value with interpolated `animatableData`).
    func presentedValue(at time: TimeInterval) -> Any
    /// Ends animations that are over at `time`; returns completion actions to run.
    func finish(at time: TimeInterval) -> [() -> Void]
}

/// One animatable attribute of a node: the model value, and while animating, its presentation.
///
/// A change under an animated transaction starts from the current presentation value (springs keep
/// their velocity); a change without animation, or with a zero-duration one, snaps and stops the
/// running animation. The presentation sets `animatableData` on a copy of the model value, so an
/// `animatableData` setter sees every intermediate value once per sampled frame.
final class AttributeAnimator<T: Animatable>: AnyAttributeAnimator {
    private(set) var model: T
    /// The running animation, boxed: it is read every frame, and copying a generic
    /// `AnimatedValue` out of an optional goes through its type's value witnesses, a box is one
    /// retain.
    private var running: RunningAnimation<T.AnimatableData>?
    private var group: AnimationCompletionGroup?
    /// The completion group of an animation that was cut short (snapped by a change without
    /// animation, or complete at once): it ends at the next `finish`, so a removal or completion
    /// waiting on it still happens.
    private var interrupted: AnimationCompletionGroup?

    init(_ value: T) { model = value }

    var isAnimating: Bool { running != nil || interrupted != nil }

    /// Hands the current completion group to the next `finish` (the animation stopped early).
    private func interruptGroup() {
        guard let g = group else { return }
        group = nil
        if let earlier = interrupted { _ = earlier.end() }
        interrupted = g
    }

    @discardableResult
    func set(_ value: T, transaction: Transaction, time: TimeInterval) -> Bool {
        let newData = value.animatableData
        let changed = newData != (running?.animation.target ?? model.animatableData)
        let fromData = running?.animation.value(at: time) ?? model.animatableData
        model = value
        guard changed else { return running != nil }
        if let animation = transaction.animation, !transaction.disablesAnimations {
            if let running {
                self.running = RunningAnimation(
                    running.animation.retargeted(to: newData, animation: animation, at: time))
            } else {
                running = RunningAnimation(
                    AnimatedValue(from: fromData, to: newData, animation: animation, startTime: time))
            }
            if let completion = transaction.completion, completion !== group {
                completion.begin()
                if let previous = group { _ = previous.end() }
                group = completion
            }
            if running!.animation.isComplete(at: time) {
                running = nil
                interruptGroup()
            }
        } else {
            running = nil
            interruptGroup()
        }
        return isAnimating
    }

    /// The model value with the animatable data at `time`. The first presentation after an
    /// animation ends sets the final data through the setter too, so setters see the end value.
    func presented(at time: TimeInterval) -> T {
        guard let running else {
            if finalPending {
                finalPending = false
                var v = model
                v.animatableData = model.animatableData
                return v
            }
            return model
        }
        var v = model
        v.animatableData = running.animation.value(at: time)
        return v
    }

    private var finalPending = false

    func setValue(_ value: Any, transaction: Transaction, time: TimeInterval) -> Bool {
        set(value as! T, transaction: transaction, time: time)
    }

    func presentedValue(at time: TimeInterval) -> Any { presented(at: time) }

    func finish(at time: TimeInterval) -> [() -> Void] {
        var actions: [() -> Void] = []
        if let g = interrupted {
            interrupted = nil
            if let a = g.end() { actions.append(a) }
        }
        if let running, let g = group {
            let done =
                g.criteria == .removed
                ? running.animation.isComplete(at: time) : running.animation.isLogicallyComplete(at: time)
            if done {
                group = nil
                if let a = g.end() { actions.append(a) }
            }
        }
        if let running, running.animation.isComplete(at: time) {
            self.running = nil
            finalPending = true
        }
        return actions
    }
}

/// An animator for `value` when its type animates (non-empty `animatableData`), else nil.
func makeAnimator(for value: Any) -> AnyAttributeAnimator? {
    guard let animatable = value as? any Animatable else { return nil }
    func open<T: Animatable>(_ v: T) -> AnyAttributeAnimator? {
        T.AnimatableData.self == EmptyAnimatableData.self ? nil : AttributeAnimator(v)
    }
    return _openExistential(animatable, do: open)
}

/// An `AttributeAnimator`'s running animation in a box of its own (see `AttributeAnimator.running`).
final class RunningAnimation<V: VectorArithmetic> {
    let animation: AnimatedValue<V>
    init(_ animation: AnimatedValue<V>) { self.animation = animation }
}
