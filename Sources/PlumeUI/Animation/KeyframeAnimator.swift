import Foundation
import PlumeAnimation

/// A container that animates its content with keyframes, as SwiftUI's `KeyframeAnimator`.
///
/// ```swift
/// struct Pose { var scale = 1.0; var lift = 0.0 }
///
/// KeyframeAnimator(initialValue: Pose(), trigger: taps) { pose in
///     Image(systemName: "heart.fill")
///         .scaleEffect(pose.scale)
///         .offset(y: pose.lift)
/// } keyframes: { _ in
///     KeyframeTrack(\.scale) { SpringKeyframe(1.5, duration: 0.2); SpringKeyframe(1) }
///     KeyframeTrack(\.lift) { CubicKeyframe(-30, duration: 0.3); CubicKeyframe(0, duration: 0.3) }
/// }
/// ```
/// `content` is evaluated with the keyframes' value at every frame while they play (keep it cheap).
/// With `repeating: true` (the default of the first initialiser) the keyframes, built from
/// `initialValue`, loop for as long as the animator is in the tree; with `repeating: false` the
/// content shows the value at the start of the timeline. With a `trigger`, the content shows
/// `initialValue` until the trigger changes; each change plays the keyframes once, built from the
/// value shown then (the end of the previous play), and the content keeps their end value.
///
/// Time is the graph's frame clock (the manual clock in tests). The animator asks for frames only
/// while it plays and is in the tree. Keyframes that last no time do not loop (the content shows
/// their end value; reported in `ViewGraph.diagnostics` for a repeating animator).
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
where KeyframePath.Value == Value {
    enum Playback {
        case repeating(Bool)
        case trigger(AnyEquatable)
    }
    let initialValue: Value
    let playback: Playback
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Loops `keyframes` while `repeating` is true.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        playback = .repeating(repeating)
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` once each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        playback = .trigger(AnyEquatable(trigger))
        self.content = content
        self.keyframes = keyframes
    }

    public typealias Body = Never
    @MainActor func makeBehavior() -> NodeBehavior { KeyframeAnimatorBehavior<Value, KeyframePath, Content>() }

    /// The timeline `keyframes` builds from `value`.
    @MainActor func timeline(from value: Value) -> KeyframeTimeline<Value> {
        KeyframeTimeline(initialValue: value) { keyframes(value) }
    }
}

nonisolated extension View {
    /// Loops keyframes over the view while `repeating` is true, as SwiftUI's
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`: `content` gets the view and
    /// the keyframes' current value.
    public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> some View where KeyframePath.Value == Value {
        let placeholder = PlaceholderContentView(self)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
            keyframes: keyframes)
    }

    /// Plays keyframes over the view each time `trigger` changes, as SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) -> some View where KeyframePath.Value == Value {
        let placeholder = PlaceholderContentView(self)
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
            keyframes: keyframes)
    }
}
