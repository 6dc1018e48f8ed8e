import Foundation

/// A style of one kind (a `GroupBoxStyle`, a `GaugeStyle`…) as the environment keeps it: erased
/// to the views it makes from its `Configuration`. Each kind's modifier (`.groupBoxStyle(_:)`)
/// makes one from the style; its view asks it to `make` the body.
struct AnyStyle<Configuration> {
    let make: @MainActor (Configuration) -> AnyView
}
