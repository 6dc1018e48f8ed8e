import Foundation

struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityVoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilitySwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityDifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityInvertColorsKey: EnvironmentKey { static let defaultValue = false }
struct AccessibilityShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }

/// The user's accessibility settings, as SwiftUI's environment values of the same names; views
/// read them with `@Environment(\.accessibilityReduceMotion) var reduceMotion`.
///
/// Plume has no bridge to the Linux desktop's assistive technologies (AT-SPI) or its
/// accessibility preferences yet, so each is false in a window unless a view sets it: no screen
/// reader or switch control is reading a Plume window (`accessibilityEnabled`,
/// `accessibilityVoiceOverEnabled`, `accessibilitySwitchControlEnabled`), and the preferences are
/// not read from the desktop. SwiftUI lets an app set only `accessibilityEnabled`; Plume lets a
/// view set each of them with `.environment(_:_:)`, so tests and previews can show how a view
/// looks for a user who has one on.
extension EnvironmentValues {
    /// Whether an assistive technology (a screen reader, switch control) is in use.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
    /// Whether a screen reader reads the window.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityVoiceOverEnabledKey.self] }
        set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
    }
    /// Whether switch control drives the window.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySwitchControlEnabledKey.self] }
        set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
    }
    /// Whether the user asked for shapes or text where colour alone would tell things apart.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityDifferentiateWithoutColorKey.self] }
        set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
    }
    /// Whether the user asked for less motion (cross-fades instead of slides and bounces).
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }
    /// Whether the user asked for opaque backgrounds instead of translucent ones.
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }
    /// Whether the display's colours are inverted.
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilityInvertColorsKey.self] }
        set { self[AccessibilityInvertColorsKey.self] = newValue }
    }
    /// Whether the user asked for buttons drawn with shapes around their labels.
    public var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityShowButtonShapesKey.self] }
        set { self[AccessibilityShowButtonShapesKey.self] = newValue }
    }
}
