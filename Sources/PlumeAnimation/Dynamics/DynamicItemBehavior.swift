import Foundation

/// Material properties of its items (UIKit's `UIDynamicItemBehavior`). An item in no such
/// behaviour uses the defaults below. Values are clamped to their valid ranges; NaN is ignored.
public final class DynamicItemBehavior: DynamicBehavior {
    /// Bounciness, 0 (no bounce) … 1 (fully elastic). Default 0.
    public var elasticity = 0.0 { didSet { elasticity = clamp(elasticity, oldValue, 0, 1) } }
    /// Coulomb friction coefficient for sliding contacts, ≥ 0. Default 0 (UIKit's default too).
    public var friction = 0.0 { didSet { friction = clamp(friction, oldValue, 0, 100) } }
    /// Mass per area: an item's mass is `density × width × height / 10 000`. Default 1, > 0.
    public var density = 1.0 { didSet { density = clamp(density, oldValue, 1e-6, 1e6) } }
    /// Linear damping per second, 0 … ∞ (velocity decays by `1/(1 + resistance·dt)` per step).
    public var resistance = 0.0 { didSet { resistance = clamp(resistance, oldValue, 0, 1e6) } }
    /// Angular damping per second.
    public var angularResistance = 0.0 {
        didSet { angularResistance = clamp(angularResistance, oldValue, 0, 1e6) }
    }
    /// Whether collisions may turn the item. Default true.
    public var allowsRotation = true { didSet { changed() } }

    /// Properties shared by `items`.
    public override init(items: [DynamicItem] = []) { super.init(items: items) }

    private func clamp(_ value: Double, _ old: Double, _ low: Double, _ high: Double) -> Double {
        let result = value.isNaN ? old : min(max(value, low), high)
        if result != value || value != old { changed() }
        return result
    }
}
