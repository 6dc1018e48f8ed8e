/// A value that a nonisolated modifier hands to the main actor, where the graph uses it: a style
/// that `buttonStyle(_:)` and its kin store in the environment, whose bodies the graph makes on the
/// main actor.
///
/// As SwiftUI's, those modifiers are `nonisolated` and take a style of any type (`ButtonStyle` is
/// not `Sendable`); the modifier keeps no reference to the value after handing it over, and the
/// graph reads it only on the main actor, so no two threads use it at once. The caller may still
/// hold a copy, as with any view value it gives to SwiftUI.
struct MainActorHandOff<Value>: @unchecked Sendable {
    /// The value handed over.
    let value: Value

    init(_ value: Value) { self.value = value }
}
