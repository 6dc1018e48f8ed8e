import PlumeUI

// Plume's macros, declared here and implemented by the `PlumeMacrosPlugin` compiler plugin, which
// SwiftPM builds from the toolchain's own swift-syntax. `SwiftUI` and `Plume` re-export this module on
// Linux, so `#Preview`, `@Previewable` and `@Entry` are spelled as in SwiftUI.

/// Declares a preview of the view the closure builds, as SwiftUI's `#Preview`: `#Preview { ContentView() }`.
/// `Preview.all` lists every preview in the program; PlumeTesting's `PreviewRenderer` draws them.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PlumeMacrosPlugin", type: "PreviewMacro")

/// Declares a named preview with traits: `#Preview("Compact", traits: .sizeThatFitsLayout) { Badge() }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PlumeMacrosPlugin", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body that holds state (`@Previewable @State var on = false`), as SwiftUI's.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PlumeMacrosPlugin", type: "PreviewableMacro")

/// Declares an environment value and its key in one line, as SwiftUI's `@Entry`:
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PlumeMacrosPlugin", type: "EntryMacro")
