import Foundation

/// A variant of a symbol image, as SwiftUI's `SymbolVariants`: `.symbolVariant(.fill)` shows
/// `Image(systemName: "star")` as "star.fill", `.circle.fill` as "star.circle.fill".
///
/// A variant is applied when the symbol table has it; otherwise the closest name that exists is
/// used (dropping the fill, then the shape, then the slash), as SF Symbols falls back.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape ("circle", "square", "rectangle"), if any.
    var shape: String?
    var isFilled = false
    var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// In a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// In a square.
    public static let square = SymbolVariants(shape: "square")
    /// In a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// With a slash through it.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle.
    public var circle: SymbolVariants { with(shape: "circle") }
    /// This variant in a square.
    public var square: SymbolVariants { with(shape: "square") }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { with(shape: "rectangle") }
    /// This variant, filled.
    public var fill: SymbolVariants {
        var v = self
        v.isFilled = true
        return v
    }
    /// This variant with a slash.
    public var slash: SymbolVariants {
        var v = self
        v.isSlashed = true
        return v
    }

    /// Whether this variant includes everything `other` has.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    private func with(shape: String) -> SymbolVariants {
        var v = self
        v.shape = shape
        return v
    }

    /// The names to try for `base`, most specific first ("star.slash.circle.fill" … "star"). A
    /// base that already names a variant ("star.fill") is kept as it is first.
    func candidateNames(for base: String) -> [String] {
        guard self != .none else { return [base] }
        var names: [String] = []
        for slashed in isSlashed ? [true, false] : [false] {
            for shape in shape.map({ [$0, nil] }) ?? [nil] {
                for filled in isFilled ? [true, false] : [false] {
                    var name = base
                    if slashed, !name.contains(".slash") { name += ".slash" }
                    if let shape, !name.contains(".\(shape)") { name += ".\(shape)" }
                    if filled, !name.hasSuffix(".fill") { name += ".fill" }
                    if !names.contains(name) { names.append(name) }
                }
            }
        }
        return names
    }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`. Plume's symbols come
/// from a single-layer icon font, so every mode draws the symbol in one colour (the foreground
/// style's first colour), as `.monochrome` does.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The symbol variant of the symbol images inside (`.symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    /// The rendering mode asked for the symbol images inside (drawn as `.monochrome`, see
    /// `SymbolRenderingMode`).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows the symbol images inside in `variant` (`.fill`, `.circle`, `.circle.fill`, `.slash`…).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environmentRule(SymbolVariantRule(variant: variant))
    }

    /// Asks for a rendering mode of the symbol images inside; Plume draws every mode in one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

/// `symbolVariant(_:)` as a value: the variant combined with the one around (its shape, if it has
/// one, replaces the shape; fill and slash add up).
struct SymbolVariantRule: EnvironmentRule {
    let variant: SymbolVariants
    static var keyPath: WritableKeyPath<EnvironmentValues, SymbolVariants> { \.symbolVariants }
    func apply(to value: inout SymbolVariants) {
        if let shape = variant.shape { value.shape = shape }
        value.isFilled = value.isFilled || variant.isFilled
        value.isSlashed = value.isSlashed || variant.isSlashed
    }
}
