import Foundation
import PlumeGraphics

extension GraphicsContext {
    /// How a drawing combines with what is beneath it, as SwiftUI's `GraphicsContext.BlendMode`:
    /// the separable and non-separable blend modes and the Porter-Duff operators.
    ///
    /// Set on a context (`context.blendMode = .multiply`) before drawing; each later drawing is
    /// composited with it (a `blendMode` group in the display list, drawn with cairo's operator).
    /// `plusDarker` has no cairo operator and is drawn as `multiply` (reported).
    public struct BlendMode: Hashable, Sendable {
        let displayMode: DisplayBlendMode
        let isPlusDarker: Bool

        init(_ mode: DisplayBlendMode, plusDarker: Bool = false) {
            displayMode = mode
            isPlusDarker = plusDarker
        }

        public static let normal = BlendMode(.normal)
        public static let multiply = BlendMode(.multiply)
        public static let screen = BlendMode(.screen)
        public static let overlay = BlendMode(.overlay)
        public static let darken = BlendMode(.darken)
        public static let lighten = BlendMode(.lighten)
        public static let colorDodge = BlendMode(.colorDodge)
        public static let colorBurn = BlendMode(.colorBurn)
        public static let softLight = BlendMode(.softLight)
        public static let hardLight = BlendMode(.hardLight)
        public static let difference = BlendMode(.difference)
        public static let exclusion = BlendMode(.exclusion)
        public static let hue = BlendMode(.hue)
        public static let saturation = BlendMode(.saturation)
        public static let color = BlendMode(.color)
        public static let luminosity = BlendMode(.luminosity)
        public static let clear = BlendMode(.clear)
        public static let copy = BlendMode(.copy)
        public static let sourceIn = BlendMode(.sourceIn)
        public static let sourceOut = BlendMode(.sourceOut)
        public static let sourceAtop = BlendMode(.sourceAtop)
        public static let destinationOver = BlendMode(.destinationOver)
        public static let destinationIn = BlendMode(.destinationIn)
        public static let destinationOut = BlendMode(.destinationOut)
        public static let destinationAtop = BlendMode(.destinationAtop)
        public static let xor = BlendMode(.xor)
        public static let plusDarker = BlendMode(.multiply, plusDarker: true)
        public static let plusLighter = BlendMode(.plusLighter)
    }
}

/// How a view combines with what is beneath it, as SwiftUI's `BlendMode` (the `.blendMode(_:)`
/// modifier). `plusDarker` has no cairo operator and is drawn as `multiply` (reported).
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The display-list operator this mode is drawn with.
    var displayMode: DisplayBlendMode {
        switch self {
        case .normal: .normal
        case .multiply, .plusDarker: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusLighter: .plusLighter
        }
    }
}
