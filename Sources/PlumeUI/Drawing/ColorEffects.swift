import Foundation
import PlumeGraphics

/// One of SwiftUI's colour effects, with the number it takes (what animates): each is drawn as a
/// `ColorMatrix` over the view's pixels (see `DisplayEffect.colorMatrix`).
enum ColorEffect {
    case grayscale(Double)
    case saturation(Double)
    case brightness(Double)
    case contrast(Double)
    case hueRotation(Angle)
    case colorInvert
    case luminanceToAlpha

    /// The effect's number (radians for a hue rotation); none for the others.
    var amount: Double? {
        switch self {
        case .grayscale(let v), .saturation(let v), .brightness(let v), .contrast(let v): v
        case .hueRotation(let angle): angle.radians
        case .colorInvert, .luminanceToAlpha: nil
        }
    }

    /// The same effect with `amount` instead.
    func with(amount: Double) -> ColorEffect {
        switch self {
        case .grayscale: .grayscale(amount)
        case .saturation: .saturation(amount)
        case .brightness: .brightness(amount)
        case .contrast: .contrast(amount)
        case .hueRotation: .hueRotation(.radians(amount))
        case .colorInvert, .luminanceToAlpha: self
        }
    }

    /// The matrix it draws with, or nil when it changes nothing (so nothing is composited).
    var matrix: ColorMatrix? {
        let matrix: ColorMatrix
        switch self {
        case .grayscale(let v): matrix = .grayscale(v)
        case .saturation(let v): matrix = .saturation(v)
        case .brightness(let v): matrix = .brightness(v)
        case .contrast(let v): matrix = .contrast(v)
        case .hueRotation(let angle): matrix = .hueRotation(radians: angle.radians)
        case .colorInvert: matrix = .inverted
        case .luminanceToAlpha: matrix = .luminanceToAlpha
        }
        return matrix == .identity ? nil : matrix
    }

    /// SwiftUI's name of the modifier.
    var name: String {
        switch self {
        case .grayscale: "grayscale"
        case .saturation: "saturation"
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .hueRotation: "hueRotation"
        case .colorInvert: "colorInvert"
        case .luminanceToAlpha: "luminanceToAlpha"
        }
    }
}

nonisolated extension View {
    /// Takes the colour out of the view by `amount` (0: unchanged, 1: grey), as SwiftUI's
    /// `grayscale(_:)`; animatable. Values outside 0…1 are clamped; NaN is 0 and reported.
    public func grayscale(_ amount: Double) -> some View { colorEffect(.grayscale(amount)) }

    /// Scales the view's colour saturation by `amount` (0: grey, 1: unchanged, above 1: more vivid),
    /// as SwiftUI's `saturation(_:)`; animatable.
    public func saturation(_ amount: Double) -> some View { colorEffect(.saturation(amount)) }

    /// Adds `amount` to the view's red, green and blue (−1: black, 0: unchanged, 1: white), as
    /// SwiftUI's `brightness(_:)`; animatable.
    public func brightness(_ amount: Double) -> some View { colorEffect(.brightness(amount)) }

    /// Scales the view's contrast around middle grey by `amount` (0: grey, 1: unchanged, negative:
    /// inverted), as SwiftUI's `contrast(_:)`; animatable.
    public func contrast(_ amount: Double) -> some View { colorEffect(.contrast(amount)) }

    /// Turns the view's hues by `angle` around the colour wheel, as SwiftUI's `hueRotation(_:)`;
    /// animatable.
    public func hueRotation(_ angle: Angle) -> some View { colorEffect(.hueRotation(angle)) }

    /// Inverts the view's colours, as SwiftUI's `colorInvert()`.
    public func colorInvert() -> some View { colorEffect(.colorInvert) }

    /// Makes the view black, with each pixel's luminance as its opacity, as SwiftUI's
    /// `luminanceToAlpha()` (a mask from a picture).
    public func luminanceToAlpha() -> some View { colorEffect(.luminanceToAlpha) }

    private func colorEffect(_ effect: ColorEffect) -> some View {
        let amount = effect.amount ?? 0
        let usable = amount.isFinite ? effect : effect.with(amount: effect.neutralAmount)
        return modifier(
            EffectModifier(
                kind: .color(usable),
                invalid: nonFiniteInput(effect.name, CGFloat(amount), usedAs: "\(effect.neutralAmount)")))
    }
}

extension ColorEffect {
    /// The amount that changes nothing (what a non-finite amount is drawn as).
    var neutralAmount: Double {
        switch self {
        case .grayscale, .brightness, .hueRotation, .colorInvert, .luminanceToAlpha: 0
        case .saturation, .contrast: 1
        }
    }
}
