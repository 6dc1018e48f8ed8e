import Foundation

/// How a group's pixels combine with what is already drawn beneath it: the compositing operators a
/// backend implements (cairo's operators; the separable and non-separable blend modes of PDF and
/// Core Graphics, and Porter-Duff's).
///
/// The UI maps SwiftUI's `BlendMode` and `GraphicsContext.BlendMode` onto these in
/// `DisplayEffect.blendMode`; the renderer composites the group with the operator.
public enum DisplayBlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusLighter
}
