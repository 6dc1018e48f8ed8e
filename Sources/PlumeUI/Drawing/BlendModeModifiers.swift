import Foundation
import PlumeGraphics

nonisolated extension View {
    /// Composites this view onto what is drawn beneath it with `blendMode`, as SwiftUI's
    /// `blendMode(_:)`: the view is drawn as one layer, then combined with cairo's operator for the
    /// mode. It blends with what is beneath in the same layer (inside a `compositingGroup()` or
    /// `drawingGroup()` ancestor, only with that group's content). `plusDarker` is drawn as
    /// `multiply` (cairo has no such operator; reported).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(
            EffectModifier(
                kind: .blend(blendMode),
                invalid: blendMode == .plusDarker ? "blendMode(.plusDarker) is drawn as .multiply in Plume" : nil))
    }

    /// Composites this view's drawing in an offscreen layer before it is drawn, as SwiftUI's
    /// `drawingGroup(opaque:colorMode:)`. In Plume every view is drawn by the same cairo renderer, so
    /// this is a `compositingGroup()`: effects above it (opacity, blend modes) apply to the flattened
    /// result. `opaque` is a hint; a `colorMode` other than `.nonLinear` is drawn as `.nonLinear`
    /// (reported).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(
            EffectModifier(
                kind: .compositingGroup,
                invalid: colorMode == .nonLinear
                    ? nil : "drawingGroup: colorMode \(colorMode) is drawn as .nonLinear (8-bit sRGB) in Plume"))
    }
}
